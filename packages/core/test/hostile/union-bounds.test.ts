/**
 * A union only needs to know whether an alternative accepts: an alternative that refuses
 * stops at its first refused item, however many more there are, on every face (`tryCreate`,
 * `is`, `vo.validate` with and without `maxIssues`, `~standard.validate`), compiled or looped,
 * wrapped or nested. Counted: the calls of an item's check (a value object's `normalize`, a
 * foreign member's `validate`), never a time.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";

const BAD = 1000;

/** An item that refuses every input and counts the calls of its check: a value object and a foreign member. */
function countedItems() {
  const calls = { count: 0 };
  const Quantity = vo.string("Quantity", { pattern: "^[0-9]+$", normalize: (text: string) => (calls.count++, text) });
  const Foreign = {
    "~standard": {
      version: 1 as const,
      vendor: "counting",
      validate: (_value: unknown) => (calls.count++, { issues: [{ message: "no", path: [] }] }),
      jsonSchema: { input: () => ({ type: "string" }), output: () => ({ type: "string" }) },
    },
  };
  return { calls, items: { valueObject: Quantity, foreign: Foreign } as Record<string, vo.AnySchema> };
}

/** Every face's answer for one input, and the item checks each made. */
function readEveryWay(schema: vo.AnySchema, input: unknown, calls: { count: number }) {
  const own = schema as vo.Schema;
  const faces: Record<string, () => unknown> = {
    tryCreate: () => own.tryCreate(input),
    is: () => own.is(input),
    validate: () => vo.validate(schema, input),
    validateBounded: () => vo.validate(schema, input, { maxIssues: 3 }),
    standard: () => own["~standard"].validate(input),
  };
  const counted: Record<string, { calls: number; answer: unknown }> = {};
  for (const [face, read] of Object.entries(faces)) {
    calls.count = 0;
    const answer = read();
    counted[face] = { calls: calls.count, answer };
  }
  return counted;
}

const bad = (n = BAD) => Array.from({ length: n }, (_, i) => `bad-${i}`);

/** Each shape of union, by name: the schema around an item, the input, the item checks a read may make, and its refusal. */
const shapes: Record<string, { declare: (item: vo.AnySchema) => vo.AnySchema; input: () => unknown; calls: number; code: string; path: readonly (string | number)[]; pointer: string }> = {
  "union of an array and a literal": {
    declare: (item) => vo.union("Items", [vo.array(item), vo.literal("none")]),
    input: () => bad(),
    calls: 1,
    code: vo.NO_MATCH,
    path: [],
    pointer: "",
  },
  "union of a record and a literal": {
    declare: (item) => vo.union("Items", [vo.record(item), vo.literal("none")]),
    input: () => Object.fromEntries(bad().map((v, i) => [`k${i}`, v])),
    calls: 1,
    code: vo.NO_MATCH,
    path: [],
    pointer: "",
  },
  "an array of minItems": {
    declare: (item) => vo.union("Items", [vo.array(item, { minItems: BAD + 1 }), vo.literal("none")]),
    input: () => bad(),
    calls: 0,
    code: vo.NO_MATCH,
    path: [],
    pointer: "",
  },
  "nested unions": {
    declare: (item) => vo.union("Outer", [vo.union("Inner", [vo.array(item), vo.literal(1)]), vo.literal("none")]),
    input: () => bad(),
    calls: 1,
    code: vo.NO_MATCH,
    path: [],
    pointer: "",
  },
  "optional and nullable alternatives": {
    declare: (item) => vo.union("Items", [vo.optional(vo.array(item)), vo.nullable(vo.array(vo.nullable(item))), vo.literal("none")]),
    input: () => bad(),
    calls: 2,
    code: vo.NO_MATCH,
    path: [],
    pointer: "",
  },
  "a discriminated union as an alternative": {
    declare: (item) =>
      vo.union("Items", [
        vo.discriminatedUnion("type", [vo.object({ type: vo.literal("list"), items: vo.array(item) }), vo.object({ type: vo.literal("none") })]),
        vo.literal("none"),
      ]),
    input: () => ({ type: "list", items: bad() }),
    calls: 1,
    code: vo.NO_MATCH,
    path: [],
    pointer: "",
  },
  "an object with an array member as an alternative": {
    declare: (item) => vo.union("Items", [vo.object({ items: vo.array(item), more: vo.array(item) }), vo.literal("none")]),
    input: () => ({ items: bad(), more: bad() }),
    // each member is read (an object's members are as many as it declares), each array stops at its first
    calls: 2,
    code: vo.NO_MATCH,
    path: [],
    pointer: "",
  },
  "a union in an object": {
    declare: (item) => vo.object({ items: vo.union("Items", [vo.array(item), vo.literal("none")]) }),
    input: () => ({ items: bad() }),
    calls: 1,
    code: vo.NO_MATCH,
    path: ["items"],
    pointer: "/items",
  },
};

