// An MCP server and client from the installed packages, in one process (the SDK's in-memory transport).
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to." });

const server = new McpServer({ name: "shop", version: "1.0.0" });
let handled = 0;
registerValueObjectTool(server, "place_order", { description: "Places an order.", parameters: { quantity: Quantity, country: CountryCode } }, ({ quantity, country }) => {
  handled++;
  return { content: [{ type: "text", text: `Ordered ${quantity} for ${country}.` }] };
});
let confirmed = 0;
registerValueObjectTool(server, "confirm", { description: "Confirms an order.", parameters: vo.object({ order: vo.object({ quantity: Quantity, country: CountryCode }) }) }, () => {
  confirmed++;
  return { content: [{ type: "text", text: "Confirmed." }] };
});
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: "pack-check", version: "1.0.0" });
await client.connect(clientSide);

const fail = (what: string): never => {
  throw new Error(`pack check (mcp): ${what}`);
};
const { tools } = await client.listTools();
const quantity = (tools[0]?.inputSchema.properties as Record<string, { maximum?: number }> | undefined)?.quantity;
if (quantity?.maximum !== 100) fail(`tools/list lost the maximum: ${JSON.stringify(tools)}`);
const refused = await client.callTool({ name: "place_order", arguments: { quantity: 500, country: "ES" } });
const text = (refused.content as { type: string; text: string }[])[0]?.text ?? "";
if (refused.isError !== true || !text.includes("value_object.out_of_range") || !text.includes("value_object.not_allowed")) fail(`refusal: ${JSON.stringify(refused)}`);
const ok = await client.callTool({ name: "place_order", arguments: { quantity: 3, country: "FR" } });
if (ok.isError === true || handled !== 1) fail(`call: ${JSON.stringify(ok)}, handled ${handled}`);
// a vo.object as parameters (a composite the user built with the core): refused by the mcp package's reading
const nested = await client.callTool({ name: "confirm", arguments: { order: { quantity: 500, country: "FR" } } });
if (nested.isError !== true || confirmed !== 0) fail(`composite refusal: ${JSON.stringify(nested)}, handled ${confirmed}`);
await client.close();
await server.close();
console.log(`mcp: tools/list carries maximum 100; refused call isError with two codes; one call handled`);
