/**
 * Issue 8, point 9: patterns whose time grows as a polynomial of the text they fail on
 * (an unanchored search opening with a repetition, repetitions in a row that trade
 * characters) warn at declaration, with the code ADCODICEM_SLOW_PATTERN and what helps;
 * and without `maxLength` a pattern never sees more than the ceiling its shape allows
 * (4,096 code units; 2^(24/k) for a shape of power k ≥ 3: 256 for a cubic one), so even
 * the worst text the library lets through is cheap. Work is compared with a baseline
 * read in the same test (1 MiB through a linear pattern), never with seconds.
 */
import assert from "node:assert/strict";
import { type TestContext, test } from "node:test";
import * as vo from "@adcodicem/value-objects";

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

/** Declares a value object with `pattern` and returns the slow-pattern warnings it emitted. */
function warningsOf(t: TestContext, declare: () => unknown): string[] {
  const seen: string[] = [];
  const spy = t.mock.method(process, "emitWarning", (warning: string, options?: { code?: string }) => {
    if (options?.code === "ADCODICEM_SLOW_PATTERN") seen.push(warning);
  });
  try {
    declare();
  } finally {
    spy.mock.restore();
  }
  return seen;
}

function best(call: () => unknown, runs = 3): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    call();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
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

test("the worst text each polynomial pattern is let see costs at most 256 reads of 1 MiB through a linear pattern", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  // with maxLength the pattern reads the whole mebibyte: the baseline of linear work
  const Linear = vo.string("Linear", { pattern: "^[a-z]+$", maxLength: 1 << 20 });
  const mib = "a".repeat((1 << 20) - 1) + "!";
  const baseline = best(() => Linear.tryCreate(mib));
  const figures: string[] = [];
  for (const { pattern, degree, worst } of POLYNOMIAL) {
    const Contact = vo.string("Contact", { pattern });
    const text = worst(ceilingFor(degree));
    assert.equal(Contact.tryCreate(text).ok, false, pattern);
    const ms = best(() => Contact.tryCreate(text));
    figures.push(`${pattern}: ${ms.toFixed(1)} ms`);
    // about 16 million backtracking steps at most, against a linear scan of a million characters (measured 15 to 65 times)
    assert.ok(ms <= 256 * baseline, `${pattern} at its ceiling: ${ms.toFixed(1)} ms; 1 MiB through a linear pattern: ${baseline.toFixed(1)} ms`);
  }
  t.diagnostic(`1 MiB through ^[a-z]+$: ${baseline.toFixed(1)} ms; at each ceiling: ${figures.join("; ")}`);
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
  const Linear = vo.string("Linear", { pattern: "^[a-z]+$", maxLength: 1 << 20 });
  const baseline = best(() => Linear.tryCreate("a".repeat((1 << 20) - 1) + "!"));
  const figures: string[] = [];
  for (const { pattern, power } of hidden) {
    const ceiling = Math.floor(2 ** (24 / power));
    const Digits = vo.string("Digits", { pattern });
    assert.deepEqual(Digits.tryCreate("1".repeat(ceiling + 1)), { ok: false, error: { code: vo.TOO_LONG, message: `The value is not a valid Digits: The value must be at most ${ceiling} characters long.`, path: [], pointer: "" } }, pattern);
    const worst = "1".repeat(ceiling);
    assert.equal(Digits.tryCreate(worst).ok, false, pattern);
    const ms = best(() => Digits.tryCreate(worst));
    figures.push(`${pattern}: ${ms.toFixed(1)} ms at ${ceiling}`);
    assert.ok(ms <= 256 * baseline, `${pattern} at its ceiling ${ceiling}: ${ms.toFixed(1)} ms; 1 MiB through a linear pattern: ${baseline.toFixed(1)} ms`);
  }
  // a pattern with one repetition keeps 4,096, and maxLength still decides where it is given
  assert.equal(vo.string("One", { pattern: "^(?:ab)+$" }).tryCreate("ab".repeat(2048)).ok, true);
  assert.equal(vo.string("Given", { pattern: "^(\\d+)(\\d+)(\\d+)x$", maxLength: 300 }).tryCreate("1".repeat(299) + "x").ok, true);
  t.diagnostic(`1 MiB through ^[a-z]+$: ${baseline.toFixed(1)} ms; ${figures.join("; ")}`);
});
