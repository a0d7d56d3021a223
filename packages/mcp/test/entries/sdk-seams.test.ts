// SDK 1.x has no public seam for three promises (arguments of any JSON type, unknown
// names never quoted, update() keeping the rules): they rest on private fields of its
// McpServer. Tampered with here, each field makes the registration throw, loudly,
// instead of the promise going away in silence. Run on the oldest and the newest 1.x.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as z from "zod";
import { Quantity } from "../support/domain.js";
import { ENTRIES, V1, V1_OLDEST } from "./entries.js";

const NOT_AS_EXPECTED = /^@adcodicem\/value-objects-mcp: @modelcontextprotocol\/sdk is not as this package expects \((.+)\)\. The value-object rules cannot be kept/;
const config = { description: "Orders.", parameters: { quantity: Quantity } };
const handler = () => ({ content: [] });
const promptConfig = { parameters: { quantity: Quantity } };
const promptHandler = () => ({ messages: [] });

/** The reason a registration gave for refusing the SDK, or a failure if it did not throw. */
function refusal(register: () => unknown): string {
  try {
    register();
  } catch (error) {
    const match = NOT_AS_EXPECTED.exec((error as Error).message);
    assert.ok(match, `unexpected error: ${(error as Error).message}`);
    return match[1];
  }
  assert.fail("the registration should have thrown");
}

for (const entry of [V1, V1_OLDEST]) {
  test(`${entry.name}: each private field the root entry relies on, when not as expected, fails the registration`, () => {
    // the untampered server registers fine
    assert.equal(typeof entry.register.tool(entry.newServer(), "order", config, handler).update, "function");

    const noMap = entry.newServer();
    // a store the SDK still works with, but not the Map this package reaches into
    const kept: Map<string, unknown> = noMap.server._requestHandlers;
    noMap.server._requestHandlers = { has: (k: string) => kept.has(k), get: (k: string) => kept.get(k), set: (k: string, v: unknown) => kept.set(k, v), delete: (k: string) => kept.delete(k) };
    assert.equal(refusal(() => entry.register.tool(noMap, "order", config, handler)), "Protocol._requestHandlers is not a Map");

    const noCall = entry.newServer();
    noCall.registerTool("plain", { description: "Plain.", inputSchema: { n: z.number() } }, handler);
    noCall.server._requestHandlers.delete("tools/call");
    assert.equal(refusal(() => entry.register.tool(noCall, "order", config, handler)), "Protocol._requestHandlers holds no tools/call handler once one is registered");

    const noPromptHandler = entry.newServer();
    noPromptHandler.registerPrompt("plain", { description: "Plain." }, promptHandler);
    noPromptHandler.server._requestHandlers.delete("prompts/get");
    assert.equal(refusal(() => entry.register.prompt(noPromptHandler, "summary", promptConfig, promptHandler)), "Protocol._requestHandlers holds no prompts/get handler once one is registered");

    const mapRegistry = entry.newServer();
    mapRegistry._registeredTools = new Map();
    assert.equal(refusal(() => entry.register.tool(mapRegistry, "order", config, handler)), "McpServer._registeredTools is not a plain object");

    const forgetful = entry.newServer();
    forgetful._registeredTools = new Proxy({}, { set: () => true });
    assert.equal(refusal(() => entry.register.tool(forgetful, "order", config, handler)), "McpServer._registeredTools does not hold what was just registered");

    const prompts = entry.newServer();
    prompts._registeredPrompts = new Map();
    assert.equal(refusal(() => entry.register.prompt(prompts, "summary", promptConfig, promptHandler)), "McpServer._registeredPrompts is not a plain object");

    // completion/complete answers an unknown prompt or template quietly once the server installs its handler
    const noCompletionHook = entry.newServer();
    noCompletionHook.setCompletionRequestHandler = undefined;
    assert.equal(refusal(() => entry.register.prompt(noCompletionHook, "summary", promptConfig, promptHandler)), "McpServer.setCompletionRequestHandler is not a function");

    const noResourceHandler = entry.newServer();
    noResourceHandler.registerResource("plain", "plain://one", {}, () => ({ contents: [] }));
    noResourceHandler.server._requestHandlers.delete("resources/read");
    assert.equal(
      refusal(() => entry.register.resourceTemplate(noResourceHandler, "order", "orders://{quantity}", { variables: { quantity: Quantity } }, () => ({ contents: [] }))),
      "Protocol._requestHandlers holds no resources/read handler once one is registered",
    );
  });

  test(`${entry.name}: an unknown tool or prompt is decided from the SDK's registry, not from the SDK's words`, async () => {
    const server = entry.newServer();
    entry.register.tool(server, "order", config, handler);
    entry.register.prompt(server, "summary", promptConfig, promptHandler);
    const session = await entry.connect("in-process", () => server);
    try {
      // names an object inherits are no tools or prompts either
      for (const name of ["QZX-unknown", "constructor", "__proto__", "toString"]) {
        const tool = await session.callTool(name, {});
        assert.deepEqual(tool.result, { content: [{ type: "text", text: "MCP error -32602: Tool not found" }], isError: true }, name);
        const prompt = await session.getPrompt(name, {});
        assert.deepEqual({ code: prompt.error?.code, message: prompt.error?.message }, { code: -32602, message: "Prompt not found" }, name);
      }
    } finally {
      await session.close();
    }
  });
}

// the SDKs' own protocol parsing drops a member named __proto__ (from the listed schema and from
// the arguments): a parameter so named could never arrive, so declaring one fails at registration
for (const entry of ENTRIES) {
  test(`${entry.name}: a parameter named __proto__ fails the registration, naming why (red-team finding)`, () => {
    const parameters = { ["__proto__"]: Quantity, other: Quantity } as Record<string, typeof Quantity>;
    const why = /__proto__.*the MCP SDK drops/;
    const server = entry.newServer();
    assert.throws(() => entry.register.tool(server, "t", { description: "d", parameters }, handler), why);
    assert.throws(() => entry.register.prompt(server, "p", { parameters }, promptHandler), why);
    assert.throws(() => entry.register.resourceTemplate(server, "r", "things://{other}", { variables: parameters }, () => ({ contents: [] })), why);
    assert.throws(() => entry.lowLevel.define("t", { description: "d", parameters }, handler), why);
  });
}

// SDK 1.x parses prompt arguments with its own Zod object, which reads an absent argument named like an
// Object.prototype member as the inherited function and refuses the call: declaring one fails on 1.x
for (const entry of [V1, V1_OLDEST]) {
  test(`${entry.name}: a prompt parameter named like an Object.prototype member fails the registration, naming why (red-team finding)`, () => {
    for (const key of ["toString", "constructor", "valueOf", "hasOwnProperty"]) {
      const server = entry.newServer();
      assert.throws(() => entry.register.prompt(server, "p", { parameters: { [key]: Quantity } }, promptHandler), new RegExp(`"${key}".*SDK 1\\.x`));
    }
  });
}
