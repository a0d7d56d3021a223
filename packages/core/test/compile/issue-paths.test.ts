/**
 * What a refusal's path array is, read after read: on both paths, every issue's path is a new
 * array of its own, as writable as the loop's. A caller that prefixes a path in place
 * (`issue.path.unshift("body")`, as Zod does with its own issues) changes that answer only and
 * never throws. (Red team round 4, F1: a root member's path was one frozen array shared by every
 * compiled read; prefixing it threw where the loop's did not.)
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

test("compiled: every path is the issue's own new array, root members' too; changing one changes no other answer", () => {
  const compiled = declare();
  const first = compiled["~standard"].validate(bad);
  const second = compiled["~standard"].validate(bad);
  assert.deepEqual(pathsOf(first), expected);
  assert.deepEqual(pathsOf(second), expected);
  pathsOf(first).forEach((path, i) => {
    assert.notEqual(pathsOf(second)[i], path, `path ${i} is new on each read`);
    assert.ok(!Object.isFrozen(path), `path ${i} is writable`);
  });
  for (const path of pathsOf(first)) {
    path.unshift("body");
    path[1] = "changed";
  }
  assert.deepEqual(pathsOf(compiled["~standard"].validate(bad)), expected);
  assert.deepEqual(pathsOf(second), expected);
  const all = vo.validate(compiled, bad);
  assert.ok(!all.ok);
  assert.deepEqual(all.issues.map((issue) => issue.path), expected);
  const created = compiled.tryCreate(bad);
  assert.deepEqual(created.ok ? [] : [created.error.path, created.error.pointer], [["count"], "/count"]);
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
