// The Anthropic SDK (1.14) with value objects, proved at the wire: the real client, a
// scripted fetch, the bodies it sends kept as fixtures.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { valueObjectOutputFormat, valueObjectTool } from "../../src/anthropic/index.js";
import { matchesFixture } from "../wire/capture.js";
import { IBAN, OrderParameters, QUANTITY_REFUSAL, StockParameters } from "./support/tools.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";

const client = (fetch: typeof globalThis.fetch) => new Anthropic({ apiKey: "test", fetch, maxRetries: 0 });
const languageModel = (schema: vo.AnySchema) => vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07" });
const lastToolResult = (body: any) => body.messages.at(-1).content.find((block: any) => block.type === "tool_result");

describe("Anthropic toolRunner with valueObjectTool", () => {
  test("the schema is sent; the refusal reaches the next request as an is_error tool_result; the corrected call runs once", async () => {
    const calls: unknown[] = [];
    const placeOrder = valueObjectTool({
      name: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      run: (args) => {
        calls.push(args);
        return JSON.stringify({ orderId: "ord-0001" });
      },
    });
    const wire = capturingFetch([
      scripted.anthropic.call("place_order", { iban: IBAN, quantity: 500, country: "fr" }),
      scripted.anthropic.call("place_order", { iban: IBAN, quantity: 2, country: "fr" }, "toolu_2"),
      scripted.anthropic.text("Ordered."),
    ]);
    const final = await client(wire.fetch).beta.messages.toolRunner({
      model: "claude-sonnet-4-5",
      max_tokens: 1024,
      messages: [{ role: "user", content: "Order 500 units for FR7630006000011234567890189, to France." }],
      tools: [placeOrder],
    });
    assert.deepEqual(final.content, [{ type: "text", text: "Ordered." }]);

    const [first, second, third]: any[] = wire.bodies;
    assert.deepEqual(first.tools[0], {
      type: "custom",
      name: "place_order",
      description: "Places an order.",
      input_schema: lowerSchema(languageModel(OrderParameters), "anthropic", { purpose: "tool" }),
    });
    assert.equal((first as any).tools[0].input_schema.properties.quantity.maximum, 100, "a tool that is not strict keeps every keyword");
    assert.deepEqual(lastToolResult(second), { type: "tool_result", tool_use_id: "toolu_1", content: JSON.stringify(QUANTITY_REFUSAL), is_error: true });
    assert.deepEqual(calls, [{ iban: IBAN, quantity: 2, country: "FR", alternates: [] }]);
    assert.deepEqual(lastToolResult(third), { type: "tool_result", tool_use_id: "toolu_2", content: '{"orderId":"ord-0001"}' });
    wire.bodies.forEach((body, i) => matchesFixture(`anthropic-sdk-tool-runner-${i + 1}`, body));
  });

  test("a strict tool with an optional member and a record: lowered, strict sent, pairs read back as a record", async () => {
    const calls: unknown[] = [];
    const checkStock = valueObjectTool({
      name: "check_stock",
      description: "Checks the stock.",
      parameters: StockParameters,
      strict: true,
      run: (args) => {
        calls.push(args);
        return "in stock";
      },
    });
    const wire = capturingFetch([scripted.anthropic.call("check_stock", { country: "de", stock: [{ key: "FR", value: 3 }] }), scripted.anthropic.text("Done.")]);
    await client(wire.fetch).beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Stock?" }], tools: [checkStock] });
    const sent = wire.bodies[0].tools[0];
    assert.equal(sent.strict, true);
    assert.deepEqual(sent.input_schema, lowerSchema(languageModel(StockParameters), "anthropic", { purpose: "tool", strict: true }));
    assert.equal(sent.input_schema.properties.stock.type, "array");
    assert.equal(JSON.stringify(sent.input_schema).includes('"maximum"'), false, "a strict tool gets no bound keyword (a 400 there)");
    assert.deepEqual(calls, [{ country: "DE", stock: { FR: 3 } }]);
    assert.deepEqual(lastToolResult(wire.bodies[1]), { type: "tool_result", tool_use_id: "toolu_1", content: "in stock" });
    wire.bodies.forEach((body, i) => matchesFixture(`anthropic-sdk-strict-record-${i + 1}`, body));
  });

  test("what run throws is answered as the runner answers it: is_error, its message", async () => {
    const failing = valueObjectTool({
      name: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      run: () => {
        throw new Error("warehouse closed");
      },
    });
    const wire = capturingFetch([scripted.anthropic.call("place_order", { iban: IBAN, quantity: 2, country: "FR" }), scripted.anthropic.text("Sorry.")]);
    await client(wire.fetch).beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Order." }], tools: [failing] });
    const result = lastToolResult(wire.bodies[1]);
    assert.equal(result.is_error, true);
    assert.match(JSON.stringify(result.content), /warehouse closed/);
  });
});

