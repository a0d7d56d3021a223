// The openai SDK (7.55) with value objects, proved at the wire: the real client, a
// scripted fetch, the bodies it sends kept as fixtures.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import OpenAI from "openai";
import { LengthFinishReasonError } from "openai/core/error";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { valueObjectFunction, valueObjectResponseFormat } from "../../src/openai/index.js";
import { matchesFixture } from "../wire/capture.js";
import { IBAN, OrderParameters, QUANTITY_REFUSAL, StockParameters } from "./support/tools.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";

const client = (fetch: typeof globalThis.fetch) => new OpenAI({ apiKey: "test", fetch, maxRetries: 0 });
const languageModel = (schema: vo.AnySchema) => vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07" });

describe("openai runTools with valueObjectFunction", () => {
  test("the lowered schema is sent; the refusal reaches the next request; the corrected call runs once, with values read", async () => {
    const calls: unknown[] = [];
    const placeOrder = valueObjectFunction({
      name: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      execute: (args) => {
        calls.push(args);
        return { orderId: "ord-0001" };
      },
    });
    const wire = capturingFetch([
      scripted.openaiChat.call("place_order", { iban: IBAN, quantity: 500, country: "fr", alternates: null, note: null }),
      scripted.openaiChat.call("place_order", { iban: IBAN, quantity: 2, country: "fr", alternates: null, note: null }, "call_2"),
      scripted.openaiChat.text("Ordered."),
    ]);
    const runner = client(wire.fetch).chat.completions.runTools({
      model: "gpt-4o",
      messages: [{ role: "user", content: "Order 500 units for FR7630006000011234567890189, to France." }],
      tools: [placeOrder],
    });
    assert.equal(await runner.finalContent(), "Ordered.");

    const [first, second, third] = wire.bodies;
    const sent = first.tools[0].function;
    assert.deepEqual(sent.parameters, lowerSchema(languageModel(OrderParameters), "openai-strict", { purpose: "tool" }));
    assert.equal(sent.strict, true);
    assert.deepEqual(sent.parameters.required, ["iban", "quantity", "country", "alternates", "note"]);

    const refusal = second.messages.at(-1);
    assert.equal(refusal.role, "tool");
    assert.equal(refusal.tool_call_id, "call_1");
    assert.equal(refusal.content, JSON.stringify(QUANTITY_REFUSAL), "the refusal object, byte for byte");

    assert.deepEqual(calls, [{ iban: IBAN, quantity: 2, country: "FR", alternates: [] }], "run once: nulls undone, defaults filled, fr read as FR");
    assert.equal(third.messages.at(-1).content, '{"orderId":"ord-0001"}');
    wire.bodies.forEach((body, i) => matchesFixture(`openai-sdk-run-tools-${i + 1}`, body));
  });

  test("a tool with an optional member and a record works in strict mode", async () => {
    const calls: unknown[] = [];
    const checkStock = valueObjectFunction({
      name: "check_stock",
      description: "Checks the stock.",
      parameters: StockParameters,
      execute: (args) => {
        calls.push(args);
        return "in stock";
      },
    });
    const wire = capturingFetch([
      scripted.openaiChat.call("check_stock", { country: "de", note: null, stock: [{ key: "FR", value: 3 }, { key: "DE", value: 4 }] }),
      scripted.openaiChat.text("Done."),
    ]);
    await client(wire.fetch).chat.completions.runTools({ model: "gpt-4o", messages: [{ role: "user", content: "Stock?" }], tools: [checkStock] }).done();
    const parameters = wire.bodies[0].tools[0].function.parameters;
    assert.deepEqual(parameters.required, ["country", "note", "stock"]);
    assert.deepEqual(parameters.properties.note.type, ["string", "null"]);
    assert.equal(parameters.properties.stock.type, "array");
    assert.deepEqual(calls, [{ country: "DE", stock: { FR: 3, DE: 4 } }]);
    assert.equal(wire.bodies[1].messages.at(-1).content, "in stock");
    wire.bodies.forEach((body, i) => matchesFixture(`openai-sdk-strict-record-${i + 1}`, body));
  });

  // Outside strict mode (in strict mode the SDK itself parses the arguments of every strict tool call first)
  test("arguments that are not JSON are refused as not an object; what execute throws ends the run, as runTools does", async () => {
    const failing = valueObjectFunction({
      name: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      strict: false,
      execute: () => {
        throw new Error("warehouse closed");
      },
    });
    const broken = { ...scripted.openaiChat.call("place_order", {}), choices: [{ ...scripted.openaiChat.call("place_order", {}).choices[0] }] };
    broken.choices[0].message.tool_calls[0].function.arguments = "{not json";
    const wire = capturingFetch([broken, scripted.openaiChat.call("place_order", { iban: IBAN, quantity: 2, country: "FR" }, "call_2")]);
    const runner = client(wire.fetch).chat.completions.runTools({ model: "gpt-4o", messages: [{ role: "user", content: "Order." }], tools: [failing] });
    await assert.rejects(runner.done(), /warehouse closed/);
    assert.equal(
      wire.bodies[1].messages.at(-1).content,
      '{"error":"invalid_argument","code":"value_object.not_parsable","message":"The arguments are not an object."}',
    );
  });

  test("strict: false sends the openai dialect, every keyword kept", () => {
    const fn = valueObjectFunction({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => "ok", strict: false });
    assert.equal(fn.function.strict, false);
    assert.deepEqual(fn.function.parameters, lowerSchema(languageModel(OrderParameters), "openai", { purpose: "tool" }));
    assert.equal((fn.function.parameters as any).properties.quantity.maximum, 100);
  });
});

