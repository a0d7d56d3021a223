// Issue 10 over MCP: a tool of a boolean, a union, a discriminated union of three actions
// and a named Period; prompts reading booleans and unions from text; outputs of a named
// object with a rule across members and of a union at the root.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectPrompt, registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { Action, ActParameters, Notify, Period, Reference } from "../../core/test/support/tool-kinds.js";
import { call, connectInMemory, textOf } from "./support/connect.js";

const CHECK_SENTENCE = "The end is on or after the start.";
const good = { order: "ORD-000042", action: { type: "suspend", period: { start: "2026-03-01", end: "2026-03-02" } }, notify: true };

function server() {
  const s = new McpServer({ name: "kinds", version: "1.0.0" });
  const seen: unknown[] = [];
  registerValueObjectTool(s, "act", { description: "Acts on an order.", parameters: ActParameters }, (args) => {
    seen.push(args);
    return { content: [{ type: "text", text: "done" }] };
  });
  const periods: unknown[] = [];
  registerValueObjectTool(s, "plan", { description: "Plans a period.", parameters: { notify: Notify }, output: Period }, () => ({
    content: [{ type: "text", text: "planned" }],
    structuredContent: periods.shift() as never,
  }));
  const actions: unknown[] = [];
  registerValueObjectTool(s, "next_action", { description: "The next action.", parameters: { notify: Notify }, output: Action }, () => ({
    content: [{ type: "text", text: "next" }],
    structuredContent: actions.shift() as never,
  }));
  registerValueObjectPrompt(s, "notice", { description: "A notice.", parameters: { order: Reference, notify: Notify, action: vo.optional(Action) } }, (args) => {
    seen.push(args);
    return { messages: [{ role: "user", content: { type: "text", text: "Write the notice." } }] };
  });
  return { server: s, seen, periods, actions };
}

test("tools/list carries each alternative, each key as const, and the rule across members", async () => {
  const { server: s } = server();
  const { client, close } = await connectInMemory(s);
  try {
    const { tools } = await client.listTools();
    const act = tools.find((t) => t.name === "act")!;
    const properties = act.inputSchema.properties as Record<string, vo.JsonSchema>;
    assert.equal((properties.action.anyOf as unknown[]).length, 3);
    assert.deepEqual((properties.order.anyOf as unknown[]).length, 2);
    assert.deepEqual(properties.notify, { description: "Whether the customer is told.", type: "boolean" });
    assert.match(JSON.stringify(act.inputSchema), /"const":"suspend"/);
    assert.match(JSON.stringify(act.inputSchema), new RegExp(CHECK_SENTENCE.replace(/\./g, "\\.")));
    const plan = tools.find((t) => t.name === "plan")!;
    assert.match(JSON.stringify(plan.outputSchema), new RegExp(CHECK_SENTENCE.replace(/\./g, "\\.")));
    const next = tools.find((t) => t.name === "next_action")!;
    assert.equal(next.outputSchema?.type, "object");
    assert.equal((((next.outputSchema?.properties as Record<string, vo.JsonSchema>).result).anyOf as unknown[]).length, 3, "a union output travels under result");
  } finally {
    await close();
  }
});

test("a refusal inside an alternative names its path; the handler is not called", async () => {
  const { server: s, seen } = server();
  const { client, close } = await connectInMemory(s);
  try {
    const reversed = await call(client, "act", { ...good, action: { type: "suspend", period: { start: "2026-03-02", end: "2026-03-01" } } });
    assert.equal(reversed.isError, true);
    assert.equal(textOf(reversed), "Argument 'action' rejected (period.reversed) at /action/period/end: The value is not a valid Period: The end must not come before the start.");
    assert.deepEqual(reversed.structuredContent, {
      error: "invalid_argument",
      argument: "action",
      path: "/action/period/end",
      code: "period.reversed",
      message: "The value is not a valid Period: The end must not come before the start.",
    });
    const unknownKey = await call(client, "act", { ...good, action: { type: "ship" }, notify: "true" });
    assert.equal(
      textOf(unknownKey),
      "Argument 'action' rejected (value_object.not_allowed) at /action/type: The value must be one of: refund, cancel, suspend.\n" +
        "Argument 'notify' rejected (value_object.not_parsable): The value is not a valid Notify: The value must be true or false.",
    );
    const noMatch = await call(client, "act", { ...good, order: "nothing-secret" });
    assert.equal(textOf(noMatch), "Argument 'order' rejected (value_object.no_match): The value is not a valid Reference: The value matches none of the allowed forms.");
    assert.equal(seen.length, 0);
    const accepted = await call(client, "act", good);
    assert.equal(accepted.isError, undefined);
    assert.deepEqual(seen, [good]);
  } finally {
    await close();
  }
});

test("outputs: a named object's rule across members is checked before it leaves; a union output is wrapped under result", async () => {
  const { server: s, periods, actions } = server();
  const { client, close } = await connectInMemory(s);
  const logged = console.error;
  console.error = () => undefined;
  try {
    await client.listTools();
    periods.push({ start: "2026-03-01", end: "2026-03-02" }, { start: "2026-03-02", end: "2026-03-01" });
    assert.deepEqual((await call(client, "plan", { notify: true })).structuredContent, { start: "2026-03-01", end: "2026-03-02" });
    const broken = await call(client, "plan", { notify: true });
    assert.equal(broken.isError, true);
    assert.equal(broken.structuredContent, undefined);
    actions.push({ type: "refund", amount: 5 }, { result: { type: "cancel" } }, { type: "refund", amount: -1 });
    assert.deepEqual((await call(client, "next_action", { notify: false })).structuredContent, { result: { type: "refund", amount: 5 } });
    assert.deepEqual((await call(client, "next_action", { notify: false })).structuredContent, { result: { type: "cancel" } });
    const refused = await call(client, "next_action", { notify: false });
    assert.equal(refused.isError, true);
    assert.equal(refused.structuredContent, undefined);
  } finally {
    console.error = logged;
    await close();
  }
});

test("prompts read true and false as booleans, and a union's text as the alternative it fits", async () => {
  const { server: s, seen } = server();
  const { client, close } = await connectInMemory(s);
  try {
    await client.getPrompt({ name: "notice", arguments: { order: "42", notify: "false" } });
    await client.getPrompt({ name: "notice", arguments: { order: "ORD-000042", notify: "true", action: JSON.stringify({ type: "refund", amount: 3 }) } });
    assert.deepEqual(seen, [{ order: 42, notify: false }, { order: "ORD-000042", notify: true, action: { type: "refund", amount: 3 } }]);
    for (const [args, line] of [
      [{ order: "42", notify: " true" }, "Argument 'notify' rejected (value_object.not_parsable): The value is not a valid Notify: The value must be true or false."],
      [{ order: "42", notify: "1" }, "Argument 'notify' rejected (value_object.not_parsable): The value is not a valid Notify: The value must be true or false."],
      [{ order: "ORD-42", notify: "true" }, "Argument 'order' rejected (value_object.no_match): The value is not a valid Reference: The value matches none of the allowed forms."],
      [{ order: "42", notify: "true", action: JSON.stringify({ type: "refund", amount: 0 }) }, "Argument 'action' rejected (value_object.out_of_range) at /action/amount: The value is not a valid Amount: The value must be greater than 0."],
    ] as const) {
      const error = await client.getPrompt({ name: "notice", arguments: args }).then(() => assert.fail("refused"), (e: unknown) => e);
      assert.ok(error instanceof McpError);
      assert.ok(error.message.endsWith(line), error.message);
    }
  } finally {
    await close();
  }
});
