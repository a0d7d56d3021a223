/**
 * Property: whatever a model answers (any JSON, in a fence or not, cut anywhere,
 * wrapped in prose, or plain noise) with whatever finish reason, `readAnswer` gives the
 * value the oracle reads, or a refusal with a known code, a message the schema always
 * says and the pointers the oracle expects. Never an exception. Seeds are fixed.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { readAnswer } from "@adcodicem/value-objects-ai";
import { answerCases, expectAnswerReading, type Knowledge } from "./support/answers.js";
import { show } from "./support/expect-arguments.js";
import { anyArgs, linesValue, own, paramsArgs, stockValue } from "./support/json.js";

const SEED = 20260541;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

const FORMS = ["compact", "pretty", "fenced", "tildes", "long fence", "prose before", "prose after", "prefix", "fenced prefix", "noise"] as const;
type Form = (typeof FORMS)[number];

/** The text of an answer in one form, and what is known of it by construction. */
function written(value: unknown, form: Form, cut: number, noise: string): { text: string; knowledge: Knowledge } {
  const json = JSON.stringify(value) ?? "null";
  const composite = typeof value === "object" && value !== null;
  switch (form) {
    case "compact":
      return { text: json, knowledge: { json: value } };
    case "pretty":
      return { text: `\n ${JSON.stringify(value, null, 2)} \n`, knowledge: { json: value } };
    case "fenced":
      return { text: "```json\n" + json + "\n```", knowledge: { json: value } };
    case "tildes":
      return { text: "~~~\n" + json + "\n~~~", knowledge: { json: value } };
    case "long fence":
      return { text: "`````JSON\r\n" + json + "`````", knowledge: { json: value } };
    case "prose before":
      return { text: `Here is the answer: ${json}`, knowledge: { notJson: true } };
    case "prose after":
      return { text: "```json\n" + json + "\n```\nAnything else?", knowledge: { notJson: true } };
    case "prefix":
      // a proper prefix of an object or a list is never JSON; of a number or a text it may be
      return { text: json.slice(0, cut % json.length), knowledge: composite ? { notJson: true } : { unknown: true } };
    case "fenced prefix":
      return { text: "```json\n" + json.slice(0, cut % json.length), knowledge: { notJson: true } };
    case "noise":
      return { text: noise, knowledge: { unknown: true } };
  }
}

const noise = fc.string({ unit: fc.constantFrom("`", "~", "{", "}", "[", "]", '"', ":", ",", "\n", " ", "j", "s", "o", "n", "0", "1", "e", "-", "d", "a", "t"), maxLength: 40 });
const finish = fc.constantFrom("stop", "stop", "stop", "stop", "other", "tool-calls", undefined, "length", "content-filter", "error");
const wrapped = (value: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: value.map((v) => own([["data", v]])), weight: 4 }, { arbitrary: value, weight: 1 });
const values = [fc.oneof({ arbitrary: paramsArgs, weight: 4 }, anyArgs), fc.oneof({ arbitrary: wrapped(linesValue), weight: 4 }, anyArgs), fc.oneof({ arbitrary: wrapped(stockValue), weight: 4 }, anyArgs)];

test("any answer, in any form, with any finish reason", (t) => {
  const RUNS = 3_000;
  let cases = 0;
  let read = 0;
  for (const [i, c] of answerCases.entries()) {
    const answer = fc.record({ value: values[i].map((v) => JSON.parse(JSON.stringify(v) ?? "null")), form: fc.constantFrom(...FORMS), cut: fc.nat(), noise, finishReason: finish });
    fc.assert(
      fc.property(answer, ({ value, form, cut, noise: text, finishReason }) => {
        const { text: answerText, knowledge } = written(value, form, cut, text);
        let reading: ReturnType<typeof readAnswer>;
        try {
          reading = readAnswer(c.shape, { text: answerText, finishReason });
        } catch (error) {
          assert.fail(`readAnswer threw ${String((error as Error)?.message ?? error).slice(0, 100)} on ${show(answerText)}`);
        }
        cases++;
        if (expectAnswerReading(c, knowledge, finishReason, reading)) read++;
      }),
      { seed: SEED + i, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true },
    );
  }
  t.diagnostic(`answers: ${cases} cases (${RUNS} × ${answerCases.length} schemas, seeds ${SEED}–${SEED + answerCases.length - 1}), ${read} read`);
  assert.ok(read > cases / 20, `the reading path is reached often enough (${read})`);
});

test("no reading touched Object.prototype", () => {
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});
