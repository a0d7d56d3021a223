// In-process, with the real SDK Client: arguments of the wrong JSON type and names the
// server does not know, on a server that mixes value-object registrations with plain
// SDK ones. The value-object tools refuse by the contract; nothing sent comes back; the
// SDK's own answers stand for the plain tool and for a disabled tool.
import assert from "node:assert/strict";
import { test } from "node:test";
import { registerValueObjectPrompt, registerValueObjectResourceTemplate, registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import { call, connectInMemory, textOf } from "../support/connect.js";
import { Quantity } from "../support/domain.js";
import { MARKER } from "./support/http.js";

function mixedServer() {
  const server = new McpServer({ name: "mixed", version: "1.0.0" });
  registerValueObjectTool(server, "count", { description: "Counts.", parameters: { n: Quantity } }, ({ n }) => ({ content: [{ type: "text", text: `n=${n}` }] }));
  const off = registerValueObjectTool(server, "off", { description: "Off.", parameters: { n: Quantity } }, () => ({ content: [] }));
  off.disable();
  server.registerTool("plain", { description: "Plain.", inputSchema: { n: z.number() } }, ({ n }) => ({ content: [{ type: "text", text: `plain ${n}` }] }));
  registerValueObjectPrompt(server, "ask", { parameters: { n: Quantity } }, ({ n }) => ({ messages: [{ role: "user", content: { type: "text", text: `n=${n}` } }] }));
  registerValueObjectResourceTemplate(server, "thing", "things://{n}", { variables: { n: Quantity } }, (uri, { n }) => ({ contents: [{ uri: uri.href, text: `n=${n}` }] }));
  return server;
}

const failure = (promise: Promise<unknown>) => promise.then(() => assert.fail("expected an error"), (error: unknown) => error);

test("arguments of the wrong JSON type: a value-object tool refuses by the contract, other tools keep the SDK's answer", async () => {
  const { client, close } = await connectInMemory(mixedServer());
  try {
    for (const args of [MARKER, 42, true, [MARKER]]) {
      const refused = await call(client, "count", args);
      assert.equal(refused.isError, true);
      assert.equal(textOf(refused), "Arguments rejected (value_object.not_parsable): The arguments are not an object.");
      assert.deepEqual(refused.structuredContent, { error: "invalid_argument", code: "value_object.not_parsable", message: "The arguments are not an object." });
      // a disabled tool says so, whatever its arguments
      assert.match(textOf(await call(client, "off", args)), /^MCP error -32602: Tool off disabled$/);
      // a plain tool keeps the SDK's own answer
      await assert.rejects(call(client, "plain", args), /expected record/);
    }
    assert.equal(textOf(await call(client, "count", { n: 3 })), "n=3");
  } finally {
    await close();
  }
});

test("names the server does not know are answered without being quoted", async () => {
  const { client, close } = await connectInMemory(mixedServer());
  try {
    const tool = await call(client, MARKER, {});
    assert.equal(tool.isError, true);
    assert.equal(textOf(tool), "MCP error -32602: Tool not found");

    const prompt = await failure(client.getPrompt({ name: MARKER }));
    assert.ok(prompt instanceof McpError);
    assert.equal(prompt.code, ErrorCode.InvalidParams);
    assert.match(prompt.message, /^(MCP error -32602: )+Prompt not found$/); // the client prefixes the code once more

    for (const uri of [`nowhere://${MARKER}`, `things://${MARKER}/more`]) {
      const resource = await failure(client.readResource({ uri }));
      assert.ok(resource instanceof McpError);
      assert.equal(resource.code, ErrorCode.InvalidParams);
      assert.match(resource.message, /^(MCP error -32602: )+Resource not found$/);
    }
    // a refused variable is the package's own refusal, which quotes nothing either
    const variable = await failure(client.readResource({ uri: `things://${MARKER}` }));
    assert.ok(variable instanceof McpError);
    assert.equal((variable.data as { code: string }).code, "value_object.not_parsable");
    assert.equal(String(variable.message).includes(MARKER), false);

    // known names still answer
    assert.deepEqual((await client.getPrompt({ name: "ask", arguments: { n: "4" } })).messages[0].content, { type: "text", text: "n=4" });
    assert.deepEqual((await client.readResource({ uri: "things://5" })).contents, [{ uri: "things://5", text: "n=5" }]);
  } finally {
    await close();
  }
});