const Answer = vo.object({ quantity: vo.integer("Quantity", { minimum: 1, maximum: 100 }), country: vo.oneOf("CountryCode", ["FR", "DE"], { ignoreCase: true }), note: vo.optional(vo.string("Note", { maxLength: 20 })) });

describe("openai structured output with valueObjectResponseFormat", () => {
  test("chat parse: the lowered schema is sent as response_format; the answer is read with the rules", async () => {
    const format = valueObjectResponseFormat(Answer, { name: "order" });
    const wire = capturingFetch([scripted.openaiChat.text('{"quantity":2,"country":"fr","note":null}')]);
    const completion = await client(wire.fetch).chat.completions.parse({ model: "gpt-4o", messages: [{ role: "user", content: "Order." }], response_format: format });
    assert.deepEqual(completion.choices[0].message.parsed, { quantity: 2, country: "FR" });
    const sent = wire.bodies[0].response_format;
    assert.deepEqual(sent, {
      type: "json_schema",
      json_schema: { name: "order", schema: lowerSchema(languageModel(Answer), "openai-strict", { purpose: "response-format" }), strict: true },
    });
    matchesFixture("openai-sdk-response-format", wire.bodies[0]);
  });

  test("chat parse: a refused answer throws a ValueObjectError with code and JSON Pointer; a cut-off one is not read", async () => {
    const format = valueObjectResponseFormat(Answer, { name: "order" });
    const wire = capturingFetch([scripted.openaiChat.text('{"quantity":500,"country":"FR","note":null}'), scripted.openaiChat.text('{"quantity":2,"country":"FR","note":null}', "length")]);
    const openaiClient = client(wire.fetch);
    const ask = () => openaiClient.chat.completions.parse({ model: "gpt-4o", messages: [{ role: "user", content: "Order." }], response_format: format });
    await assert.rejects(ask(), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "value_object.out_of_range" && e.pointer === "/quantity" && e.path.join() === "quantity");
    await assert.rejects(ask(), LengthFinishReasonError, "the SDK checks the finish reason before the format reads");
    // read() gives the same with a code, from a completion made without parse
    const cutOff = scripted.openaiChat.text('{"quantity":2,"country":"FR","note":null}', "length");
    assert.throws(() => format.read(cutOff as never), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "answer.cut_off");
    const refused = { ...cutOff, choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: null, refusal: "I can't." } }] };
    assert.throws(() => format.read(refused as never), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "answer.filtered");
    assert.deepEqual(format.read(scripted.openaiChat.text('{"quantity":3,"country":"de","note":null}') as never), { quantity: 3, country: "DE" });
  });

  test("responses parse: the same format goes out as text.format, flat; output_parsed is read with the rules", async () => {
    const format = valueObjectResponseFormat(Answer, { name: "order" });
    const wire = capturingFetch([scripted.openaiResponses.text('{"quantity":2,"country":"de","note":null}'), scripted.openaiResponses.text('{"quantity":2', "incomplete")]);
    const openaiClient = client(wire.fetch);
    const response = await openaiClient.responses.parse({ model: "gpt-4o", input: "Order.", text: { format } });
    assert.deepEqual(response.output_parsed, { quantity: 2, country: "DE" });
    assert.deepEqual(wire.bodies[0].text.format, {
      type: "json_schema",
      name: "order",
      schema: lowerSchema(languageModel(Answer), "openai-strict", { purpose: "response-format" }),
      strict: true,
    });
    matchesFixture("openai-sdk-text-format", wire.bodies[0]);
    const incomplete = await openaiClient.responses.parse({ model: "gpt-4o", input: "Order.", text: { format } });
    assert.equal(incomplete.output_parsed, null, "an incomplete response is not read");
    assert.throws(() => format.read(incomplete), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "answer.cut_off");
  });
});
