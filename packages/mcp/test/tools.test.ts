import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import { call, connectInMemory, textOf } from "./support/connect.js";
import { IBAN, OrderParameters, Quantity, Receipt } from "./support/domain.js";

// SDK 1.x lists draft-07 (its Client checks with draft-07 Ajv), and says so
const LISTED = { profile: "languageModel", target: "draft-07" } as const;
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

function orderServer() {
  const server = new McpServer({ name: "orders", version: "1.0.0" });
  const seen: unknown[] = [];
  const extras: unknown[] = [];
  registerValueObjectTool(server, "place_order", { description: "Places an order.", parameters: OrderParameters }, (args, extra) => {
    seen.push(args);
    extras.push(extra);
    return { content: [{ type: "text", text: "placed" }] };
  });
  registerValueObjectTool(server, "quote", { description: "Quotes.", parameters: { quantity: Quantity }, output: Receipt }, ({ quantity }) => {
    seen.push({ quantity });
    return { content: [{ type: "text", text: "quoted" }], structuredContent: { country: "FR", total: quantity * 19.99 } };
  });
  // a tool registered the SDK's way, next to them
  server.registerTool("plain", { description: "Plain Zod.", inputSchema: { n: z.number().int().max(100) } }, ({ n }) => ({
    content: [{ type: "text", text: `plain ${n}` }],
  }));
  return { server, seen, extras };
}

test("tools/list: inputSchema is the languageModel schema with every rule, outputSchema too", async () => {
  const { server } = orderServer();
  const { client, close } = await connectInMemory(server);
  try {
    const { tools } = await client.listTools();
    const order = tools.find((t) => t.name === "place_order")!;
    // exactly the library's schema, its dialect said (MCP 2025-11-25 reads 2020-12 where none is)
    assert.deepEqual(order.inputSchema, { $schema: DRAFT_07, ...vo.toJsonSchema(OrderParameters, LISTED) });
    const iban = (order.inputSchema.properties as Record<string, Record<string, unknown>>).iban;
    assert.equal(iban.pattern, "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$");
    assert.equal(iban.minLength, 15);
    assert.equal(iban.maxLength, 34);
    assert.deepEqual(iban.examples, [IBAN]);
    assert.match(String(iban.description), /^The account to debit\.\n\nAn international bank account number\.\n\nThe two check digits must match the rest of the number \(ISO 13616, modulo 97\)\.\n\nFormat: iban\.$/);
    assert.deepEqual(order.inputSchema.required, ["iban", "quantity", "country"]);
    assert.equal((order.inputSchema as Record<string, unknown>).additionalProperties, false);
    assert.equal(order.outputSchema, undefined);

    const quote = tools.find((t) => t.name === "quote")!;
    const output = quote.outputSchema!;
    const expected: vo.JsonSchema = { $schema: DRAFT_07, ...vo.toJsonSchema(Receipt, { ...LISTED, io: "output" }) };
    // a fractional multipleOf travels as a sentence (the SDK Client's Ajv divides in floating point)
    const total = (output.properties as Record<string, Record<string, unknown>>).total;
    assert.equal(total.multipleOf, undefined);
    assert.equal(total.description, "An amount in euros.\n\nThe value must be a multiple of 0.01.");
    assert.equal(total.minimum, 0);
    assert.deepEqual(output.required, ["country", "total", "status"]);
    assert.deepEqual({ ...output, properties: { ...(output.properties as object), total: undefined } }, {
      ...expected,
      properties: { ...(expected.properties as object), total: undefined },
    });
  } finally {
    await close();
  }
});

test("a refused argument is a tool execution error: one line per argument, the refusal object, no handler", async () => {
  const { server, seen } = orderServer();
  const { client, close } = await connectInMemory(server);
  try {
    await client.listTools();
    const result = await call(client, "place_order", { iban: "FR76", quantity: 500, country: "ES", alternates: [IBAN, "xx-secret-value-1"] });
    assert.equal(result.isError, true);
    assert.equal(textOf(result), [
      "Argument 'iban' rejected (value_object.too_short): The value is not a valid Iban: The value must be at least 15 characters long.",
      "Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: The value must be less than or equal to 100.",
      "Argument 'country' rejected (value_object.not_allowed): The value is not a valid CountryCode: The value must be one of: FR, DE.",
      "Argument 'alternates' rejected (value_object.pattern_mismatch) at /alternates/1: The value is not a valid Iban: The value must match the pattern ^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$.",
    ].join("\n"));
    assert.deepEqual(result.structuredContent, {
      error: "invalid_argument",
      argument: "iban",
      code: "value_object.too_short",
      message: "The value is not a valid Iban: The value must be at least 15 characters long.",
      more: [
        { argument: "quantity", code: "value_object.out_of_range", message: "The value is not a valid Quantity: The value must be less than or equal to 100." },
        { argument: "country", code: "value_object.not_allowed", message: "The value is not a valid CountryCode: The value must be one of: FR, DE." },
        {
          argument: "alternates",
          path: "/alternates/1",
          code: "value_object.pattern_mismatch",
          message: "The value is not a valid Iban: The value must match the pattern ^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$.",
        },
      ],
    });
    assert.doesNotMatch(JSON.stringify(result), /secret|SECRET|FR76"|500|ES"/);
    assert.equal(seen.length, 0);
  } finally {
    await close();
  }
});

