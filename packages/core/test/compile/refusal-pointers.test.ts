/**
 * A compiled object writes each member's pointer once, when it compiles, and a refused member's
 * issue carries it up (prefixed by each compiled object around it); anywhere else the pointer is
 * written from the path at the read's end. Both give the exact RFC 6901 pointer of the path, the
 * loop's, for every key (`~`, `/`, quotes, line breaks, `__proto__`, long keys) at every depth, and
 * changing an answer's path changes no later answer.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { exactPointer } from "../../src/refusal/json-pointer.js";

const LONG = "k/".repeat(80);
const KEYS = ["plain", "a/b", "~", "~1/~0", 'q"\n\u2028', "__proto__", LONG, "é😀", ""];

const declare = () => {
  const Count = vo.integer("Count", { minimum: 0 });
  const shape: Record<string, vo.Schema> = {};
  // each key a direct member (its check called in the reader), a wrapped one and an object
  // (defined, not assigned: `shape["__proto__"] = …` would set its prototype)
  for (const key of KEYS) Object.defineProperty(shape, key, { value: vo.object({ [key]: Count, [`${key}?`]: vo.optional(Count), inner: vo.object({ [key]: vo.nullable(Count) }) }), enumerable: true });
  return vo.object({
    ...shape,
    list: vo.array(vo.object({ [KEYS[1]]: Count })),
    byKey: vo.record(vo.object({ [KEYS[2]]: Count })),
    pair: vo.tuple([Count, vo.object({ [KEYS[3]]: Count })]),
    either: vo.union("Either", [Count, vo.object({ n: Count })]),
    root: Count,
  });
};

const bad = (): Record<string, unknown> => {
  const input: Record<string, unknown> = {};
  for (const key of KEYS) Object.defineProperty(input, key, { value: { [key]: -1, [`${key}?`]: "x", inner: { [key]: "y" } }, enumerable: true, writable: true, configurable: true });
  // `{ [key]: … }` with "__proto__" as a computed key is a member: the input holds it as data
  return { ...input, list: [{ [KEYS[1]]: 1 }, { [KEYS[1]]: -1 }], byKey: { "x/y": { [KEYS[2]]: -1 } }, pair: [-1, { [KEYS[3]]: -1 }], either: { n: -1 }, root: -1 };
};

const places = (result: unknown) => ((result as { issues?: { path: (string | number)[]; pointer: string }[] }).issues ?? []).map((issue) => [issue.path, issue.pointer]);

test("compiled and loop give every issue the pointer of its path, for every key at every depth", () => {
  const compiled = declare();
  const loop = withoutCodeGeneration(declare);
  const input = bad();
  const found = places(compiled["~standard"].validate(input));
  // 3 issues per key, then the list's, the record's, the tuple's two, the union's and the root's
assert.equal(found.length, KEYS.length * 3 + 6);
  for (const [path, pointer] of found) assert.equal(pointer, exactPointer(path as (string | number)[]), `pointer of ${JSON.stringify(path)}`);
  assert.ok(found.some(([, pointer]) => pointer === "/a~1b/inner/a~1b"));
  assert.ok(found.some(([, pointer]) => pointer === "/~01~1~00/inner/~01~1~00"));
  assert.ok(found.some(([, pointer]) => pointer === "/byKey/x~1y/~0"));
  assert.deepEqual(found, places(loop["~standard"].validate(input)));
  // the same through vo.validate, with a bound, and through tryCreate
  const all = vo.validate(compiled, input);
  assert.ok(!all.ok);
  assert.deepEqual(all.issues.map((issue) => [issue.path, issue.pointer]), found);
  assert.deepEqual(vo.validate(compiled, input, { maxIssues: 4 }), { ok: false, issues: all.issues.slice(0, 4), omitted: found.length - 4 });
  const created = compiled.tryCreate(input);
  assert.deepEqual(created.ok ? undefined : [created.error.path, created.error.pointer], found[0]);
});

test("changing an answer's paths changes no later pointer, compiled or loop", () => {
  for (const schema of [declare(), withoutCodeGeneration(declare)]) {
    const input = bad();
    const first = schema["~standard"].validate(input) as unknown as { issues: { path: (string | number)[]; pointer: string }[] };
    const expected = places(first).map(([path, pointer]) => [[...(path as (string | number)[])], pointer]);
    for (const issue of first.issues) {
      issue.path.unshift("body");
      issue.path[1] = "changed";
    }
    assert.deepEqual(places(schema["~standard"].validate(input)), expected);
  }
});

test("a compiled object's refused members write no pointer from their paths: no key of theirs is read again", () => {
  const Params = vo.object({
    number: vo.number("Number"),
    "a/b": vo.string("Text"),
    nested: vo.object({ "~": vo.boolean("Flag"), count: vo.integer("Count", { minimum: 0 }) }),
  });
  const input = { number: "1", "a/b": 2, nested: { "~": 0, count: -1 } };
  const expected = [["/number", "/a~1b", "/nested/~0", "/nested/count"]];
  const pointers = () => [(Params["~standard"].validate(input) as { issues: vo.Issue[] }).issues.map((issue) => issue.pointer)];
  assert.deepEqual(pointers(), expected); // the first read compiles
  // a pointer written from a path tests each key for `~` and `/` (RegExp.prototype.test); one written
  // when the reader compiled is only joined to its parents'
  const testKey = RegExp.prototype.test;
  let calls = 0;
  RegExp.prototype.test = function (this: RegExp, text: string) {
    calls++;
    return testKey.call(this, text);
  };
  let read;
  try {
    read = pointers();
  } finally {
    RegExp.prototype.test = testKey;
  }
  assert.deepEqual(read, expected);
  assert.equal(calls, 0, "keys tested");
});
