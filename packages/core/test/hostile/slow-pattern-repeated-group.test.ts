/**
 * Red-team round 10, finding 3: a group repeated a fixed number of times (16 or more) whose
 * inside can match empty or vary (`(a?){25}`, `(\d{0,2}){16}`, `(a|aa){20}`) splits a text in
 * exponentially many ways, yet its inside was counted once: `^(a?){25}a{25}$`, listed as safe,
 * kept the 4,096 ceiling, gave no warning, and took 6 to 13 s a call on 51 characters. Its inside
 * now counts once per repeat (an alternation of b branches as b ways), the ceiling keeps the text's
 * length times the ways to split it within 2^24, and declaring it warns. Counted, never timed.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { assertHandedOnce, ceilingOf, warningsOf } from "./support/slow-pattern.js";

/** log2 of the ways k slots of 0..m characters each (or m+1 branches) share at most L characters: min(C(L+k, k), (m+1)^k). */
function log2Ways(length: number, k: number, m: number): number {
  let binomial = 0;
  for (let i = 1; i <= k; i++) binomial += Math.log2((length + i) / i);
  return Math.min(binomial, k * Math.log2(m + 1));
}

const SHAPES: readonly { pattern: string; k: number; m: number; worst: (n: number) => string }[] = [
  { pattern: "^(a?){25}a{25}$", k: 25, m: 1, worst: (n) => "a".repeat(n) },
  { pattern: "^(a?){20}a{20}$", k: 20, m: 1, worst: (n) => "a".repeat(n) },
  { pattern: "^(?:\\d{0,2}){16}x$", k: 16, m: 2, worst: (n) => "1".repeat(n - 1) + "y" },
  { pattern: "^(a|aa){20}$", k: 20, m: 1, worst: (n) => "a".repeat(n - 1) + "b" },
  // red-team round 11, finding 1: the alternation wrapped in one more group (or several, or two in a row) counts the same
  { pattern: "^(?:(?:a|aa)){1,30}b$", k: 30, m: 1, worst: (n) => "a".repeat(n) },
  { pattern: "^((a|aa)){1,30}b$", k: 30, m: 1, worst: (n) => "a".repeat(n) },
  { pattern: "^(?:(?:\\d|\\d\\d)){1,30}x$", k: 30, m: 1, worst: (n) => "1".repeat(n) },
  { pattern: "^(?:(?:a|aa)(?:a|aa)){1,15}b$", k: 30, m: 1, worst: (n) => "a".repeat(n) },
  { pattern: "^(?:(?:(?:a|aa))){1,30}b$", k: 30, m: 1, worst: (n) => "a".repeat(n) },
];

/** Patterns with a group repeated 16 times or more whose inside cannot vary, and the safe pattern SECURITY.md names. */
const FIXED = ["^(?:[0-9a-f][0-9a-f]){16}$", "^(?:\\d\\d\\d-){16}\\d$", "^(?:\\+?\\d{1,3})?\\d{10}$"];

test("a group repeated 16 times or more whose inside varies warns at declaration, naming the value object and what helps", (t) => {
  for (const { pattern } of SHAPES) {
    const [warning, ...more] = warningsOf(t, () => vo.string("Code", { pattern }));
    assert.equal(more.length, 0, pattern);
    assert.ok(warning !== undefined, `${pattern} declared without a warning`);
    assert.match(warning, /^Value object Code: the pattern /, pattern);
    assert.ok(warning.includes(pattern), pattern);
    // a repeated group that holds a repetition gets the nested-quantifier warning, which says what helps its own way
    assert.match(warning, /maxLength|Write it without nesting quantifiers/, pattern);
  }
  for (const pattern of FIXED) assert.deepEqual(warningsOf(t, () => vo.string("Plain", { pattern })), [], pattern);
});

test("its ceiling without maxLength keeps the ways to split the text, times its length, within 2^24; the worst text there is handed to the pattern once", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  const figures: string[] = [];
  for (const { pattern, k, m, worst } of SHAPES) {
    const Code = vo.string("Code", { pattern });
    const ceiling = ceilingOf(Code);
    const log2Steps = Math.log2(ceiling) + log2Ways(ceiling, k, m);
    figures.push(`${pattern}: ceiling ${ceiling}, at most 2^${log2Steps.toFixed(1)} steps`);
    assert.ok(log2Steps <= 24, `${pattern}: ceiling ${ceiling} allows 2^${log2Steps.toFixed(1)} steps`);
    const text = worst(ceiling);
    assertHandedOnce(Code, text, pattern);
  }
  t.diagnostic(figures.join("; "));
});

test("a group repeated 16 times or more whose inside cannot vary keeps the 4,096 ceiling and its values", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  for (const pattern of FIXED) assert.equal(ceilingOf(vo.string("Plain", { pattern })), 4096, pattern);
  // a group repeated 3 times whose inside varies keeps it too: four `\d{1,3}`, at most 3^4 ways (it warns as a nested quantifier)
  assert.equal(ceilingOf(vo.string("Ip", { pattern: "^(?:\\d{1,3}\\.){3}\\d{1,3}$" })), 4096);
  assert.equal(vo.string("Hex", { pattern: FIXED[0]! }).tryCreate("0123456789abcdef0123456789abcdef").ok, true);
  assert.equal(vo.string("Phone", { pattern: FIXED[2]! }).tryCreate("+491234567890").ok, true);
});
