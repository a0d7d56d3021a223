/**
 * A streamed answer (`streamText` with `valueObjectOutput`, behind `valueObjectMiddleware`)
 * whose members are of the kinds read whole or by position: a keyed record, a union, a
 * discriminated union, a tuple. The partial answers hold a member's value only once its
 * complete JSON value was read by its own schema (as read: unknown members dropped, keys as
 * the key value object gives them back); the first refusal ends the stream; text before the
 * JSON that the finished reading refuses is refused with its code, nothing handed out.
 * At the wire: the real `ai`, a scripted model that hands its parts one at a time.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { valueObjectMiddleware, valueObjectOutput } from "@adcodicem/value-objects-ai/ai-sdk";
import { answerShape, readAnswer } from "@adcodicem/value-objects-ai";
import { NoObjectGeneratedError, type LanguageModel, streamText, wrapLanguageModel } from "ai";
import { pacedAnswerModel } from "./support/paced-stream.js";

const SECRET = "SECRET-7731";
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { ignoreCase: true });

async function streamAnswer(schema: vo.AnySchema, deltas: readonly string[]) {
  const { model, run } = pacedAnswerModel(deltas);
  const wrapped = wrapLanguageModel({ model: model as LanguageModel as never, middleware: valueObjectMiddleware() });
  const result = streamText({ model: wrapped, prompt: "Answer.", output: valueObjectOutput(schema) });
  const partials: string[] = [];
  let streamError: unknown;
  try {
    for await (const partial of result.partialOutputStream) partials.push(JSON.stringify(partial));
  } catch (error) {
    streamError = error;
  }
  const output = await result.output.then(
    (value) => ({ value }) as const,
    (error: unknown) => ({ error }) as const,
  );
  return { run, partials, output, streamError };
}

const causeOf = (output: { value: unknown } | { error: unknown }) => {
  assert.ok("error" in output, `the output must reject, got ${JSON.stringify((output as { value: unknown }).value)}`);
  assert.ok(NoObjectGeneratedError.isInstance(output.error), `not a NoObjectGeneratedError: ${String(output.error)}`);
  assert.ok(output.error.cause instanceof vo.ValueObjectError);
  return output.error.cause;
};
const many = (count: number, member: (i: number) => string) => Array.from({ length: count }, (_, i) => member(i));
const pieces = (text: string, size: number) => text.match(new RegExp(`[^]{1,${size}}`, "g"))!;

describe("a keyed record streamed: each key read by its key value object as soon as it is complete", () => {
  const Stock = vo.object({ stock: vo.record(CountryCode, Quantity) });

  test("a refused key ends the stream there, and no partial holds it", async () => {
    const deltas = [`{"stock":{"fr":2,"${SECRET}":1`, ...many(2000, (i) => `,"k${i}":1`), "}}"];
    const { run, partials, output } = await streamAnswer(Stock, deltas);
    const cause = causeOf(output);
    assert.equal(cause.code, "value_object.not_allowed");
    assert.deepEqual(cause.path, ["stock", SECRET]);
    assert.ok(partials.every((partial) => !partial.includes(SECRET)), partials.join(" | "));
    assert.ok(run.pulled <= 3 + 10, `pulled ${run.pulled} of ${run.total} parts`);
    assert.equal(run.aborted, true, "the call's own abort signal fires");
  });

  test("keys are handed out as the key value object reads them", async () => {
    const { partials, output } = await streamAnswer(Stock, ['{"stock":{"fr":2', ',"de":3', "}}"]);
    assert.ok(!("error" in output), String((output as { error?: unknown }).error));
    assert.deepEqual(output.value, { stock: { FR: 2, DE: 3 } });
    assert.ok(partials.includes('{"stock":{"FR":2}}'), partials.join(" | "));
    assert.ok(partials.every((partial) => !/"fr"|"de"/.test(partial)), partials.join(" | "));
  });

  test("two keys that read as one end the stream with the finished reading's code", async () => {
    const text = `{"stock":{"fr":2,"FR":3${many(500, (i) => `,"k${i}":1`).join("")}}}`;
    const { run, partials, output } = await streamAnswer(Stock, pieces(text, 8));
    const cause = causeOf(output);
    const plain = readAnswer(answerShape(Stock), { text, finishReason: "stop" });
    assert.ok(!plain.ok);
    assert.equal(cause.code, plain.refusal.code);
    assert.deepEqual(cause.path, plain.refusal.path);
    assert.ok(partials.every((partial) => !partial.includes(":3")), partials.join(" | "));
    assert.ok(run.pulled <= 6 + 10, `pulled ${run.pulled} of ${run.total} parts`);
  });
});

describe("unions and tuples streamed: handed out only once read whole, as read", () => {
  const cases: [string, vo.AnySchema, string, unknown][] = [
    ["union", vo.object({ u: vo.union("U", [vo.object({ a: Quantity }), vo.object({ b: Quantity })]) }), `{"u":{"b":5,"a":500,"x":"${SECRET}"}}`, { u: { b: 5 } }],
    [
      "discriminated union",
      vo.object({ u: vo.discriminatedUnion("t", [vo.object({ t: vo.literal("a"), q: Quantity }), vo.object({ t: vo.literal("b"), r: Quantity })]) }),
      `{"u":{"t":"a","q":5,"r":500,"x":"${SECRET}"}}`,
      { u: { t: "a", q: 5 } },
    ],
    ["list of unions", vo.object({ items: vo.array(vo.union("U", [vo.object({ a: Quantity }), Quantity])) }), `{"items":[{"a":5,"x":"${SECRET}"},7]}`, { items: [{ a: 5 }, 7] }],
    ["tuple", vo.object({ t: vo.tuple([vo.object({ a: Quantity })]) }), `{"t":[{"a":5,"x":"${SECRET}"}]}`, { t: [{ a: 5 }] }],
  ];
  for (const [name, schema, text, read] of cases) {
    test(`${name}: no partial holds a value or member the reading drops or refuses`, async () => {
      const { partials, output } = await streamAnswer(schema, pieces(text, 2));
      assert.ok(!("error" in output), String((output as { error?: unknown }).error));
      assert.deepEqual(output.value, read);
      assert.ok(partials.every((partial) => !partial.includes(SECRET) && !partial.includes("500")), partials.join(" | "));
      assert.equal(partials.at(-1), JSON.stringify(read));
    });
  }

  test("a tuple's refused first position ends the stream there, as a list's item does", async () => {
    const deltas = ['{"t":[500', ...many(2000, () => ",1"), "]}"];
    const { run, output } = await streamAnswer(vo.object({ t: vo.tuple([Quantity], { rest: Quantity }) }), deltas);
    const cause = causeOf(output);
    assert.equal(cause.code, "value_object.out_of_range");
    assert.equal(cause.pointer, "/t/0");
    // the value is complete at part 4; the SDK's own pipeline reads a few parts ahead, as for a list
    const list = await streamAnswer(vo.object({ t: vo.array(Quantity) }), deltas);
    assert.equal(run.pulled, list.run.pulled);
    assert.ok(run.pulled <= 4 + 10, `pulled ${run.pulled} of ${run.total} parts`);
    assert.equal(run.aborted, true);
  });

  test("a tuple's member past its positions ends the stream there: too_long, as the finished reading says", async () => {
    const Pair = vo.object({ t: vo.tuple([Quantity, Quantity]) });
    const text = `{"t":[1,2,3${",4".repeat(2000)}]}`;
    const { run, partials, output } = await streamAnswer(Pair, pieces(text, 4));
    const plain = readAnswer(answerShape(Pair), { text, finishReason: "stop" });
    assert.ok(!plain.ok);
    const cause = causeOf(output);
    assert.equal(cause.code, plain.refusal.code);
    assert.equal(cause.pointer, plain.refusal.pointer);
    assert.ok(partials.every((partial) => !partial.includes("3")), partials.join(" | "));
    assert.ok(run.pulled <= 5 + 10, `pulled ${run.pulled} of ${run.total} parts`);
  });

  test("a tuple's positions are handed out as each is read", async () => {
    const { partials, output } = await streamAnswer(vo.object({ t: vo.tuple([Quantity, vo.string("Name")], { rest: Quantity }) }), ['{"t":[1', ",", '"n"', ",3", "]}"]);
    assert.ok(!("error" in output));
    assert.deepEqual(output.value, { t: [1, "n", 3] });
    assert.ok(partials.includes('{"t":[1]}') && partials.includes('{"t":[1,"n"]}'), partials.join(" | "));
  });
});

describe("text around the JSON: the streamed reading agrees with the finished one", () => {
  const Answer = vo.object({ t: vo.array(Quantity) });
  for (const text of ['Sure! {"t":[1,2]}', 'Sure! {"t":[500,2]}', '{"t":[1,2]} Hope this helps']) {
    test(`${JSON.stringify(text)}: answer.not_json, and no value handed out`, async () => {
      const { partials, output } = await streamAnswer(Answer, pieces(text, 3));
      const plain = readAnswer(answerShape(Answer), { text, finishReason: "stop" });
      assert.ok(!plain.ok);
      assert.equal(plain.refusal.code, "answer.not_json");
      assert.equal(causeOf(output).code, "answer.not_json");
      if (text.startsWith("Sure")) assert.deepEqual(partials, []);
    });
  }

  test("prose before the JSON ends the stream at once", async () => {
    const { run, output } = await streamAnswer(Answer, ["Sure! ", '{"t":[1', ...many(2000, () => ",1"), "]}"]);
    assert.equal(causeOf(output).code, "answer.not_json");
    assert.ok(run.pulled <= 3 + 10, `pulled ${run.pulled} of ${run.total} parts`);
  });

  for (const text of ['```json\n{"t":[1,2]}\n```', '  \n~~~\n{"t":[1,2]}\n~~~  ', '\n {"t":[1,2]}\n']) {
    test(`${JSON.stringify(text)}: read, as the finished reading reads it`, async () => {
      const { partials, output } = await streamAnswer(Answer, pieces(text, 2));
      assert.ok(!("error" in output), String((output as { error?: unknown }).error));
      assert.deepEqual(output.value, { t: [1, 2] });
      assert.ok(partials.includes('{"t":[1]}'), partials.join(" | "));
    });
  }
});
