import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { call, connectInMemory } from "./support/connect.js";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Status = vo.oneOf("Status", ["pending", "shipped"]);

// A handler that returns a non-object output's value bare, not under `result`: the
// library wraps it as the listed schema says, rather than refusing a right answer.
test("a bare value for an output that is not an object is wrapped under result, then checked", async () => {
  const server = new McpServer({ name: "wrap", version: "1.0.0" });
  const sent: unknown[] = [["pending", "shipped"], "pending", "lost"];
  let i = 0;
  registerValueObjectTool(server, "statuses", { description: "Statuses.", parameters: { quantity: Quantity }, output: vo.array(Status) }, () => ({
    content: [{ type: "text", text: "ok" }],
    structuredContent: sent[i++] as never,
  }));
  registerValueObjectTool(server, "status", { description: "A status.", parameters: { quantity: Quantity }, output: Status }, () => ({
    content: [{ type: "text", text: "ok" }],
    structuredContent: sent[i++] as never,
  }));
  const { client, close } = await connectInMemory(server);
  try {
    await client.listTools();
    assert.deepEqual((await call(client, "statuses", { quantity: 1 })).structuredContent, { result: ["pending", "shipped"] });
    assert.deepEqual((await call(client, "status", { quantity: 1 })).structuredContent, { result: "pending" });
    const wrong = await call(client, "status", { quantity: 1 });
    assert.equal(wrong.isError, true);
    assert.equal(wrong.structuredContent, undefined);
  } finally {
    await close();
  }
});
