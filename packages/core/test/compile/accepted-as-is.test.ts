/**
 * A compiled reader takes the value of a value object with no rule beyond its JSON type
 * without calling its check; every other input still goes through the check. On edge
 * inputs (-0, NaN, ±Infinity, 2^53, the raw text ceiling, wrong JSON types, null, absent,
 * inherited members), its answers are the loop's.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { UNBOUNDED_TEXT_CEILING } from "../../src/rules/length.js";
import { answers } from "./support/both-paths.js";

const EDGES: unknown[] = [
  0, -0, 1, -1, 0.5, 2 ** 53 - 1, 2 ** 53, -(2 ** 53), 1e308, Number.MAX_VALUE, Number.MIN_VALUE, NaN, Infinity, -Infinity,
  "", "text", "0", "true", "x".repeat(UNBOUNDED_TEXT_CEILING), "x".repeat(UNBOUNDED_TEXT_CEILING + 1),
  true, false, null, undefined, {}, [], [1], { valueOf: () => 1 }, Symbol("s"), 10n,
];

const declare = () =>
  vo.object({
    text: vo.string("Text", { description: "Any text.", examples: ["a"] }),
    number: vo.number("Amount", { checkDescription: "Any number." }),
    integer: vo.integer("Count"),
    flag: vo.boolean("Flag"),
    // with a rule: never taken as is
    bounded: vo.integer("Bounded", { maximum: 10 }),
    named: vo.string("Short", { maxLength: 3 }),
  });

test("members with no rule beyond their type: the compiled reader's answers are the loop's on edge inputs", () => {
  const before = generatedCount();
  const compiled = declare();
  const loop = withoutCodeGeneration(declare);
  let cases = 0;
  for (const edge of EDGES) {
    for (const key of ["text", "number", "integer", "flag", "bounded", "named"]) {
      const input = { text: "a", number: 1, integer: 1, flag: true, bounded: 1, named: "abc", [key]: edge };
      if (edge === undefined) delete input[key];
      assert.deepEqual(answers(compiled, input), answers(loop, input), `${key}: ${String(edge).slice(0, 20)}`);
      cases++;
    }
  }
  // a member Object.prototype holds is not the input's, on either path
  const inherited = Object.create({ text: "inherited", number: 5 });
  Object.assign(inherited, { integer: 1, flag: false, bounded: 2, named: "x" });
  assert.deepEqual(answers(compiled, inherited), answers(loop, inherited));
  const read = vo.validate(compiled, { text: "a", number: -0, integer: -0, flag: false, bounded: -0, named: "" });
  assert.ok(read.ok);
  assert.ok(Object.is(read.value.number, 0) && Object.is(read.value.integer, 0) && Object.is(read.value.bounded, 0), "-0 reads as 0");
  assert.equal(cases, EDGES.length * 6);
  assert.ok(generatedCount() > before, "the compiled side generated its reader");
});

const declareWrapped = () => {
  const Text = vo.string("Text");
  const Amount = vo.number("Amount");
  const Count = vo.integer("Count");
  const Flag = vo.boolean("Flag");
  return {
    object: vo.object({
      text: vo.nullable(Text),
      amount: vo.optional(Amount),
      count: vo.optional(Count, 7),
      flag: vo.optional(Flag, false),
      // a default the rules read (normalize trims it): absent reads as the default as read, not as given
      trimmed: vo.optional(vo.string("Trimmed", { normalize: (t) => t.trim() }), "  padded  "),
      last: Text,
    }),
    array: vo.array(vo.optional(Count, 1)),
    record: vo.record(vo.optional(Flag, true)),
    union: vo.union("Either", [Count, vo.optional(Text, "none")]),
  };
};

test("value objects behind nullable, optional and optional with a default: the compiled reader's answers are the loop's on edge inputs", () => {
  const before = generatedCount();
  const compiled = declareWrapped();
  const loop = withoutCodeGeneration(declareWrapped);
  let cases = 0;
  for (const edge of EDGES) {
    for (const key of ["text", "amount", "count", "flag", "trimmed", "last"]) {
      const input: Record<string, unknown> = { text: "a", amount: 1, count: 1, flag: true, trimmed: " t ", last: "z", [key]: edge };
      if (edge === undefined) delete input[key];
      assert.deepEqual(answers(compiled.object, input), answers(loop.object, input), `${key}: ${String(edge).slice(0, 20)}`);
      cases++;
    }
    // an absent item is a hole; an absent record value, a member set to undefined
    const items = [1, edge, 3];
    if (edge === undefined) delete items[1];
    assert.deepEqual(answers(compiled.array, items), answers(loop.array, items));
    assert.deepEqual(answers(compiled.record, { a: true, b: edge }), answers(loop.record, { a: true, b: edge }));
    assert.deepEqual(answers(compiled.union, edge), answers(loop.union, edge));
    cases += 3;
  }
  const absent = vo.validate(compiled.object, { text: null, last: "z" });
  assert.deepEqual(absent, { ok: true, value: { text: null, count: 7, flag: false, trimmed: "padded", last: "z" } });
  assert.equal(JSON.stringify(absent), JSON.stringify(vo.validate(loop.object, { text: null, last: "z" })), "members in the declared order");
  assert.deepEqual(vo.validate(compiled.union, undefined), { ok: true, value: "none" });
  assert.equal(cases, EDGES.length * 9);
  assert.ok(generatedCount() > before, "the compiled side generated its readers");
});
