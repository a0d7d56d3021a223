/**
 * Hostile answers through the real AI SDK (`generateText` and `streamText` with
 * `valueObjectOutput`): what reaches the caller is the value, or the SDK's
 * `NoObjectGeneratedError` whose cause carries the code — never another exception
 * from our code, never the model's text, never past the bound.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { answerMessages, readAnswer } from "@adcodicem/value-objects-ai";
import { generateChecked, valueObjectOutput } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, streamText } from "ai";
import { answer, type FinishReason, scriptedModel } from "../ai-sdk/support/scripted.js";
import { type AnswerCase, answerCases, validAnswers } from "./support/answers.js";
import { bounded, boundedSync } from "./support/bounds.js";
import { show } from "./support/expect-arguments.js";
import { paramsArgs } from "./support/json.js";
import { writtenPointer } from "../../src/answers/repair-line.js";
import { type StreamPart, streamingModel } from "./support/stream-model.js";

const [params, lines] = answerCases;
const MODES = ["generateText", "streamText"] as const;
type Mode = (typeof MODES)[number];

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** One answer through the SDK, under the bound. */
function sdkRead(mode: Mode, text: string, finish: FinishReason = "stop", c: AnswerCase = params): Promise<Outcome> {
  return bounded(async (abortSignal) => {
    const { model } = scriptedModel([answer(text, finish)]);
    const output = valueObjectOutput(c.shape.schema);
    try {
      if (mode === "generateText") return { ok: true, value: (await generateText({ model, prompt: "Answer.", output, abortSignal })).output };
      const result = streamText({ model, prompt: "Answer.", output, abortSignal });
      await result.consumeStream();
      return { ok: true, value: await result.output };
    } catch (error) {
      return { ok: false, error };
    }
  }, text);
}

/** The refusal an outcome carries: the SDK's error, its cause a ValueObjectError, no text kept. */
function refusalOf(outcome: Outcome, where: string) {
  assert.ok(!outcome.ok, `read: ${where}`);
  const { error } = outcome as { error: unknown };
  assert.ok(NoObjectGeneratedError.isInstance(error), `a NoObjectGeneratedError, got ${String(error)}: ${where}`);
  const cause = error.cause;
  assert.ok(cause instanceof vo.ValueObjectError, where);
  assert.equal(error.text, undefined, `the error keeps the text: ${where}`);
  assert.equal(error.message, `No object generated: the answer was refused (${cause.code}${cause.path.length === 0 ? "" : ` at ${writtenPointer(cause)}`}): ${cause.message}`, where);
  return { code: cause.code, pointer: cause.pointer, message: cause.message, error };
}

const bytePrefixes = (text: string) => {
  const bytes = Buffer.from(text, "utf8");
  const decoder = new TextDecoder();
  return Array.from({ length: bytes.length }, (_, n) => decoder.decode(bytes.subarray(0, n)));
};