test("on a tool with output, a refusal is the text alone, and the client's Ajv check lets it through", async () => {
  const { server, seen } = orderServer();
  const { client, close } = await connectInMemory(server);
  try {
    await client.listTools(); // so the client validates structuredContent against outputSchema
    const result = await call(client, "quote", { quantity: 0 });
    assert.equal(result.isError, true);
    assert.equal(result.structuredContent, undefined);
    assert.equal(textOf(result), "Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: The value must be greater than or equal to 1.");
    assert.equal(seen.length, 0);
  } finally {
    await close();
  }
});

test("omitted, empty and null arguments are an empty object: each required parameter is value_object.required", async () => {
  const { server, seen } = orderServer();
  const { client, close } = await connectInMemory(server);
  try {
    for (const args of [undefined, {}, null]) {
      const result = await call(client, "place_order", args);
      assert.equal(result.isError, true, JSON.stringify(args));
      const refusal = result.structuredContent as { argument: string; code: string; more: { argument: string; code: string }[] };
      assert.deepEqual(
        [refusal, ...refusal.more].map((r) => [r.argument, r.code]),
        [["iban", "value_object.required"], ["quantity", "value_object.required"], ["country", "value_object.required"]],
      );
    }
    assert.equal(seen.length, 0);
  } finally {
    await close();
  }
});

test("the handler receives the arguments as read (normalized, defaults in, unknown members out) and the SDK's extra untouched", async () => {
  const { server, seen, extras } = orderServer();
  const { client, close } = await connectInMemory(server);
  try {
    const result = await call(client, "place_order", { iban: "fr76 3000 6000 0112 3456 7890 189", quantity: 3, country: "de", extra: "dropped" });
    assert.equal(result.isError, undefined);
    assert.equal(textOf(result), "placed");
    assert.deepEqual(seen, [{ iban: IBAN, quantity: 3, country: "DE", alternates: [] }]);
    const extra = extras[0] as { signal: unknown; requestId: unknown; sendNotification: unknown };
    assert.ok(extra.signal instanceof AbortSignal);
    assert.equal(typeof extra.requestId, "number");
    assert.equal(typeof extra.sendNotification, "function");
  } finally {
    await close();
  }
});

test("tools registered otherwise are left as the SDK has them", async () => {
  const { server } = orderServer();
  const { client, close } = await connectInMemory(server);
  try {
    const { tools } = await client.listTools();
    const plain = tools.find((t) => t.name === "plain")!;
    assert.deepEqual((plain.inputSchema.properties as Record<string, unknown>).n, { type: "integer", minimum: -9007199254740991, maximum: 100 });
    const refused = await call(client, "plain", { n: 500 });
    assert.equal(refused.isError, true);
    assert.match(textOf(refused), /^MCP error -32602: Input validation error: Invalid arguments for tool plain/);
    assert.equal(refused.structuredContent, undefined);
    assert.equal(textOf(await call(client, "plain", { n: 5 })), "plain 5");
    // null arguments keep the SDK's own answer for a tool that is not a value-object tool
    await assert.rejects(call(client, "plain", null), /expected record, received null/);
  } finally {
    await close();
  }
});

test("the schema is written once: not per tools/list, nor per server for the same parameters", async () => {
  let written = 0;
  // a foreign member that counts how often it is asked for its JSON Schema
  const counted = {
    "~standard": {
      version: 1 as const,
      vendor: "test",
      validate: (value: unknown) => ({ value }),
      jsonSchema: {
        input: () => (written++, { type: "string" }),
        output: () => (written++, { type: "string" }),
      },
    },
  };
  const parameters = { tag: counted };
  const servers = [0, 1, 2].map(() => {
    const server = new McpServer({ name: "s", version: "1.0.0" });
    return { server, tool: registerValueObjectTool(server, "tag", { description: "Tags.", parameters }, () => ({ content: [] })) };
  });
  // asked once each for input and output where the member is declared (the core refuses a face that
  // throws or gives no object there), then written once: not per server
  assert.equal(written, 3);
  assert.equal(servers[0].tool.inputSchema, servers[2].tool.inputSchema);
  const { client, close } = await connectInMemory(servers[0].server);
  try {
    for (let i = 0; i < 3; i++) {
      const { tools } = await client.listTools();
      assert.deepEqual(tools[0].inputSchema.properties, { tag: { type: "string" } });
    }
    assert.equal(written, 3);
  } finally {
    await close();
  }
});