for (const [shape, { declare, input, calls, code, path, pointer }] of Object.entries(shapes)) {
  for (const path_ of ["compiled", "loop"] as const) {
    test(`${shape} (${path_}): a refusing alternative stops at its first refused item, on every face`, () => {
      for (const itemKind of ["valueObject", "foreign"]) {
        const { calls: counter, items } = countedItems();
        const schema = path_ === "loop" ? withoutCodeGeneration(() => declare(items[itemKind])) : declare(items[itemKind]);
        const counted = readEveryWay(schema, input(), counter);
        for (const [face, { calls: made, answer }] of Object.entries(counted)) {
          assert.ok(made <= calls, `${itemKind} item, ${face}: ${made} item checks (at most ${calls} expected)`);
          if (face === "is") assert.equal(answer, false);
          if (face === "tryCreate") assert.deepEqual(answer, { ok: false, error: { ...(answer as { error: object }).error, code, path, pointer } });
          if (face === "validate" || face === "validateBounded") assert.equal((answer as vo.Validation<unknown>).ok, false);
          if (face === "validate") assert.deepEqual((answer as { issues: vo.Issue[] }).issues.map((i) => i.code), [code]);
        }
      }
    });
  }
}

for (const path_ of ["compiled", "loop"] as const) {
  test(`unions in an array and in a record (${path_}): each item's union stops at its first refused item; every union's refusal is listed`, () => {
    const { calls, items } = countedItems();
    const declare = () => ({
      list: vo.array(vo.union("Items", [vo.array(items.valueObject), vo.literal("none")])),
      map: vo.record(vo.union("Items", [vo.array(items.foreign), vo.literal("none")])),
    });
    const { list, map } = path_ === "loop" ? withoutCodeGeneration(declare) : declare();
    calls.count = 0;
    const listed = vo.validate(list, Array.from({ length: 10 }, () => bad(100)));
    assert.equal(calls.count, 10, "one item check per union");
    assert.equal(listed.ok, false);
    if (!listed.ok) assert.deepEqual(listed.issues.map((i) => [i.code, i.path]), Array.from({ length: 10 }, (_, i) => [vo.NO_MATCH, [i]]));
    calls.count = 0;
    const mapped = vo.validate(map, { a: bad(100), b: bad(100) }, { maxIssues: 1 });
    assert.equal(calls.count, 2, "one item check per union");
    assert.deepEqual(mapped, { ok: false, issues: [{ code: vo.NO_MATCH, message: (mapped as { issues: readonly vo.Issue[] }).issues[0].message, path: ["a"], pointer: "/a" }], omitted: 1 });
  });
}

test("an alternative that accepts still reads every item, and a later alternative answers as before", () => {
  const { calls, items } = countedItems();
  const Text = vo.string("Text");
  const Items = vo.union("Items", [vo.array(items.valueObject), vo.array(Text)]);
  calls.count = 0;
  assert.deepEqual(Items.tryCreate(bad(5)), { ok: true, value: bad(5) });
  assert.equal(calls.count, 1, "the first alternative stopped at its first refused item");
  const Numbers = vo.union("Numbers", [vo.array(vo.integer("N")), vo.literal("none")]);
  assert.deepEqual(Numbers.tryCreate([1, 2, 3]), { ok: true, value: [1, 2, 3] });
});

for (const path_ of ["compiled", "loop"] as const) {
  test(`tryCreate and create need the first refusal only: a plain array or record stops there; vo.validate and ~standard.validate still list every one (${path_})`, () => {
    for (const itemKind of ["valueObject", "foreign"]) {
      const { calls, items } = countedItems();
      const declare = () => ({ list: vo.array(items[itemKind]), map: vo.object({ ok: vo.string("Ok"), map: vo.record(items[itemKind]) }) });
      const { list, map } = path_ === "loop" ? withoutCodeGeneration(declare) : declare();
      const inputs = { list: bad(), map: { ok: "x", map: Object.fromEntries(bad().map((v, i) => [`k${i}`, v])) } };
      for (const [name, schema] of [["list", list], ["map", map]] as const) {
        const input = inputs[name];
        calls.count = 0;
        const all = vo.validate(schema, input);
        assert.equal(calls.count, BAD, `${itemKind} ${name}: vo.validate reads every item`);
        assert.equal(all.ok ? 0 : all.issues.length, BAD);
        calls.count = 0;
        const standard = (schema as vo.Schema)["~standard"].validate(input) as { issues?: readonly unknown[] };
        assert.equal(standard.issues?.length, BAD, `${itemKind} ${name}: ~standard.validate lists every issue`);
        calls.count = 0;
        const first = (schema as vo.Schema).tryCreate(input);
        assert.equal(calls.count, 1, `${itemKind} ${name}: tryCreate stopped at the first refused item`);
        assert.ok(!first.ok && !all.ok);
        if (!first.ok && !all.ok) {
          assert.equal(first.error.code, all.issues[0].code);
          assert.equal(first.error.message, all.issues[0].message);
          assert.deepEqual([first.error.path, first.error.pointer], name === "list" ? [[0], "/0"] : [["map", "k0"], "/map/k0"]);
        }
        calls.count = 0;
        assert.throws(() => (schema as vo.Schema).create(input), vo.ValueObjectError);
        assert.equal(calls.count, 1, `${itemKind} ${name}: create stopped at the first refused item`);
      }
    }
  });
}
