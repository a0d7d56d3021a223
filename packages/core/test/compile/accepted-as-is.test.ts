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
