/**
 * Issue 8, point 9: patterns whose time grows as a polynomial of the text they fail on
 * (an unanchored search opening with a repetition, repetitions in a row that trade
 * characters) warn at declaration, with the code ADCODICEM_SLOW_PATTERN and what helps;
 * and without `maxLength` a pattern never sees more than the ceiling its shape allows
 * (4,096 code units; 2^(24/k) for a shape of power k ≥ 3: 256 for a cubic one), so even
 * the worst text the library lets through is cheap. Work is counted, never timed: the
 * characters the pattern is handed (test-support/counted-work.ts counts them), and the
 * steps that bounds, the text's length to the pattern's power, at most 2^24.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { countedSync } from "../../../../test-support/counted-work.js";
import { warningsOf } from "./support/slow-pattern.js";

const POLYNOMIAL: readonly { pattern: string; degree: number; worst: (n: number) => string }[] = [
  { pattern: "[a-z]+@[a-z]+", degree: 2, worst: (n) => "a".repeat(n) },
  { pattern: "\\d+x", degree: 2, worst: (n) => "1".repeat(n) },
  { pattern: "\\s+$", degree: 2, worst: (n) => " ".repeat(n - 1) + "a" },
  { pattern: "^.*,.*,.*x$", degree: 3, worst: (n) => ",".repeat(n) },
  { pattern: "^\\d+\\d+\\d+$", degree: 3, worst: (n) => "1".repeat(n - 1) + "a" },
];
const SAFE = ["^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "^\\d{4}-\\d{2}-\\d{2}$", "^[^@\\s]+@[^@\\s]+$", "^\\p{Lu}\\p{Ll}+$", "ab\\d+x", "^\\w+\\s\\w+$", "^[a-z]+@[a-z]+\\.[a-z]+$"];

/** The ceiling without maxLength for a pattern whose time grows as the k-th power of the text. */
const ceilingFor = (degree: number) => (degree <= 2 ? 4096 : Math.floor(2 ** (24 / degree)));

/** At most this many backtracking steps, the text's length to the pattern's power, for the worst text a pattern is let see. */
const STEPS = 2 ** 24;

/**
 * Reads `text` with `valueObject`, counting what its pattern is handed, and returns the bound on the
 * pattern's steps that follows: the characters handed (at most the ceiling, in one run) to `power`.
 */
function stepsBound(valueObject: vo.ValueObject<string>, text: string, power: number, where: string): number {
  const { value, count } = countedSync(() => valueObject.tryCreate(text), { chars: 64 * text.length + 4096 });
  assert.equal(value.ok, false, where);
  // one run of the pattern, on the text once (a run is charged one more than it is handed): no retry,
  // no second pattern, nothing else sees it again
  assert.equal(count.regexChars, text.length + 1, `${where}: ${count.regexChars} characters handed to the pattern for ${text.length}`);
  return (count.regexChars - 1) ** power;
}

test("a polynomial pattern warns at declaration, naming the value object and what helps", (t) => {
  for (const { pattern } of POLYNOMIAL) {
    const [warning, ...more] = warningsOf(t, () => vo.string("Contact", { pattern }));
    assert.equal(more.length, 0, pattern);
    assert.ok(warning !== undefined, `${pattern} declared without a warning`);
    assert.match(warning, /^Value object Contact: the pattern /, pattern);
    assert.ok(warning.includes(pattern), pattern);
    assert.match(warning, /maxLength/, `${pattern}: the warning says what helps`);
  }
  for (const pattern of SAFE) assert.deepEqual(warningsOf(t, () => vo.string("Safe", { pattern })), [], pattern);
});

test("without maxLength, text past the pattern's ceiling is too_long before normalize and the pattern", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  for (const { pattern, degree } of POLYNOMIAL) {
    const ceiling = ceilingFor(degree);
    let calls = 0;
    const Contact = vo.string("Contact", { pattern, normalize: (text: string) => (calls++, text) });
    const over = Contact.tryCreate("a".repeat(ceiling + 1));
    assert.deepEqual(over, { ok: false, error: { code: vo.TOO_LONG, message: `The value is not a valid Contact: The value must be at most ${ceiling} characters long.`, path: [], pointer: "" } }, pattern);
    assert.equal(calls, 0, `${pattern}: the text reached normalize`);
    // at the ceiling the text reaches the pattern
    Contact.tryCreate("a".repeat(ceiling));
    assert.equal(calls, 1, pattern);
  }
  // a normalize that lengthens the text does not carry it past the ceiling to the pattern
  const Growing = vo.string("Growing", { pattern: "[a-z]+@[a-z]+", normalize: (text: string) => text.repeat(100) });
  assert.equal(Growing.tryCreate("a".repeat(100)).ok ? "" : (Growing.tryCreate("a".repeat(100)) as { error: { code: string } }).error.code, vo.TOO_LONG);
  // a pattern with maxLength keeps the declared bound; a text value object without a pattern keeps 1 MiB
  const Bounded = vo.string("Bounded", { pattern: "[a-z]+@[a-z]+", maxLength: 10_000 });
  assert.equal(Bounded.tryCreate("a".repeat(5000)).ok, false);
  assert.equal((Bounded.tryCreate("a".repeat(5000)) as { error: { code: string } }).error.code, vo.PATTERN_MISMATCH);
  assert.equal(vo.string("Free").tryCreate("a".repeat(1 << 20)).ok, true);
});

