/**
 * ignoreCase has one relation, for the declaration check, the read, a discriminated union's pick and
 * the standard schema's pattern: a code point may be sent as its case partner, the one it lowers to
 * when that one raises back to it (or the reverse). The Kelvin sign lowers to "k", but "k" raises to
 * "K": they are not each other's case, so ["k", "\u212A"] is no value declared twice, and each
 * reads only as itself (red-team round 9: the declaration refused them as one while reads told them apart).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";

const read = (schema: vo.AnySchema, input: unknown) => {
  const result = vo.validate(schema, input);
  return result.ok ? result.value : result.issues.map((i) => `${i.code} ${i.pointer}`).join();
};
// code points whose case is a trap: the Kelvin and Ångström signs, final sigma, dotless and dotted i,
// long s, micro sign, a titlecase digraph, capital sharp s
const TRAPS = ["k", "K", "\u212A", "å", "Å", "\u212B", "Σ", "σ", "ς", "ı", "I", "i", "İ", "ſ", "s", "S", "µ", "Μ", "μ", "ǅ", "ǆ", "Ǆ", "ß", "ẞ", "a"];

test("['k', '\\u212A'] with ignoreCase: declared as two values, each read as itself, 'K' as 'k'; the pattern agrees", () => {
  const Unit = vo.oneOf("Unit", ["k", "\u212A"], { ignoreCase: true });
  assert.deepEqual(["k", "K", "\u212A", "x"].map((t) => read(Unit, t)), ["k", "k", "\u212A", "value_object.not_allowed "]);
  const pattern = makeAjv("draft-2020-12").compile(vo.toJsonSchema(Unit));
  assert.deepEqual(["k", "K", "\u212A", "x"].map((t) => pattern(t)), [true, true, true, false]);
  const Kelvin = vo.oneOf("Kelvin", ["\u212A"], { ignoreCase: true });
  assert.deepEqual(["\u212A", "k", "K"].map((t) => read(Kelvin, t)), ["\u212A", "value_object.not_allowed ", "value_object.not_allowed "]);
  assert.equal(read(vo.oneOf("Small", ["k"], { ignoreCase: true }), "\u212A"), "value_object.not_allowed ");
});

test("for every two trap code points: declared together is refused as a value twice exactly when one reads as the other", () => {
  let pairs = 0;
  let twice = 0;
  for (const a of TRAPS) {
    for (const b of TRAPS) {
      if (a === b) continue;
      const readsAsA = read(vo.oneOf("A", [a], { ignoreCase: true }), b) === a;
      const readsAsB = read(vo.oneOf("B", [b], { ignoreCase: true }), a) === b;
      const pair = `${a} (U+${a.codePointAt(0)!.toString(16)}) ${b} (U+${b.codePointAt(0)!.toString(16)})`;
      assert.equal(readsAsA, readsAsB, `${pair}: one reads as the other only if the other reads as the one`);
      let refused = false;
      try {
        vo.oneOf("Both", [a, b], { ignoreCase: true });
      } catch (error) {
        assert.ok(error instanceof vo.ValueObjectDefinitionError);
        assert.match(error.message, /twice \(ignoring case\)/);
        refused = true;
      }
      assert.equal(refused, readsAsA, pair);
      pairs++;
      if (refused) twice++;
    }
  }
  assert.equal(pairs, TRAPS.length * (TRAPS.length - 1));
  // k/K, å/Å, Σ/σ, I/i, s/S, Μ/μ, ǆ/Ǆ: 7 pairs, each both ways
  assert.equal(twice, 14);
});

test("a discriminated union picks by the same relation: keys 'k' and '\\u212A' are two, and a key no alternative reads is the union's own refusal", () => {
  const alt = (key: string) => vo.object({ unit: vo.oneOf("Unit", [key], { ignoreCase: true }), n: vo.integer("N") });
  const Both = vo.discriminatedUnion("unit", [alt("k"), alt("\u212A")]);
  assert.deepEqual(read(Both, { unit: "K", n: 1 }), { unit: "k", n: 1 });
  assert.deepEqual(read(Both, { unit: "\u212A", n: 1 }), { unit: "\u212A", n: 1 });
  const Small = vo.discriminatedUnion("unit", [alt("k"), alt("m")]);
  const refused = vo.validate(Small, { unit: "\u212A", n: 1 });
  const unknown = vo.validate(Small, { unit: "q", n: 1 });
  assert.equal(refused.ok, false);
  assert.deepEqual(refused, unknown);
});
