/**
 * Red-team round 10, finding 4: a backreference was read as one character, so `^(\d+)\d*\1x$`
 * (each way to share a run between the group and `\d*` compares the group's text again: a cube)
 * kept the square's 4,096 ceiling and took 2.3 s a call, with no warning. A backreference now
 * counts as one more repetition that can take a run of text: 256 for these, and a warning.
 * Counted, never timed: the characters handed to the pattern, to the power the shape allows.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { assertHandedOnce, warningsOf } from "./support/slow-pattern.js";

const STEPS = 2 ** 24;

const SHAPES: readonly { pattern: string; power: number; worst: (n: number) => string }[] = [
  { pattern: "^(\\d+)\\d*\\1x$", power: 3, worst: (n) => "1".repeat(n) },
  { pattern: "^(\\d+)\\d+\\1x$", power: 3, worst: (n) => "1".repeat(n) },
  { pattern: "^(?<run>\\d+)\\d*\\k<run>x$", power: 3, worst: (n) => "1".repeat(n) },
  { pattern: "^(.*)\\1\\1x$", power: 3, worst: (n) => "1".repeat(n) },
  { pattern: "^(\\d+)\\1x$", power: 2, worst: (n) => "1".repeat(n) },
];

const ceilingFor = (power: number) => (power <= 2 ? 4096 : Math.floor(2 ** (24 / power)));

test("a backreference to a group that takes a run of text warns at declaration, naming the value object and what helps", (t) => {
  for (const { pattern } of SHAPES) {
    const [warning, ...more] = warningsOf(t, () => vo.string("Ref", { pattern }));
    assert.equal(more.length, 0, pattern);
    assert.ok(warning !== undefined, `${pattern} declared without a warning`);
    assert.match(warning, /^Value object Ref: the pattern /, pattern);
    assert.ok(warning.includes(pattern), pattern);
    assert.match(warning, /backreference/, pattern);
    assert.match(warning, /maxLength/, pattern);
  }
  // a backreference to one character compares one character: nothing to warn about
  assert.deepEqual(warningsOf(t, () => vo.string("Pair", { pattern: "^(\\d)-\\1$" })), []);
});

test("without maxLength, the ceiling counts the backreference as a repetition; the worst text there costs at most 2^24 steps (counted)", (t) => {
  t.mock.method(process, "emitWarning", () => undefined);
  const figures: string[] = [];
  for (const { pattern, power, worst } of SHAPES) {
    const ceiling = ceilingFor(power);
    const Ref = vo.string("Ref", { pattern });
    assert.deepEqual(Ref.tryCreate("1".repeat(ceiling + 1)), { ok: false, error: { code: vo.TOO_LONG, message: `The value is not a valid Ref: The value must be at most ${ceiling} characters long.`, path: [], pointer: "" } }, pattern);
    const text = worst(ceiling);
    // one run of the pattern on the text once: its steps are at most the text's length to the power
    assertHandedOnce(Ref, text, pattern);
    const steps = text.length ** power;
    figures.push(`${pattern}: ${text.length} characters, at most ${steps} steps`);
    assert.ok(steps <= STEPS, `${pattern} at its ceiling: ${steps} steps`);
  }
  // a backreference to one character keeps 4,096, and a match is still found
  const Pair = vo.string("Pair", { pattern: "^(\\d)-\\1$" });
  assert.equal((Pair.tryCreate("1".repeat(4097)) as { error: { message: string } }).error.message.includes("4096"), true);
  assert.equal(Pair.tryCreate("7-7").ok, true);
  assert.equal(vo.string("Ref", { pattern: SHAPES[0]!.pattern }).tryCreate("12312x").ok, true);
  t.diagnostic(figures.join("; "));
});
