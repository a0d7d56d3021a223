// A tuple with no positions (red-team round 6, #05): `vo.tuple([])` is the empty list and
// `vo.tuple([], { rest })` a list of `rest`, but JSON Schema forbids an empty `prefixItems`, an
// empty `items` list and an empty `anyOf`. Each is written as the plain list it is (`maxItems: 0`;
// `items: rest`), on every target and profile, and Ajv compiles it and agrees with the rules.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { type Draft, makeAjv } from "./support/ajv.js";

const Quantity = vo.integer("Quantity", { minimum: 1 });
const Empty = vo.tuple([]);
const RestOnly = vo.tuple([], { rest: Quantity });
const Holder = vo.object({ empty: Empty, rest: RestOnly, maybe: vo.optional(vo.tuple([], { rest: vo.tuple([]) })) });

/** Every array in the document that JSON Schema requires to be non-empty, by its place. */
function emptyLists(node: unknown, at = ""): string[] {
  if (node === null || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap((n, i) => emptyLists(n, `${at}/${i}`));
  const found: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (["prefixItems", "items", "anyOf", "oneOf", "allOf", "enum"].includes(key) && Array.isArray(value) && value.length === 0) found.push(`${at}/${key}`);
    found.push(...emptyLists(value, `${at}/${key}`));
  }
  return found;
}

const VALUES: readonly [vo.Schema<any, any>, readonly unknown[], readonly unknown[]][] = [
  [Empty, [[]], [[1], [null]]],
  [RestOnly, [[], [1, 2, 3]], [[0], [1, "a"], "x"]],
  [Holder, [{ empty: [], rest: [1], maybe: [[], []] }], [{ empty: [1], rest: [] }, { empty: [], rest: [0] }, { empty: [], rest: [], maybe: [[1]] }]],
];

for (const draft of ["draft-2020-12", "draft-07"] as Draft[]) {
  for (const profile of ["standard", "languageModel"] as const) {
    test(`${draft}, ${profile}: an empty tuple, with or without a rest, is a valid schema Ajv (strict) compiles and agrees with`, () => {
      const ajv = makeAjv(draft);
      for (const [schema, accepted, refused] of VALUES) {
        const written = vo.toJsonSchema(schema, { profile, target: draft });
        assert.deepEqual(emptyLists(written), [], JSON.stringify(written));
        const check = ajv.compile(written);
        for (const value of accepted) {
          assert.equal(schema.is(value), true, JSON.stringify(value));
          assert.equal(check(value), true, `${JSON.stringify(value)} in ${JSON.stringify(written)}`);
        }
        for (const value of refused) {
          assert.equal(schema.is(value), false, JSON.stringify(value));
          assert.equal(check(value), false, `${JSON.stringify(value)} in ${JSON.stringify(written)}`);
        }
      }
    });
  }
}

test("the forms written: the empty list as maxItems 0, a rest-only tuple as the list of its rest (every target)", () => {
  for (const target of ["draft-2020-12", "draft-07", "openapi-3.0"] as const) {
    assert.deepEqual(vo.toJsonSchema(RestOnly, { target }), { type: "array", items: { type: "integer", minimum: 1 } }, target);
  }
  for (const target of ["draft-2020-12", "draft-07"] as const) assert.deepEqual(vo.toJsonSchema(Empty, { target }), { type: "array", maxItems: 0 }, target);
  // OpenAPI 3.0 requires `items` on every array: any item, and none allowed
  assert.deepEqual(vo.toJsonSchema(Empty, { target: "openapi-3.0" }), { type: "array", items: {}, maxItems: 0 });
  assert.deepEqual(emptyLists(vo.toJsonSchema(Holder, { target: "openapi-3.0", profile: "languageModel" })), []);
});
