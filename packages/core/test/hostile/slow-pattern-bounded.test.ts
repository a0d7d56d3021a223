/**
 * Red-team round (finding 01): bounded repetitions in a row that can take the same characters
 * (`^\d{0,15}` eight times, then `x$`) were not counted (only m ≥ 16 was): no warning, the
 * 4,096-code-unit ceiling, and V8 tried up to 16^8 ways to split a run of digits. Each such
 * run of k repetitions `{n,m}` splits a text of length L in at most min(C(L+k-1, k-1), (m+1)^k)
 * ways; the ceiling the library derives keeps that count, times the text's length (times it
 * again where the search is not anchored: each start position), within 2^24. Counted, never timed.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { assertHandedOnce, ceilingOf, warningsOf } from "./support/slow-pattern.js";

const STEPS = 2 ** 24;

/** log2 of the ways k repetitions of at most m each split L characters: min(C(L+k-1, k-1), (m+1)^k). */
function log2Ways(length: number, k: number, m: number): number {
  let binomial = 0;
  for (let i = 1; i < k; i++) binomial += Math.log2((length + i) / i);
  return Math.min(binomial, k * Math.log2(m + 1));
}

const SHAPES: readonly { pattern: string; k: number; m: number; anchored: boolean; worst: (n: number) => string }[] = [
  { pattern: "^" + "\\d{0,15}".repeat(8) + "x$", k: 8, m: 15, anchored: true, worst: (n) => "1".repeat(n - 1) + "y" },
  { pattern: "^" + "\\d{0,15}".repeat(10) + "x$", k: 10, m: 15, anchored: true, worst: (n) => "1".repeat(n - 1) + "y" },
  { pattern: "\\d{0,15}".repeat(5) + "x", k: 5, m: 15, anchored: false, worst: (n) => "1".repeat(n) },
  { pattern: "^" + "\\d{0,3}".repeat(8) + "x$", k: 8, m: 3, anchored: true, worst: (n) => "1".repeat(n - 1) + "y" },
  { pattern: "^" + "\\d{1,15}".repeat(8) + "x$", k: 8, m: 15, anchored: true, worst: (n) => "1".repeat(n - 1) + "y" },
  { pattern: "[0-9]{0,3}".repeat(6) + "x", k: 6, m: 3, anchored: false, worst: (n) => "1".repeat(n) },
  // the same in groups, which the shape reading treats as opaque
  { pattern: "^(?:\\d{0,15}){8}x$", k: 8, m: 15, anchored: true, worst: (n) => "1".repeat(n - 1) + "y" },
  { pattern: "^" + "(\\d{0,15})".repeat(8) + "x$", k: 8, m: 15, anchored: true, worst: (n) => "1".repeat(n - 1) + "y" },
  { pattern: "^(?:\\d{0,15}\\d{0,15}){4}x$", k: 8, m: 15, anchored: true, worst: (n) => "1".repeat(n - 1) + "y" },
];

const ORDINARY = ["^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "^\\d{4}-\\d{2}-\\d{2}$", "^ORD-[0-9]{6}$", "^\\+?\\d{1,3}[ -]?\\d{3,4}[ -]?\\d{4}$", "^[a-z]{2,8}(-[A-Z]{2})?$"];

test("bounded repetitions in a row that trade characters warn at declaration, naming the value object and what helps", (t) => {
  for (const { pattern } of SHAPES) {
    const [warning, ...more] = warningsOf(t, () => vo.string("Code", { pattern }));
    assert.equal(more.length, 0, pattern);
    assert.ok(warning !== undefined, `${pattern} declared without a warning`);
    assert.match(warning, /^Value object Code: the pattern /, pattern);
    assert.ok(warning.includes(pattern), pattern);
    // a repeated group that holds a repetition gets the nested-quantifier warning, which says what helps its own way
    assert.match(warning, /maxLength|Write it without nesting quantifiers/, pattern);
  }
  for (const pattern of ORDINARY) assert.deepEqual(warningsOf(t, () => vo.string("Plain", { pattern })), [], pattern);
  // a maxLength small enough keeps the splits cheap (7 digits, 8 repetitions: 7 × 8^7 ≈ 2^23.8 by the library's bound, k^L): no warning; a large one warns
  const eight = SHAPES[0]!.pattern;
  assert.deepEqual(warningsOf(t, () => vo.string("Short", { pattern: eight, maxLength: 7 })), []);
  assert.equal(warningsOf(t, () => vo.string("Eight", { pattern: eight, maxLength: 8 })).length, 1);
  assert.equal(warningsOf(t, () => vo.string("Long", { pattern: eight, maxLength: 100 })).length, 1);
});

test("the ceiling without maxLength keeps the ways to split the text, times its length, within 2^24; the worst text there is handed to the pattern once", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  const figures: string[] = [];
  for (const { pattern, k, m, anchored, worst } of SHAPES) {
    const Code = vo.string("Code", { pattern });
    const ceiling = ceilingOf(Code);
    const log2Steps = Math.log2(ceiling) * (anchored ? 1 : 2) + log2Ways(ceiling, k, m);
    figures.push(`${pattern}: ceiling ${ceiling}, at most 2^${log2Steps.toFixed(1)} steps`);
    assert.ok(log2Steps <= 24, `${pattern}: ceiling ${ceiling} allows 2^${log2Steps.toFixed(1)} steps`);
    // the ceiling is the largest length the library's simpler bound (C(L+k-1, L) ≤ k^L) allows: one more passes 2^24 by it
    const bound = (n: number) => Math.log2(n) * (anchored ? 1 : 2) + Math.min(n * Math.log2(k), k * Math.log2(m + 1));
    assert.ok(bound(ceiling) <= 24 && bound(ceiling + 1) > 24, `${pattern}: ceiling ${ceiling} is not the largest the bound allows`);
    const text = worst(ceiling);
    assertHandedOnce(Code, text, pattern);
  }
  t.diagnostic(figures.join("; "));
});

test("ordinary patterns keep the 4,096 ceiling and are not refused", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  for (const pattern of ORDINARY) assert.equal(ceilingOf(vo.string("Plain", { pattern })), 4096, pattern);
  assert.equal(vo.string("Iban", { pattern: ORDINARY[0]! }).tryCreate("DE89370400440532013000").ok, true);
  assert.equal(vo.string("Order", { pattern: ORDINARY[2]! }).tryCreate("ORD-123456").ok, true);
  assert.equal(vo.string("Phone", { pattern: ORDINARY[3]! }).tryCreate("+49 1234 5678").ok, true);
});
