// The one walker over JSON Schema (`@adcodicem/value-objects/internal`): every place a
// 2020-12, draft-07 or OpenAPI 3.0 subschema lives, and nothing else.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { JsonSchema } from "@adcodicem/value-objects";
import { eachSubschema, isSchemaNode, mapSubschemas, someSubschema, type SubschemaPlace } from "@adcodicem/value-objects/internal";

// one marked subschema in every place a subschema can sit
const mark = (where: string): JsonSchema => ({ title: where });
const EVERY_PLACE: JsonSchema = {
  type: ["object", "array"],
  // a computed `__proto__` key is an own property, as JSON.parse makes it
  properties: { a: mark("properties/a"), ["__proto__"]: mark("properties/__proto__") },
  patternProperties: { "^x-": mark("patternProperties/^x-") },
  additionalProperties: mark("additionalProperties"),
  propertyNames: mark("propertyNames"),
  unevaluatedProperties: mark("unevaluatedProperties"),
  dependentSchemas: { a: mark("dependentSchemas/a") },
  dependencies: { a: mark("dependencies/a"), b: ["a"] },
  prefixItems: [mark("prefixItems/0"), mark("prefixItems/1")],
  items: mark("items"),
  additionalItems: mark("additionalItems"),
  contains: mark("contains"),
  unevaluatedItems: mark("unevaluatedItems"),
  allOf: [mark("allOf/0")],
  anyOf: [mark("anyOf/0"), true],
  oneOf: [mark("oneOf/0")],
  not: mark("not"),
  if: mark("if"),
  then: mark("then"),
  else: mark("else"),
  $defs: { D: mark("$defs/D") },
  definitions: { E: mark("definitions/E") },
  contentSchema: mark("contentSchema"),
  // data: never entered, whatever it looks like
  enum: [{ properties: { no: {} } }],
  const: { items: { title: "no" } },
  default: { anyOf: [{ title: "no" }] },
  examples: [{ not: { title: "no" } }],
};

const where = (place: SubschemaPlace) => (place.key === undefined ? place.keyword : `${place.keyword}/${place.key}`);

describe("eachSubschema", () => {
  test("visits every subschema place, each once, with its place, and no data keyword", () => {
    const seen: string[] = [];
    eachSubschema(EVERY_PLACE, (child, place) => {
      assert.equal(child.title, where(place));
      seen.push(where(place));
    });
    assert.deepEqual(seen, [
      "properties/a", "properties/__proto__", "patternProperties/^x-", "additionalProperties", "propertyNames", "unevaluatedProperties",
      "dependentSchemas/a", "dependencies/a", "prefixItems/0", "prefixItems/1", "items", "additionalItems", "contains", "unevaluatedItems",
      "allOf/0", "anyOf/0", "oneOf/0", "not", "if", "then", "else", "$defs/D", "definitions/E", "contentSchema",
    ]);
  });

  test("draft-07 tuples: items as a list", () => {
    const seen: string[] = [];
    eachSubschema({ items: [{ title: "0" }, false, { title: "2" }] }, (_, place) => seen.push(where(place)));
    assert.deepEqual(seen, ["items/0", "items/2"]);
  });

  test("boolean subschemas and malformed values are not visited", () => {
    let visits = 0;
    eachSubschema({ additionalProperties: false, items: true, not: null, anyOf: "x", properties: [{ title: "list" }] }, () => visits++);
    assert.equal(visits, 0);
  });
});

describe("someSubschema", () => {
  test("stops at the first subschema that passes", () => {
    let asked = 0;
    const found = someSubschema({ anyOf: [{ type: "string" }, { type: "null" }, { type: "integer" }] }, (child) => {
      asked++;
      return child.type === "null";
    });
    assert.equal(found, true);
    assert.equal(asked, 2);
    assert.equal(someSubschema({ items: { type: "string" } }, (child) => child.type === "null"), false);
  });
});

describe("mapSubschemas", () => {
  test("maps every subschema place, copies the rest as it is, keeps key order, mutates nothing", () => {
    const before = JSON.stringify(EVERY_PLACE);
    const mapped = mapSubschemas(EVERY_PLACE, (child, place) => ({ ...child, mapped: where(place) }));
    assert.equal(JSON.stringify(EVERY_PLACE), before);
    assert.deepEqual(Object.keys(mapped), Object.keys(EVERY_PLACE));
    let count = 0;
    eachSubschema(mapped, (child) => {
      assert.equal(child.mapped, child.title);
      count++;
    });
    assert.equal(count, 24);
    for (const data of ["enum", "const", "default", "examples", "type"]) assert.equal(mapped[data], EVERY_PLACE[data], data);
    assert.equal((mapped.anyOf as unknown[])[1], true);
    assert.deepEqual((mapped.dependencies as JsonSchema).b, ["a"]);
  });

  test("a property named __proto__ stays an own property, not the prototype", () => {
    const mapped = mapSubschemas(EVERY_PLACE, (child) => child);
    const properties = mapped.properties as JsonSchema;
    assert.equal(Object.getPrototypeOf(properties), Object.prototype);
    assert.ok(Object.hasOwn(properties, "__proto__"));
    assert.deepEqual(Object.keys(properties), ["a", "__proto__"]);
  });
});

test("isSchemaNode: a plain object only", () => {
  assert.deepEqual([{}, [], null, true, "x", 1].map(isSchemaNode), [true, false, false, false, false, false]);
});
