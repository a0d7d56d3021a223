/**
 * The code fence is now found in linear time. Property: on short texts of fence
 * characters, line breaks and JSON, the linear readers agree with the regular
 * expressions they replaced (which were right, only quadratic on long runs of
 * backticks). Seeds are fixed.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { stripCodeFence } from "../../src/answers/json-text.js";
import { nestsDeeperThan, partialJsonText } from "../../src/ai-sdk/partial-answer.js";

// The expressions as they were, as the reference
const FENCE = /^(`{3,}|~{3,})[\w+-]*[ \t]*\r?\n([\s\S]*?)\r?\n?\1[ \t]*$/;
const referenceStrip = (text: string) => {
  const trimmed = text.trim();
  const fenced = FENCE.exec(trimmed);
  return fenced === null ? trimmed : fenced[2].trim();
};
const OPENING_FENCE = /^\s*(`{3,}|~{3,})[\w+-]*[ \t]*\r?\n/;
const CLOSING_FENCE = /\r?\n?(`{3,}|~{3,})\s*$/;
const referencePartial = (text: string) => text.replace(OPENING_FENCE, "").replace(CLOSING_FENCE, "");

const fenceText = fc.string({ unit: fc.constantFrom("`", "`", "`", "~", "~", "\n", "\r", " ", "\t", "j", "s", "o", "n", "{", "}", "1", '"', "+", "-", "\u00a0"), maxLength: 24 });
const framed = fc.tuple(fc.constantFrom("```", "````", "~~~", "``", ""), fc.constantFrom("json", "JSON", "", "js on", "c++"), fc.constantFrom("\n", "\r\n", " \n", ""), fenceText, fc.constantFrom("\n```", "```", "\r\n```", "\n````", "\n~~~", "", "\n``` \n")).map((parts) => parts.join(""));
const text = fc.oneof(fenceText, framed);

test("stripCodeFence agrees with the regular expression it replaced", (t) => {
  const RUNS = 6_000;
  fc.assert(fc.property(text, (s) => assert.equal(stripCodeFence(s), referenceStrip(s), JSON.stringify(s))), { seed: 20260561, numRuns: RUNS, endOnFailure: true });
  t.diagnostic(`stripCodeFence: ${RUNS} cases (seed 20260561)`);
});

test("the partial answer's fence is removed as the regular expressions removed it", (t) => {
  const RUNS = 6_000;
  fc.assert(fc.property(text, (s) => assert.equal(partialJsonText(s), referencePartial(s), JSON.stringify(s))), { seed: 20260562, numRuns: RUNS, endOnFailure: true });
  t.diagnostic(`partialJsonText: ${RUNS} cases (seed 20260562)`);
});

test("nesting is measured without recursion, and only as deep as the bound", () => {
  let deep: unknown = 1;
  for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? [deep] : { k: deep };
  assert.equal(nestsDeeperThan(deep, 256), true);
  assert.equal(nestsDeeperThan({ a: [1, { b: [] }] }, 4), false, "four levels of lists and objects");
  assert.equal(nestsDeeperThan({ a: [1, { b: [] }] }, 3), true);
  assert.equal(nestsDeeperThan("text", 0), false);
});
