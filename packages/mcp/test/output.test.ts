import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { call, connectInMemory, textOf } from "./support/connect.js";
import { Amount, Quantity, Receipt, Status } from "./support/domain.js";

/** What the handlers answer, set by each test. */
let answer: unknown;

function outputServer() {
  const server = new McpServer({ name: "s", version: "1.0.0" }, { capabilities: { logging: {} } });
  let calls = 0;
  registerValueObjectTool(server, "receipt", { description: "A receipt.", parameters: { quantity: Quantity }, output: Receipt }, () => {
    calls++;
    return answer as never;
  });
  registerValueObjectTool(server, "status", { description: "A status.", parameters: {}, output: Status }, () => answer as never);
  registerValueObjectTool(server, "totals", { description: "Totals.", parameters: {}, output: vo.array(Amount, { maxItems: 2 }) }, () => answer as never);
  return { server, calls: () => calls };
}

/** Runs `body` with console.error captured. */
async function capturingStderr<T>(body: () => Promise<T>): Promise<{ value: T; lines: string[] }> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  try {
    return { value: await body(), lines };
  } finally {
    console.error = original;
  }
}

test("a valid result leaves as read with the output rules, and passes the client's Ajv check", async () => {
  const { server } = outputServer();
  const { client, close } = await connectInMemory(server);
  try {
    await client.listTools();
    answer = { content: [{ type: "text", text: "ok" }], structuredContent: { country: "fr", total: 59.97, extra: 1 } };
    const result = await call(client, "receipt", { quantity: 3 });
    assert.equal(result.isError, undefined);
    // normalized spelling, default filled in, unknown member dropped: what the listed schema promises
    assert.deepEqual(result.structuredContent, { country: "FR", total: 59.97, status: "pending" });
    assert.equal(textOf(result), "ok");
  } finally {
    await close();
  }
});

test("a result that breaks the output rules is logged without its values and answered as an invalid result", async () => {
  const { server, calls } = outputServer();
  const { client, close } = await connectInMemory(server);
  const logged: unknown[] = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logged.push(n.params));
  try {
    await client.listTools();
    answer = { content: [{ type: "text", text: "ok" }], structuredContent: { country: "ES", total: -123.456 } };
    const { value: result, lines } = await capturingStderr(() => call(client, "receipt", { quantity: 3 }));
    assert.equal(calls(), 1);
    assert.equal(result.isError, true);
    assert.equal(result.structuredContent, undefined);
    assert.match(textOf(result), /^Tool 'receipt' produced an invalid result/);
    assert.equal(lines.length, 1);
    assert.match(lines[0], /Tool 'receipt' produced an invalid result: \/country value_object\.not_allowed: .*; \/total value_object\.out_of_range/);
    for (const text of [lines[0], JSON.stringify(logged), JSON.stringify(result)]) assert.doesNotMatch(text, /ES"|123\.456/);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(logged, [{
      level: "error",
      logger: "value-objects-mcp",
      data: {
        event: "invalid_result",
        tool: "receipt",
        issues: [
          { path: "/country", code: "value_object.not_allowed", message: "The value is not a valid CountryCode: The value must be one of: FR, DE." },
          { path: "/total", code: "value_object.out_of_range", message: "The value is not a valid Amount: The value must be greater than or equal to 0." },
        ],
      },
    }]);
  } finally {
    await close();
  }
});

test("a result without structured content on a tool with output is an invalid result; the handler's own error passes", async () => {
  const { server } = outputServer();
  const { client, close } = await connectInMemory(server);
  try {
    await client.listTools();
    answer = { content: [{ type: "text", text: "forgot it" }] };
    const { value: missing, lines } = await capturingStderr(() => call(client, "receipt", { quantity: 3 }));
    assert.equal(missing.isError, true);
    assert.match(textOf(missing), /produced an invalid result/);
    assert.match(lines[0], /\/ value_object\.required: The result has no structured content/);

    answer = { content: [{ type: "text", text: "out of stock" }], isError: true };
    const own = await call(client, "receipt", { quantity: 3 });
    assert.deepEqual(own, { content: [{ type: "text", text: "out of stock" }], isError: true });
  } finally {
    await close();
  }
});

test("an output that is not an object travels under result, its rules kept inside", async () => {
  const { server } = outputServer();
  const { client, close } = await connectInMemory(server);
  try {
    const { tools } = await client.listTools();
    const status = tools.find((t) => t.name === "status")!;
    assert.deepEqual(status.outputSchema, {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { result: { description: "Where an order stands.", type: "string", enum: ["pending", "shipped"] } },
      required: ["result"],
      additionalProperties: false,
    });
    const totals = tools.find((t) => t.name === "totals")!;
    assert.deepEqual((totals.outputSchema!.properties as Record<string, { type: string; maxItems: number }>).result.maxItems, 2);

    answer = { content: [{ type: "text", text: "shipped" }], structuredContent: { result: "shipped" } };
    assert.deepEqual((await call(client, "status", {})).structuredContent, { result: "shipped" });
    answer = { content: [], structuredContent: { result: [19.99, 0.07] } };
    assert.deepEqual((await call(client, "totals", {})).structuredContent, { result: [19.99, 0.07] });

    for (const wrong of [{ result: "lost" }, { status: "shipped" }]) {
      answer = { content: [], structuredContent: wrong };
      const { value: result } = await capturingStderr(() => call(client, "status", {}));
      assert.equal(result.isError, true, JSON.stringify(wrong));
      assert.equal(result.structuredContent, undefined);
    }
    answer = { content: [], structuredContent: { result: [1, 2, 3] } };
    const { value: tooMany, lines } = await capturingStderr(() => call(client, "totals", {}));
    assert.equal(tooMany.isError, true);
    assert.match(lines[0], /\/result value_object\.too_long/);
  } finally {
    await close();
  }
});
