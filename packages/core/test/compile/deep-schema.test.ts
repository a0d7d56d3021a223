/**
 * A schema nested deeper than the stack can compile in one go still answers at its first read:
 * the levels the stack cannot compile keep their loops (red-team finding: a 1,700-level object
 * threw RangeError at the first read, where the loop answered), with the loop's answers.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";

const nested = (depth: number, wrap: (inner: vo.AnySchema) => vo.AnySchema): vo.Schema<unknown> => {
  let schema: vo.AnySchema = vo.integer("Leaf", { maximum: 5 });
  for (let i = 0; i < depth; i++) schema = wrap(schema);
  return schema as vo.Schema<unknown>;
};

const inputOf = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

for (const [kind, wrapSchema, wrapInput] of [
  ["objects", (s: vo.AnySchema) => vo.object({ a: s }), (v: unknown) => ({ a: v })],
  ["discriminated unions", (s: vo.AnySchema) => vo.discriminatedUnion("t", [vo.object({ t: vo.literal("x"), a: s })]), (v: unknown) => ({ t: "x", a: v })],
] as const) {
  test(`${kind} nested 3,000 deep: the first read answers, as the loop does`, () => {
    const depth = 3_000;
    const compiled = nested(depth, wrapSchema);
    const loop = withoutCodeGeneration(() => nested(depth, wrapSchema));
    for (const input of [null, "x", {}, inputOf(40, 3, wrapInput), inputOf(40, 50, wrapInput)]) {
      assert.deepEqual(compiled.tryCreate(input), loop.tryCreate(input));
    }
  });
}

test("a union whose first alternative is a union, 6,000 deep: no read throws, on both paths (red-team finding)", () => {
  // each level hands the same input to the level below first: the stack runs out before any answer,
  // and the read says it cannot check the value (not_parsable), as a refusal
  const declare = () => nested(6_000, (s) => vo.union("U", [s, vo.literal("z")]));
  for (const schema of [declare(), withoutCodeGeneration(declare)]) {
    for (const input of [null, "z", [], {}, 3]) {
      const result = schema.tryCreate(input);
      assert.deepEqual(result, { ok: false, error: { code: vo.NOT_PARSABLE, message: "The value cannot be checked.", path: [], pointer: "" } });
      assert.deepEqual(vo.validate(schema, input), { ok: false, issues: [{ code: vo.NOT_PARSABLE, message: "The value cannot be checked.", path: [], pointer: "" }] });
      const standard = schema["~standard"].validate(input) as { issues?: unknown[] };
      assert.equal(standard.issues?.length, 1);
      assert.equal(schema.is(input), false);
    }
  }
});

test("with maxIssues, a read that runs out of stack after other refusals says one issue, and counts none omitted", () => {
  // the refusals before it are dropped with the read: `omitted` counts issues past the one it gives, and there are none
  const declare = () => vo.object({ a: vo.integer("A"), b: vo.integer("B"), deep: nested(6_000, (s) => vo.union("U", [s, vo.literal("z")])) });
  for (const schema of [declare(), withoutCodeGeneration(declare)]) {
    const result = vo.validate(schema, { a: "x", b: "x", deep: 3 }, { maxIssues: 1 });
    assert.deepEqual(result, { ok: false, issues: [{ code: vo.NOT_PARSABLE, message: "The value cannot be checked.", path: [], pointer: "" }], omitted: 0 });
  }
});
