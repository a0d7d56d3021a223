/**
 * The slow-pattern warning (a development check) reads a pattern's shape only where it holds a
 * repetition whose count can vary (`*`, `+`, `?`, `{n,}`, `{n,m}`): without one, the shape reading
 * finds nothing to warn about (degree 1, no way to split the text, the ceiling it is given left
 * whole), so a declaration skips it. This holds that premise, on patterns of fixed-count pieces
 * (classes, escapes, groups, alternatives, anchors), and that such a pattern still warns when a
 * quantified group holds a quantifier.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { patternDegree, splitCeiling } from "../../src/rules/pattern-cost.js";
import { MAY_VARY } from "../../src/rules/pattern.js";
import { warningsOf } from "./support/slow-pattern.js";

const atom = fc.constantFrom("a", "-", "\\d", "\\w", "\\.", "\\{", "\\p{L}", "\\u{1F600}", "[A-Z]", "[^,]", "[{}]", "[.$^]", "[0-9a-f]", "é");
const counted = fc.tuple(atom, fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined })).map(([a, n]) => (n === undefined ? a : `${a}{${n}}`));
const piece: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: counted },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(counted, { minLength: 1, maxLength: 4 }), fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }))
      .map(([inner, n]) => `(${inner.join("")})${n === undefined ? "" : `{${n}}`}`),
  },
);
const branch = fc.tuple(fc.boolean(), fc.array(piece, { minLength: 1, maxLength: 8 }), fc.boolean()).map(([start, pieces, end]) => `${start ? "^" : ""}${pieces.join("")}${end ? "$" : ""}`);
const fixed = fc.array(branch, { minLength: 1, maxLength: 3 }).map((branches) => branches.join("|"));

test("a pattern with no repetition whose count can vary: degree 1, and every ceiling left whole", () => {
  fc.assert(
    fc.property(fixed, fc.constantFrom(0, 1, 20, 69, 4096), (source, cap) => {
      new RegExp(source, "u"); // a pattern a declaration takes
      assert.equal(MAY_VARY.test(source), false, source);
      assert.equal(patternDegree(source), 1, source);
      assert.equal(splitCeiling(source, cap), cap, source);
    }),
    { numRuns: 400 },
  );
});

test("the quick screen sends on every pattern whose count can vary, and a nested fixed quantifier still warns", (t) => {
  for (const source of ["a*", "a+", "a?", "a{2,}", "a{2,5}", "(?:a)", "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "^\\d{0,15}\\d{0,15}x$"]) assert.equal(MAY_VARY.test(source), true, source);
  assert.equal(warningsOf(t, () => vo.string("Fixed", { pattern: "^(a{2}){3}$" })).length, 1);
  assert.deepEqual(warningsOf(t, () => vo.string("Code", { pattern: "^[A-Z]{2}[0-9]{3}-7$", maxLength: 20 })), []);
});
