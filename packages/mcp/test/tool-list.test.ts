// The list of tools a server registered through this package, for the ai package's inspector:
// what its clients list, read live, on SDK 1.x and 2.x alike.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectTool, valueObjectTools } from "@adcodicem/value-objects-mcp";
import * as v2 from "@adcodicem/value-objects-mcp/v2";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpServer as McpServerV2 } from "@modelcontextprotocol/server";
import { connectInMemory } from "./support/connect.js";
import { OrderParameters, Quantity } from "./support/domain.js";

const ok = async () => ({ content: [{ type: "text" as const, text: "ok" }] });

test("a server lists the tools registered through this package, with the schemas its clients receive", async () => {
  const server = new McpServer({ name: "shop", version: "1.0.0" });
  assert.deepEqual(valueObjectTools(server), []);
  registerValueObjectTool(server, "place_order", { description: "Places an order.", parameters: OrderParameters }, ok);
  const count = registerValueObjectTool(server, "count", { description: "Counts.", parameters: { quantity: Quantity }, output: { quantity: Quantity } }, ok);
  server.registerTool("plain", { description: "Not ours." }, ok);
  const { client } = await connectInMemory(server);
  const listed = (await client.listTools()).tools;
  const tools = valueObjectTools(server);
  assert.deepEqual(tools.map((t) => t.name), ["place_order", "count"]);
  assert.equal(tools[0]!.description, "Places an order.");
  assert.deepEqual(tools[0]!.inputSchema, listed.find((t) => t.name === "place_order")!.inputSchema);
  assert.deepEqual(tools[1]!.outputSchema, listed.find((t) => t.name === "count")!.outputSchema);
  // read live: a rename shows
  count.update({ name: "count_items" });
  assert.deepEqual(valueObjectTools(server).map((t) => t.name), ["place_order", "count_items"]);
  // not an own enumerable key of the SDK's server
  assert.ok(!Object.keys(server).some((k) => k.includes("value-objects")));
});

test("SDK 2.x servers list theirs the same way, read by either entry", () => {
  const server = new McpServerV2({ name: "shop", version: "1.0.0" });
  v2.registerValueObjectTool(server, "place_order", { description: "Places an order.", parameters: OrderParameters }, ok);
  const expected = vo.toJsonSchema(vo.object(OrderParameters.shape), { profile: "languageModel" });
  assert.deepEqual(v2.valueObjectTools(server).map((t) => t.name), ["place_order"]);
  assert.deepEqual(valueObjectTools(server)[0]!.inputSchema.properties, expected.properties);
});
