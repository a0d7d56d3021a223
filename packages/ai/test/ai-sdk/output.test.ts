import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { valueObjectOutput } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, NoObjectGeneratedError, streamText } from "ai";
import { answer, scriptedModel, type Turn } from "./support/scripted.js";
import { CountryCode, IBAN, Iban, Quantity } from "../../../../test-support/shop.js";

const Order = vo.object({ iban: Iban, quantity: Quantity, country: CountryCode });
const order = { iban: IBAN, quantity: 2, country: "fr" };

const readers = {
  generateText: async (turn: Turn, schema: vo.AnySchema = Order) => {
    const { model, calls } = scriptedModel([turn]);
    const result = await generateText({ model, prompt: "Answer.", output: valueObjectOutput(schema) });
    return { output: result.output as unknown, calls };
  },
  streamText: async (turn: Turn, schema: vo.AnySchema = Order) => {
    const { model, calls } = scriptedModel([turn]);
    const result = streamText({ model, prompt: "Answer.", output: valueObjectOutput(schema) });
    await result.consumeStream();
    return { output: (await result.output) as unknown, calls };
  },
};

/** The refusal an answer gets: the AI SDK's error, its cause a ValueObjectError. */
async function refusalOf(read: Promise<unknown>) {
  const error = await read.then(
    () => assert.fail("the answer was read"),
    (e: unknown) => e,
  );
  assert.ok(NoObjectGeneratedError.isInstance(error), `a NoObjectGeneratedError, got ${String(error)}`);
  const cause = error.cause;
  assert.ok(cause instanceof vo.ValueObjectError);
  assert.equal(error.text, undefined, "the model's text is not kept in the error");
  return { code: cause.code, path: cause.path, pointer: cause.pointer, message: cause.message, error };
}

for (const [name, read] of Object.entries(readers)) {
  describe(`valueObjectOutput with ${name}`, () => {
    test("a valid answer is read with the rules, and the response format carries them", async () => {
      const { output, calls } = await read(answer(JSON.stringify(order)));
      assert.deepEqual(output, { iban: IBAN, quantity: 2, country: "FR" });
      assert.deepEqual(calls[0].responseFormat, { type: "json", schema: vo.toJsonSchema(Order, { profile: "languageModel", target: "draft-07" }) });
    });

    test("a refused value names its code and JSON Pointer, without the value", async () => {
      const refusal = await refusalOf(read(answer(JSON.stringify({ ...order, quantity: 500 }))));
      assert.deepEqual([refusal.code, refusal.pointer], ["value_object.out_of_range", "/quantity"]);
      assert.doesNotMatch(refusal.error.message, /500/);
      assert.match(refusal.error.message, /value_object\.out_of_range at \/quantity/);
    });

    test("a cut-off answer is not read, even when its JSON is valid", async () => {
      const refusal = await refusalOf(read(answer(JSON.stringify(order), "length")));
      assert.deepEqual([refusal.code, refusal.pointer], ["answer.cut_off", ""]);
      assert.equal(refusal.error.finishReason, "length");
    });

    test("a filtered answer is not read", async () => {
      const refusal = await refusalOf(read(answer(JSON.stringify(order), "content-filter")));
      assert.equal(refusal.code, "answer.filtered");
    });

    test("prose is not JSON", async () => {
      const refusal = await refusalOf(read(answer("I would order two items for you.")));
      assert.deepEqual([refusal.code, refusal.pointer], ["answer.not_json", ""]);
    });

    test("JSON in a Markdown code fence is read", async () => {
      const { output } = await read(answer("```json\n" + JSON.stringify(order) + "\n```"));
      assert.deepEqual(output, { iban: IBAN, quantity: 2, country: "FR" });
    });

    test("a list is wrapped under data for the request, unwrapped when read, and each item is checked", async () => {
      const list = vo.array(Quantity);
      const { output, calls } = await read(answer('{"data":[1,2,3]}'), list);
      assert.deepEqual(output, [1, 2, 3]);
      const format = calls[0].responseFormat;
      assert.ok(format?.type === "json");
      assert.deepEqual(format.schema, { type: "object", properties: { data: vo.toJsonSchema(list, { profile: "languageModel", target: "draft-07" }) }, required: ["data"], additionalProperties: false });
      const refusal = await refusalOf(read(answer('{"data":[1,0,3]}'), list));
      assert.deepEqual([refusal.code, refusal.pointer], ["value_object.out_of_range", "/1"]);
    });

    test("a single value object is wrapped and unwrapped too", async () => {
      const { output } = await read(answer('{"data":"de"}'), CountryCode);
      assert.equal(output, "DE");
    });
  });
}

test("streamText shows partial answers, unwrapped, as they come", async () => {
  const { model } = scriptedModel([answer('```json\n{"data":[1,2,3]}\n```')]);
  const result = streamText({ model, prompt: "Answer.", output: valueObjectOutput(vo.array(Quantity)) });
  const partials: unknown[] = [];
  for await (const partial of result.partialOutputStream) partials.push(partial);
  assert.ok(partials.length > 0);
  assert.deepEqual(partials.at(-1), [1, 2, 3]);
  assert.deepEqual(await result.output, [1, 2, 3]);
});
