// An optional position before a required one, absent (a hole, or undefined in an array a program
// made): the value holds it as its own `undefined`, on the compiled reader and on the loop alike,
// with or without `rest` — never a gap, which reads whatever Array.prototype holds at that index
// (red-team round 8 #3: the loop left a gap where the compiled reader set undefined).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../src/compile/code-generation.js";

const S = vo.string("S");
const declarations: Record<string, () => unknown> = {
  closed: () => vo.tuple([S, vo.optional(S), S]),
  withRest: () => vo.tuple([S, vo.optional(S), S], { rest: S }),
  trailing: () => vo.tuple([S, vo.optional(S)]),
};

// eslint-disable-next-line no-sparse-arrays
const inputs: unknown[][] = [["a", , "c"], ["a", undefined, "c"], ["a", , "c", "d"], ["a"], ["a", "b"]];

test("an absent optional position before a required one is the value's own undefined on both paths; past the last required one it is left out", () => {
  for (const [name, declare] of Object.entries(declarations)) {
    const compiled = declare() as vo.Schema<any, any>;
    const loop = withoutCodeGeneration(declare) as vo.Schema<any, any>;
    for (const input of inputs) {
      const [a, b] = [compiled.tryCreate(input), loop.tryCreate(input)];
      assert.deepEqual(b, a, `${name} ${JSON.stringify(input)}`);
      if (a.ok) {
        const value = a.value as unknown[];
        assert.equal(Object.keys(b.ok ? (b.value as object) : {}).join(), Object.keys(value).join(), `${name} ${JSON.stringify(input)}: own indexes`);
        if (name !== "trailing" && input.length >= 3) assert.ok(Object.hasOwn(value, 1) && Object.hasOwn((b as { value: unknown[] }).value, 1), `${name}: index 1 is own`);
      }
    }
  }
});
