import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectPrompt } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { connectInMemory } from "./support/connect.js";
import { Amount, CountryCode, Quantity } from "./support/domain.js";

const OrderId = vo.string("OrderId", { description: "An order number.", pattern: "^ORD-[0-9]{6}$" });

function promptServer() {
  const server = new McpServer({ name: "s", version: "1.0.0" });
  const seen: unknown[] = [];
  registerValueObjectPrompt(server, "summary", {
    title: "Order summary",
    description: "Summarizes an order.",
    parameters: {
      orderId: vo.describe(OrderId, "The order to summarize."),
      quantity: Quantity,
      budget: vo.optional(Amount),
      country: vo.optional(CountryCode, "FR"),
      skus: vo.optional(vo.array(vo.integer("Sku", { minimum: 1 }), { maxItems: 3 })),
    },
  }, (args) => {
    seen.push(args);
    return { messages: [{ role: "user", content: { type: "text", text: `Summarize ${args.orderId} (${args.quantity}).` } }] };
  });
  return { server, seen };
}

test("prompts/list names each argument with its description and whether it is required", async () => {
  const { server } = promptServer();
  const { client, close } = await connectInMemory(server);
  try {
    const { prompts } = await client.listPrompts();
    // as JSON carries it (the in-process transport keeps undefined members)
    assert.deepEqual(JSON.parse(JSON.stringify(prompts)), [{
      name: "summary",
      title: "Order summary",
      description: "Summarizes an order.",
      arguments: [
        { name: "orderId", description: "The order to summarize.\n\nAn order number.", required: true },
        { name: "quantity", description: "A quantity ordered.", required: true },
        { name: "budget", description: "An amount in euros.", required: false },
        { name: "country", description: "A country the shop delivers to.", required: false },
        { name: "skus", required: false },
      ],
    }]);
  } finally {
    await close();
  }
});

test("prompt arguments arrive as text: numbers and lists are read as their JSON type, then with the rules", async () => {
  const { server, seen } = promptServer();
  const { client, close } = await connectInMemory(server);
  try {
    const result = await client.getPrompt({ name: "summary", arguments: { orderId: "ORD-000042", quantity: "7", budget: "19.99", country: "de", skus: "4,5" } });
    assert.deepEqual(result.messages, [{ role: "user", content: { type: "text", text: "Summarize ORD-000042 (7)." } }]);
    assert.deepEqual(seen, [{ orderId: "ORD-000042", quantity: 7, budget: 19.99, country: "DE", skus: [4, 5] }]);
    await client.getPrompt({ name: "summary", arguments: { orderId: "ORD-000043", quantity: "1", skus: "[6]" } });
    assert.deepEqual(seen[1], { orderId: "ORD-000043", quantity: 1, country: "FR", skus: [6] });
  } finally {
    await close();
  }
});

test("a refused prompt argument is an MCP invalid-params error naming argument, code and rule, never the value", async () => {
  const { server, seen } = promptServer();
  const { client, close } = await connectInMemory(server);
  try {
    const error = await client.getPrompt({ name: "summary", arguments: { orderId: "ORD-SECRET", quantity: "7.5", skus: "1,0" } }).then(
      () => assert.fail("the prompt should be refused"),
      (e: unknown) => e as McpError,
    );
    assert.ok(error instanceof McpError);
    assert.equal(error.code, ErrorCode.InvalidParams);
    assert.match(error.message, /Invalid arguments for prompt summary:\nArgument 'orderId' rejected \(value_object\.pattern_mismatch\): The value is not a valid OrderId: The value must match the pattern \^ORD-\[0-9\]\{6\}\$\.\nArgument 'quantity' rejected \(value_object\.not_parsable\): The value is not a valid Quantity: The value must be an integer\.\nArgument 'skus' rejected \(value_object\.out_of_range\) at \/skus\/1: /);
    assert.deepEqual(error.data, {
      error: "invalid_argument",
      argument: "orderId",
      code: "value_object.pattern_mismatch",
      message: "The value is not a valid OrderId: The value must match the pattern ^ORD-[0-9]{6}$.",
      more: [
        { argument: "quantity", code: "value_object.not_parsable", message: "The value is not a valid Quantity: The value must be an integer." },
        { argument: "skus", path: "/skus/1", code: "value_object.out_of_range", message: "The value is not a valid Sku: The value must be greater than or equal to 1." },
      ],
    });
    assert.doesNotMatch(error.message + JSON.stringify(error.data), /SECRET|7\.5/);

    const missing = await client.getPrompt({ name: "summary", arguments: {} }).catch((e: McpError) => e);
    assert.ok(missing instanceof McpError);
    assert.deepEqual((missing.data as { argument: string; code: string; more: unknown[] }).code, "value_object.required");
    assert.equal((missing.data as { more: unknown[] }).more.length, 1);
    const numberText = await client.getPrompt({ name: "summary", arguments: { orderId: "ORD-000001", quantity: "seven" } }).catch((e: McpError) => e);
    assert.equal((numberText as McpError).code, ErrorCode.InvalidParams);
    assert.equal(seen.length, 0);
  } finally {
    await close();
  }
});