for (const mode of MODES) {
  describe(`${mode}: hostile answers`, () => {
    test("JSON cut off at every byte is refused as not JSON, with no other exception", async (t) => {
      let cases = 0;
      for (const c of answerCases) {
        const text = JSON.stringify(validAnswers[c.name]);
        assert.ok((await sdkRead(mode, text, "stop", c)).ok, `${c.name}: the whole answer is read`);
        for (const prefix of bytePrefixes(text)) {
          const refusal = refusalOf(await sdkRead(mode, prefix, "stop", c), `${c.name}: ${JSON.stringify(prefix)}`);
          assert.deepEqual([refusal.code, refusal.pointer, refusal.message], ["answer.not_json", "", prefix === "" ? answerMessages.empty : answerMessages.notJson]);
          cases++;
        }
      }
      t.diagnostic(`${mode}: ${cases} cut-off answers refused as answer.not_json`);
    });

    test("empty text, prose, and fences unclosed, doubled or with prose around", async () => {
      const valid = JSON.stringify(validAnswers.Params);
      for (const text of ["", "   ", "I am sorry, I cannot help with that.", "```json\n" + valid, "```json\n" + valid + "\n```\n```json\n{}\n```", "Here:\n```json\n" + valid + "\n```"]) {
        assert.equal(refusalOf(await sdkRead(mode, text), text.slice(0, 20)).code, "answer.not_json");
      }
      assert.ok((await sdkRead(mode, "```json\n" + valid + "\n```")).ok, "a well-formed fence is read");
    });

    test("a content filter or a cut-off with valid JSON is never read", async () => {
      const valid = JSON.stringify(validAnswers.Params);
      assert.equal(refusalOf(await sdkRead(mode, valid, "content-filter"), "content-filter").code, "answer.filtered");
      const cut = refusalOf(await sdkRead(mode, valid, "length"), "length");
      assert.equal(cut.code, "answer.cut_off");
      assert.equal(cut.error.finishReason, "length");
    });

    test("the wrong shape: an array for an object, an object for a list", async () => {
      assert.equal(refusalOf(await sdkRead(mode, "[1,2]"), "array").code, "value_object.not_parsable");
      const list = refusalOf(await sdkRead(mode, '{"data":{"sku":"ABC-123"}}', "stop", lines), "object");
      assert.deepEqual([list.code, list.pointer], ["value_object.not_parsable", ""]);
    });

    test("a 10 MB text value is refused as too long, within the bound", async () => {
      const text = JSON.stringify({ ...(validAnswers.Params as object), note: "x".repeat(10 * 1024 * 1024) });
      const refusal = refusalOf(await sdkRead(mode, text), "10 MB");
      assert.deepEqual([refusal.code, refusal.pointer], ["value_object.too_long", "/note"]);
      assert.ok(refusal.error.message.length < 300);
    });

    test("10,000 levels of nesting are refused, without a stack overflow", async () => {
      const n = 10_000;
      assert.equal(refusalOf(await sdkRead(mode, "[".repeat(n) + "]".repeat(n)), "deep list").code, "value_object.not_parsable");
      assert.equal(refusalOf(await sdkRead(mode, '{"note":'.repeat(n) + "1" + "}".repeat(n)), "deep object").pointer, "/iban");
    });

    test("__proto__ and constructor keys in an answer pollute nothing", async () => {
      const valid = JSON.stringify(validAnswers.Params);
      const text = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${valid.slice(1)}`;
      const outcome = await sdkRead(mode, text);
      assert.ok(outcome.ok);
      assert.equal(Object.getPrototypeOf(outcome.value), Object.prototype);
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    });

    test("the error holds nothing of the model's text, serialized or not", async () => {
      const secret = "SECRET-d41d8cd9";
      for (const text of [JSON.stringify({ ...(validAnswers.Params as object), quantity: secret }), `prose ${secret}`, `{"iban":"${secret}`]) {
        const { error } = refusalOf(await sdkRead(mode, text), text);
        const seen = JSON.stringify({ ...error, message: error.message, cause: { ...(error.cause as object), message: (error.cause as Error).message } });
        assert.doesNotMatch(seen, new RegExp(secret), `the error carries the text: ${seen.slice(0, 300)}`);
        assert.doesNotMatch(String(error.stack), new RegExp(secret));
      }
    });
  });
}

test("a cut-off answer with no text: generateText never asks the output (the SDK's own NoOutputGeneratedError), streamText and generateChecked refuse it as cut off", async () => {
  const generated = await sdkRead("generateText", "", "length");
  assert.ok(!generated.ok && NoOutputGeneratedError.isInstance(generated.error));
  assert.equal(refusalOf(await sdkRead("streamText", "", "length"), "stream").code, "answer.cut_off");
  const { model } = scriptedModel([answer("", "length")]);
  const checked = await bounded(() => generateChecked({ model, prompt: "Answer.", output: valueObjectOutput(vo.object({ quantity: vo.integer("Quantity") })), maxRepairs: 0 }).then(() => undefined, (e: unknown) => e));
  assert.ok(NoObjectGeneratedError.isInstance(checked));
  assert.equal((checked.cause as vo.ValueObjectError).code, "answer.cut_off");
});