const Answer = vo.object({
  quantity: vo.integer("Quantity", { minimum: 1, maximum: 100 }),
  country: vo.oneOf("CountryCode", ["FR", "DE"], { ignoreCase: true }),
  reference: vo.string("Reference", { pattern: "^REF-[0-9]+$" }),
  stock: vo.optional(vo.record(vo.integer("Count", { minimum: 0 }))),
});

describe("Anthropic structured output with valueObjectOutputFormat", () => {
  test("the lowered schema is sent as output_config.format; parse reads the answer with the rules", async () => {
    const format = valueObjectOutputFormat(Answer);
    const wire = capturingFetch([scripted.anthropic.text('{"quantity":2,"country":"fr","reference":"REF-1","stock":[{"key":"FR","value":3}]}')]);
    const message = await client(wire.fetch).beta.messages.parse({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Order." }], output_config: { format } });
    assert.deepEqual(message.parsed_output, { quantity: 2, country: "FR", reference: "REF-1", stock: { FR: 3 } });
    const sent: any = wire.bodies[0].output_config.format;
    assert.deepEqual(sent, { type: "json_schema", schema: lowerSchema(languageModel(Answer), "anthropic", { purpose: "response-format" }) });
    assert.equal((sent as any).schema.properties.reference.pattern, "^REF-[0-9]+$", "the pattern is sent as a keyword, which Anthropic enforces");
    assert.equal((sent as any).schema.properties.quantity.maximum, undefined);
    matchesFixture("anthropic-sdk-output-format", wire.bodies[0]);
  });

  test("a refused answer: code and JSON Pointer from read(); the stop reason is checked first", async () => {
    const format = valueObjectOutputFormat(Answer);
    const wire = capturingFetch([scripted.anthropic.text('{"quantity":500,"country":"FR","reference":"REF-1"}')]);
    const anthropicClient = client(wire.fetch);
    await assert.rejects(
      anthropicClient.beta.messages.parse({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Order." }], output_config: { format } }),
      /value_object|not a valid Quantity/,
    );
    assert.throws(() => format.read(scripted.anthropic.text('{"quantity":500,"country":"FR","reference":"REF-1"}')), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "value_object.out_of_range" && e.pointer === "/quantity" && e.path.join() === "quantity");
    assert.throws(() => format.read(scripted.anthropic.text('{"quantity":2,"country":"FR","reference":"REF-1"}', "max_tokens")), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "answer.cut_off");
    assert.throws(() => format.read(scripted.anthropic.text('{"quantity":2,"country":"FR","reference":"REF-1"}', "refusal")), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "answer.filtered");
    assert.deepEqual(format.read(scripted.anthropic.text('{"quantity":2,"country":"de","reference":"REF-7"}')), { quantity: 2, country: "DE", reference: "REF-7" });
  });

  test("client.messages.parse (not beta) takes the same format", async () => {
    const format = valueObjectOutputFormat(Answer);
    const wire = capturingFetch([scripted.anthropic.text('{"quantity":3,"country":"de","reference":"REF-2"}')]);
    const message = await client(wire.fetch).messages.parse({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Order." }], output_config: { format } });
    assert.deepEqual(message.parsed_output, { quantity: 3, country: "DE", reference: "REF-2" });
    assert.deepEqual(wire.bodies[0].output_config.format, { type: "json_schema", schema: lowerSchema(languageModel(Answer), "anthropic", { purpose: "response-format" }) });
  });
});
