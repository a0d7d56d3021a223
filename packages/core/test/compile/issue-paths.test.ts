/**
 * What a refusal's path array is, read after read. A member's refusal at the root of a
 * compiled object has one path array per member, frozen and shared by every read (it is not
 * made again on each refusal): no caller can change it, so no read's answer can change
 * another's. Every deeper path is a new array of its issue's own, on both paths.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";

const declare = () =>
  vo.object({
    count: vo.integer("Count", { minimum: 0 }),
    label: vo.string("Label"),
    inner: vo.object({ flag: vo.boolean("Flag"), note: vo.optional(vo.string("Note"), "none") }),
    items: vo.array(vo.object({ count: vo.integer("Count", { minimum: 0 }) })),
  });

const bad = { count: -1, label: 7, inner: { flag: "yes", note: 1 }, items: [{ count: -2 }] };
const expected = [["count"], ["label"], ["inner", "flag"], ["inner", "note"], ["items", 0, "count"]];

const pathsOf = (result: unknown) => ((result as { issues: { path: (string | number)[] }[] }).issues ?? []).map((issue) => issue.path);

test("a root member's refusal path is frozen and shared by every read; changing a returned path changes no other answer", () => {
  const compiled = declare();
  const first = compiled["~standard"].validate(bad);
  const second = compiled["~standard"].validate(bad);
  assert.deepEqual(pathsOf(first), expected);
  assert.deepEqual(pathsOf(second), expected);
  const [count, label] = pathsOf(first);
  // the one-key paths of root members: one array per member, frozen
  assert.equal(pathsOf(second)[0], count);
  assert.ok(Object.isFrozen(count) && Object.isFrozen(label) && Array.isArray(count));
  assert.throws(() => count.push("more"), TypeError);
  assert.throws(() => {
    count[0] = "changed";
  }, TypeError);
  assert.deepEqual(count, ["count"]);
  // deeper paths are each issue's own, new on every read: changing one changes nothing else
  const nested = pathsOf(first)[2];
  assert.ok(!Object.isFrozen(nested));
  assert.notEqual(pathsOf(second)[2], nested);
  nested.push("changed");
  nested[0] = "changed";
  assert.deepEqual(pathsOf(compiled["~standard"].validate(bad)), expected);
  assert.deepEqual(pathsOf(second), expected);
  const all = vo.validate(compiled, bad);
  assert.ok(!all.ok);
  assert.deepEqual(all.issues.map((issue) => issue.path), expected);
  const created = compiled.tryCreate(bad);
  assert.equal(created.ok ? "" : created.error.path, "/count");
});

test("on the loop, every path is the issue's own new array: changing one changes no other answer", () => {
  const loop = withoutCodeGeneration(declare);
  const first = loop["~standard"].validate(bad);
  const second = loop["~standard"].validate(bad);
  assert.deepEqual(pathsOf(first), expected);
  pathsOf(first).forEach((path, i) => assert.notEqual(pathsOf(second)[i], path));
  for (const path of pathsOf(first)) path.unshift("changed");
  assert.deepEqual(pathsOf(loop["~standard"].validate(bad)), expected);
  assert.deepEqual(pathsOf(second), expected);
});