describe("streaming a hostile answer", () => {
  const TICKS = "`".repeat(5 * 1024 * 1024);

  test("a partial answer of 10 MB of backticks is looked at in time linear in its length", async () => {
    const output = valueObjectOutput(vo.object({ note: vo.string("Note") }));
    const spaces = " ".repeat(5 * 1024 * 1024);
    for (const text of [`${TICKS}x`, `${TICKS}\n${TICKS}x`, `\`\`\`json\n{"note":"${TICKS}x`, `${spaces}${TICKS}${"a".repeat(1 << 20)}${spaces}x`, `\n${TICKS}\n`]) {
      const partial = boundedSync(() => output.parsePartialOutput({ text }), text);
      assert.ok(partial instanceof Promise);
      // text after a fence's opening line that the finished reading refuses is refused at once
      const outcome = await partial.then(() => undefined, (error: unknown) => error);
      if (outcome !== undefined) assert.equal(((outcome as NoObjectGeneratedError).cause as vo.ValueObjectError).code, "answer.not_json");
    }
  });

  test("10 MB of backticks streamed in pieces ends in answer.not_json, within the bound", async () => {
    // few pieces: the SDK reparses the whole text at every piece, which is its own cost, not the one under test
    const pieces = [...Array.from({ length: 8 }, () => "`".repeat(1280 * 1024)), "x"];
    const outcome = await bounded(async (abortSignal) => {
      const parts: StreamPart[] = [{ type: "text-start", id: "t" }, ...pieces.map((delta): StreamPart => ({ type: "text-delta", id: "t", delta })), { type: "text-end", id: "t" }];
      const { model } = streamingModel({ parts, finish: "stop" });
      const result = streamText({ model, prompt: "Answer.", output: valueObjectOutput(vo.object({ note: vo.string("Note") })), abortSignal });
      await result.consumeStream();
      return result.output.then(() => undefined, (e: unknown) => e);
    }, pieces.join(""));
    assert.ok(NoObjectGeneratedError.isInstance(outcome));
    assert.equal((outcome.cause as vo.ValueObjectError).code, "answer.not_json");
  });
});

test("the SDK reads every answer as readAnswer does", async (t) => {
  const RUNS = 300;
  const finish = fc.constantFrom<FinishReason>("stop", "stop", "length", "content-filter", "other");
  const text = fc.oneof(paramsArgs.map((v) => JSON.stringify(v)), paramsArgs.map((v) => "```json\n" + JSON.stringify(v) + "\n```"), fc.string({ maxLength: 20 }));
  let cases = 0;
  await fc.assert(
    fc.asyncProperty(text, finish, fc.constantFrom(...MODES), async (answerText, finishReason, mode) => {
      const expected = readAnswer(params.shape, { text: answerText, finishReason });
      const outcome = await sdkRead(mode, answerText, finishReason);
      cases++;
      if (mode === "generateText" && finishReason !== "stop" && answerText.length === 0) {
        // the SDK does not ask the output for an empty answer that did not stop
        return assert.ok(!outcome.ok && NoOutputGeneratedError.isInstance(outcome.error));
      }
      if (expected.ok) return assert.deepEqual(outcome, { ok: true, value: expected.value }, show(answerText));
      const refusal = refusalOf(outcome, show(answerText));
      if (mode === "streamText" && refusal.error.finishReason === undefined) {
        // refused while it streamed, before the finish reason came: never a false refusal (the
        // complete answer is refused too), at a value the answer holds, with a value object's code,
        // or text around the JSON, refused as the complete answer is (answer.not_json)
        const complete = readAnswer(params.shape, { text: answerText, finishReason: "stop" });
        assert.ok(!complete.ok, show(answerText));
        if (refusal.code === "answer.not_json") assert.deepEqual([refusal.pointer, complete.refusal.code], ["", "answer.not_json"], show(answerText));
        else assert.ok(refusal.pointer !== "" && !refusal.code.startsWith("answer."), show(answerText));
        return;
      }
      assert.deepEqual([refusal.code, refusal.pointer, refusal.message], [expected.refusal.code, expected.refusal.pointer, expected.refusal.message]);
    }),
    { seed: 20260551, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true },
  );
  t.diagnostic(`SDK against readAnswer: ${cases} cases (seed 20260551)`);
});
