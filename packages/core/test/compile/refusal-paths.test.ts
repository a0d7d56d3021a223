/**
 * The bad path's cost, counted: a refusal deep in a composite reaches the top with its
 * whole path (keys and indexes, outermost first) without a single call to
 * `Array.prototype.unshift` (a call into the engine's runtime, a fifth of the time of a
 * read with six refusals), on the compiled path and on the loop alike.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";

const declare = () => {
  const Count = vo.integer("Count", { minimum: 0 });
  const Item = vo.object({ count: Count, label: vo.optional(vo.string("Label", { maxLength: 3 })) });
  const Action = vo.discriminatedUnion("type", [vo.object({ type: vo.literal("add"), items: vo.array(Item) }), vo.object({ type: vo.literal("drop"), count: Count })]);
  return vo.object({ top: Count, by: vo.record(vo.array(Action)), either: vo.union("Either", [Count, Item]) });
};

const input = {
  top: -1,
  by: { north: [{ type: "add", items: [{ count: 1 }, { count: -2, label: "long" }] }, { type: "drop", count: -3 }, { type: "move" }], south: "x" },
  either: { count: "many" },
};
const expected = [
  ["top"],
  ["by", "north", 0, "items", 1, "count"],
  ["by", "north", 0, "items", 1, "label"],
  ["by", "north", 1, "count"],
  ["by", "north", 2, "type"],
  ["by", "south"],
  ["either"],
];

test("nested refusals keep their paths, outermost first, and no path is prefixed with Array.prototype.unshift", () => {
  const unshift = Array.prototype.unshift;
  let calls = 0;
  for (const schema of [declare(), withoutCodeGeneration(declare)]) {
    const standard = schema["~standard"];
    standard.validate(input); // the first read compiles
    Array.prototype.unshift = function (this: unknown[], ...items: unknown[]) {
      calls++;
      return unshift.apply(this, items);
    };
    let result;
    try {
      result = standard.validate(input);
    } finally {
      Array.prototype.unshift = unshift;
    }
    assert.ok("issues" in result && result.issues !== undefined);
    assert.deepEqual(result.issues.map((issue) => issue.path), expected);
    const all = vo.validate(schema, input);
    assert.ok(!all.ok);
    assert.deepEqual(vo.validate(schema, input, { maxIssues: 3 }), { ok: false, issues: all.issues.slice(0, 3), omitted: expected.length - 3 });
  }
  assert.equal(calls, 0, "unshift calls");
});
