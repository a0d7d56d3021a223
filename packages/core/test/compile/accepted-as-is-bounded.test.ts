/**
 * A compiled reader takes the value of a number or integer with bounds, and of a string with
 * length bounds, without calling its check where the bounds plainly hold; every other input
 * goes through the check. On the bounds and around them (exclusive ones, -0, a string of
 * surrogate pairs whose code points are half its length, the raw text ceiling), its answers are
 * the loop's, in an object, a tuple, a list and a record, and its values are the same.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { answers } from "./support/both-paths.js";

const PAIR = "😀";

const NUMBERS: unknown[] = [
  -0, 0, 1, -1, 0.5, -0.5, 2, 2.5, 3, -3, 5, 9.999, 10, 10.001, 11, -10, -10.5, 100, 2 ** 53 - 1, 2 ** 53, -(2 ** 53),
  Number.MIN_VALUE, -Number.MIN_VALUE, NaN, Infinity, -Infinity, "5", "", null, undefined, true, [5], {}, 5n,
];
const TEXTS: unknown[] = [
  "", "a", "ab", "abc", "abcd", "abcde", "abcdef", PAIR, PAIR.repeat(2), PAIR.repeat(3), `a${PAIR}`, `ab${PAIR}`, PAIR.repeat(4), "\ud800", "\ud800\ud800",
  " a ", " abcd ", "x".repeat(2 ** 20), "x".repeat(2 ** 20 + 1), 0, null, undefined, true, ["a"], {},
];

const declare = () => {
  const members = {
    between: vo.number("Between", { minimum: -10, maximum: 10, description: "Bounded." }),
    exclusive: vo.number("Exclusive", { exclusiveMinimum: 2, exclusiveMaximum: 10, messages: { exclusiveMinimum: "Above {exclusiveMinimum}." } }),
    below: vo.number("Below", { maximum: 2.5 }),
    positive: vo.integer("Positive", { minimum: 1 }),
    stock: vo.integer("Stock", { minimum: 0, maximum: 1000, format: "int32" }),
    fraction: vo.number("Fraction", { minimum: -0.5, exclusiveMaximum: 0.5 }),
    zeroUp: vo.number("ZeroUp", { minimum: 0 }),
    label: vo.string("Label", { minLength: 1, maxLength: 5 }),
    short: vo.string("Short", { maxLength: 3 }),
    long: vo.string("Long", { minLength: 3 }),
    none: vo.string("None", { minLength: 0 }),
    // bounds beside a rule that is not one: the check decides every input
    step: vo.number("Step", { minimum: 0, multipleOf: 0.5 }),
    code: vo.string("Code", { maxLength: 5, pattern: "^a" }),
    trimmed: vo.string("Trimmed", { maxLength: 3, normalize: (text) => text.trim() }),
  };
  return {
    members,
    object: vo.object(members),
    tuple: vo.tuple([members.between, members.label, vo.optional(members.stock), vo.nullable(members.short), vo.optional(members.positive, 3)]),
    list: vo.array(members.exclusive),
    record: vo.record(members.long),
  };
};

const VALID = { between: 1, exclusive: 3, below: 1, positive: 1, stock: 1, fraction: 0.25, zeroUp: 1, label: "a", short: "a", long: "abc", none: "", step: 1, code: "a", trimmed: "a" };

test("bounded numbers and texts: the compiled reader's answers are the loop's on and around their bounds", () => {
  const before = generatedCount();
  const compiled = declare();
  const loop = withoutCodeGeneration(declare);
  let cases = 0;
  for (const key of Object.keys(VALID) as (keyof typeof VALID)[]) {
    const number = typeof VALID[key] === "number";
    for (const edge of number ? NUMBERS : TEXTS) {
      const input: Record<string, unknown> = { ...VALID, [key]: edge };
      if (edge === undefined) delete input[key];
      const at = `${key}: ${typeof edge === "string" ? edge.slice(0, 8) : String(edge)}`;
      assert.deepEqual(answers(compiled.object, input), answers(loop.object, input), at);
      // the value object's own answer: the compiled reader's value is the check's, -0 read as 0
      const own = compiled.members[key].tryCreate(edge);
      const read = vo.validate(compiled.object, input);
      assert.equal(read.ok, own.ok, at);
      if (read.ok && own.ok) assert.ok(Object.is(read.value[key], own.value), at);
      cases++;
    }
  }
  for (const edge of NUMBERS) {
    for (const input of [[edge, "ab", edge, "abc", edge], [1, "ab", undefined, edge === undefined ? null : edge]]) {
      assert.deepEqual(answers(compiled.tuple, input), answers(loop.tuple, input), `tuple: ${String(edge)}`);
    }
    assert.deepEqual(answers(compiled.list, [3, edge, 9.5]), answers(loop.list, [3, edge, 9.5]), `list: ${String(edge)}`);
    cases += 3;
  }
  for (const edge of TEXTS) {
    const tuple = [0, edge, 0, edge];
    assert.deepEqual(answers(compiled.tuple, tuple), answers(loop.tuple, tuple), `tuple: ${String(edge).slice(0, 8)}`);
    assert.deepEqual(answers(compiled.record, { a: "abc", b: edge }), answers(loop.record, { a: "abc", b: edge }), `record: ${String(edge).slice(0, 8)}`);
    cases += 2;
  }
  const zero = vo.validate(compiled.object, { ...VALID, between: -0, stock: -0, zeroUp: -0, fraction: -0 });
  assert.ok(zero.ok && [zero.value.between, zero.value.stock, zero.value.zeroUp, zero.value.fraction].every((n) => Object.is(n, 0)), "-0 reads as 0");
  assert.equal(cases, Object.values(VALID).filter((v) => typeof v === "number").length * NUMBERS.length + Object.values(VALID).filter((v) => typeof v === "string").length * TEXTS.length + NUMBERS.length * 3 + TEXTS.length * 2);
  assert.ok(generatedCount() > before, "the compiled side generated its readers");
});
