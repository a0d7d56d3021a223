// An MCP error from a prompt, a resource template or a low-level tool reaches the client
// as the SDK's client writes it: SDK 1.x's client puts `MCP error <code>: ` before the
// message it receives, so the server sends the message bare (as SDK 2.x does) and the
// 1.x client shows the prefix once, not `MCP error -32602: MCP error -32602: …`
// (red-team finding). Each error path, with the real clients, in-process.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as v1 from "@adcodicem/value-objects-mcp";
import * as v2 from "@adcodicem/value-objects-mcp/v2";
import { NOT_TEXT_ARGUMENTS } from "../../src/shared/prompt-arguments.js";
import { Quantity } from "../support/domain.js";
import { sdkClient, V1, V1_OLDEST, V2 } from "./entries.js";
import { suiteServer } from "./suite-server.js";

/** The message of the error `promise` rejects with. */
const messageOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => assert.fail("expected an error"),
    (error: any) => {
      assert.equal(error.code, -32602, String(error.message));
      return String(error.message);
    },
  );

for (const entry of [V1, V1_OLDEST, V2]) {
  // SDK 1.x's client writes the prefix once; SDK 2.x's none
  const shown = (text: string) => (entry.name === "v2" ? text : `MCP error -32602: ${text}`);

  test(`${entry.name}: errors from prompts and resource templates reach the client with one prefix at most (red-team finding)`, async () => {
    const server = suiteServer(entry);
    entry.register.prompt(server, "off", { parameters: { n: Quantity } }, () => ({ messages: [] })).disable();
    const { client, close } = await sdkClient(entry, server);
    try {
      const refusedPrompt = await messageOf(client.getPrompt({ name: "summary", arguments: { orderId: "ORD-7" } }));
      assert.match(refusedPrompt, new RegExp(`^${shown("Invalid arguments for prompt summary:\n").replace(/[()]/g, "\\$&")}Argument 'orderId' rejected \\(value_object\\.pattern_mismatch\\)`));
      const refusedVariable = await messageOf(client.readResource({ uri: "orders://ORD-7" }));
      assert.match(refusedVariable, new RegExp(`^${shown("Invalid variables for resource template order:\n")}Variable 'orderId' rejected \\(value_object\\.pattern_mismatch\\)`));
      assert.equal(await messageOf(client.getPrompt({ name: "no_such_prompt" })), shown("Prompt not found"));
      assert.equal(await messageOf(client.getPrompt({ name: "summary", arguments: { orderId: 5 } })), shown(NOT_TEXT_ARGUMENTS));
      assert.equal(await messageOf(client.readResource({ uri: "nowhere://x" })), shown("Resource not found"));
      assert.equal(await messageOf(client.readResource({ uri: "not a uri" })), shown("Invalid resource URI"));
      // the SDK's own answer for a disabled prompt, through this package's handler: one prefix too
      assert.equal(await messageOf(client.getPrompt({ name: "off", arguments: { n: "1" } })), shown("Prompt off disabled"));
    } finally {
      await close();
    }
  });

  test(`${entry.name}: a low-level server's unknown tool reaches the client with one prefix at most (red-team finding)`, async () => {
    const server = entry.lowLevel.newServer();
    entry.lowLevel.answer(server, [entry.lowLevel.define("order", { description: "Orders.", parameters: { n: Quantity } }, () => ({ content: [] }))]);
    const { client, close } = await sdkClient(entry, server);
    try {
      assert.equal(await messageOf(client.callTool({ name: "no_such_tool", arguments: {} })), shown("Tool not found"));
    } finally {
      await close();
    }
  });
}

test("refusedPromptError and refusedVariablesError: the message the SDK sends is the text, without the 1.x prefix, on both entries", () => {
  const refusal = { error: "invalid_argument", argument: "n", code: "value_object.out_of_range", message: "Too big." } as const;
  for (const error of [v1.refusedPromptError("p", refusal), v2.refusedPromptError("p", refusal)]) {
    assert.equal(error.message, "Invalid arguments for prompt p:\nArgument 'n' rejected (value_object.out_of_range): Too big.");
    assert.equal(error.code, -32602);
    assert.deepEqual(error.data, refusal);
  }
  for (const error of [v1.refusedVariablesError("t", refusal), v2.refusedVariablesError("t", refusal)]) {
    assert.equal(error.message, "Invalid variables for resource template t:\nVariable 'n' rejected (value_object.out_of_range): Too big.");
  }
  assert.ok(v1.refusedPromptError("p", refusal) instanceof Error);
});
