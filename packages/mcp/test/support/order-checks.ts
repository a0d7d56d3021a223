// The same conversation with the example order server, whatever carries it.
import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { call, textOf } from "./connect.js";

export const VALID_IBAN = "FR7630006000011234567890189";

/** Lists, refuses, accepts, checks an output, reads a prompt and a resource: each answer asserted. */
export async function exerciseOrderServer(client: Client): Promise<void> {
  const { tools } = await client.listTools(); // first, so the client checks structuredContent with Ajv
  assert.deepEqual(tools.map((t) => t.name), ["place_order", "quote_order", "order_status"]);
  const order = tools[0].inputSchema as { properties: Record<string, Record<string, unknown>>; required: string[] };
  assert.deepEqual(order.required, ["iban", "quantity", "country"]);
  assert.equal(order.properties.quantity.maximum, 100);
  assert.deepEqual(order.properties.country.enum, ["FR", "DE"]);
  assert.equal(order.properties.iban.pattern, "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$");
  assert.match(String(order.properties.iban.description), /modulo 97/);

  const refused = await call(client, "place_order", { iban: "FR7630006000011234567890188", quantity: 500, country: "FR" });
  assert.equal(refused.isError, true);
  assert.deepEqual(refused.structuredContent, {
    error: "invalid_argument",
    argument: "iban",
    code: "iban.checksum",
    message: "The value is not a valid Iban: The check digits do not match.",
    more: [{ argument: "quantity", code: "value_object.out_of_range", message: "The value is not a valid Quantity: The value must be less than or equal to 100." }],
  });
  assert.equal(textOf(refused).split("\n").length, 2);

  const empty = await call(client, "place_order");
  assert.equal((empty.structuredContent as { code: string }).code, "value_object.required");

  const placed = await call(client, "place_order", { iban: VALID_IBAN, quantity: 2, country: "de" });
  assert.equal(placed.isError, undefined);
  assert.match(textOf(placed), /^Order ORD-\d{6} placed: 2 item\(s\) to DE\.$/);

  const quote = await call(client, "quote_order", { quantity: 3, country: "FR" });
  assert.deepEqual(quote.structuredContent, { quantity: 3, unitPrice: 19.99, total: 59.97 });
  const quoteRefused = await call(client, "quote_order", { quantity: 3, country: "IT" });
  assert.equal(quoteRefused.isError, true);
  assert.equal(quoteRefused.structuredContent, undefined);
  assert.deepEqual((await call(client, "order_status", { orderId: "ORD-000002" })).structuredContent, { result: "shipped" });

  const prompt = await client.getPrompt({ name: "order_summary", arguments: { orderId: "ORD-000007", quantity: "4" } });
  assert.deepEqual(prompt.messages[0].content, { type: "text", text: "Summarize order ORD-000007 of 4 item(s) in one sentence." });
  const promptRefused = await client.getPrompt({ name: "order_summary", arguments: { orderId: "ORD-000007", quantity: "400" } }).catch((e: unknown) => e);
  assert.ok(promptRefused instanceof McpError);
  assert.equal(promptRefused.code, ErrorCode.InvalidParams);
  assert.equal((promptRefused.data as { code: string }).code, "value_object.out_of_range");

  const resource = await client.readResource({ uri: "orders://ORD-000007" });
  assert.deepEqual(JSON.parse(String((resource.contents[0] as { text: string }).text)), { orderId: "ORD-000007", status: "pending" });
  const resourceRefused = await client.readResource({ uri: "orders://ORD-7" }).catch((e: unknown) => e);
  assert.ok(resourceRefused instanceof McpError);
  assert.equal((resourceRefused.data as { code: string }).code, "value_object.pattern_mismatch");
}