test("the worst text each polynomial pattern is let see costs at most 2^24 steps (characters handed to the pattern, counted, to its degree)", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  const figures: string[] = [];
  for (const { pattern, degree, worst } of POLYNOMIAL) {
    const Contact = vo.string("Contact", { pattern });
    const text = worst(ceilingFor(degree));
    const steps = stepsBound(Contact, text, degree, pattern);
    figures.push(`${pattern}: ${text.length} characters, at most ${steps} steps`);
    // about 16 million backtracking steps at most (257 characters for a cubic pattern would be past it)
    assert.ok(steps <= STEPS, `${pattern} at its ceiling: ${steps} steps`);
  }
  t.diagnostic(figures.join("; "));
});

test("repetitions the shape reading does not see (in groups, lookaheads, long ranges, a repeated group) still lower the ceiling", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  // found by a red team: each read 4,096 code units and took 33 to 152 s on its worst text
  const hidden: readonly { pattern: string; power: number }[] = [
    { pattern: "^(\\d+)(\\d+)(\\d+)x$", power: 3 },
    { pattern: "^(?:\\d+)(?:\\d+)(?:\\d+)x$", power: 3 },
    { pattern: "^\\d{0,9999}\\d{0,9999}\\d{0,9999}x$", power: 3 },
    { pattern: "^(?=\\d+\\d+\\d+x)", power: 3 },
    { pattern: "^(?:\\d+){3}x$", power: 3 },
    { pattern: "^(\\d+)+x$", power: 8 },
  ];
  const figures: string[] = [];
  for (const { pattern, power } of hidden) {
    const ceiling = Math.floor(2 ** (24 / power));
    const Digits = vo.string("Digits", { pattern });
    assert.deepEqual(Digits.tryCreate("1".repeat(ceiling + 1)), { ok: false, error: { code: vo.TOO_LONG, message: `The value is not a valid Digits: The value must be at most ${ceiling} characters long.`, path: [], pointer: "" } }, pattern);
    const worst = "1".repeat(ceiling);
    assert.equal(Digits.tryCreate(worst).ok, false, pattern);
    const steps = stepsBound(Digits, worst, power, pattern);
    figures.push(`${pattern}: at most ${steps} steps at ${ceiling}`);
    assert.ok(steps <= STEPS, `${pattern} at its ceiling ${ceiling}: ${steps} steps`);
  }
  // a pattern with one repetition keeps 4,096, and maxLength still decides where it is given
  assert.equal(vo.string("One", { pattern: "^(?:ab)+$" }).tryCreate("ab".repeat(2048)).ok, true);
  assert.equal(vo.string("Given", { pattern: "^(\\d+)(\\d+)(\\d+)x$", maxLength: 300 }).tryCreate("1".repeat(299) + "x").ok, true);
  t.diagnostic(figures.join("; "));
});

test("an unanchored search is one power more whatever opens it (a ^ in a group, one atom before the repetitions)", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  // red-team round 8 #6: each kept the anchored square ceiling (4,096) though a search can start
  // anywhere, so its worst text was a cube: 21 to 106 s on one read of 4,096 characters
  const unanchored = ["(?:^|\\d)\\d+\\d+x$", "(?:^)?\\d+\\d+x$", ".\\d+\\d+x$", "\\d\\d+\\d+x$", "\\d?\\d+\\d+x$", "[\\^1]\\d+\\d+x$", "(?:^|\\d+)\\d+x$"];
  const figures: string[] = [];
  for (const pattern of unanchored) {
    const ceiling = Math.floor(2 ** (24 / 3));
    const Digits = vo.string("Digits", { pattern });
    assert.deepEqual(Digits.tryCreate("1".repeat(ceiling + 1)), { ok: false, error: { code: vo.TOO_LONG, message: `The value is not a valid Digits: The value must be at most ${ceiling} characters long.`, path: [], pointer: "" } }, pattern);
    const steps = stepsBound(Digits, "1".repeat(ceiling), 3, pattern);
    figures.push(`${pattern}: at most ${steps} steps at ${ceiling}`);
    assert.ok(steps <= STEPS, `${pattern} at its ceiling ${ceiling}: ${steps} steps`);
  }
  // the same repetitions anchored keep the square ceiling; one repetition unanchored keeps it too
  assert.equal((vo.string("Anchored", { pattern: "^\\d+\\d+x$" }).tryCreate("1".repeat(4096)) as { error: { code: string } }).error.code, vo.PATTERN_MISMATCH);
  assert.equal((vo.string("One", { pattern: "ab\\d+x" }).tryCreate("1".repeat(4096)) as { error: { code: string } }).error.code, vo.PATTERN_MISMATCH);
  t.diagnostic(figures.join("; "));
});
