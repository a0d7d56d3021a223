// Keyed records and tuples (issue 23): every face (tryCreate, create, is, ~standard validate and
// jsonSchema, vo.validate), both profiles, the three targets, and the refusals' codes and places.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { toJsonPointer } from "@adcodicem/value-objects/internal";

const issuesOf = (validation: vo.Validation<unknown>): readonly vo.Issue[] => (validation.ok ? [] : validation.issues);

const Country = vo.oneOf("Country", ["FR", "DE"], { description: "A country.", ignoreCase: true });
const Code = vo.string("Code", { pattern: "^[a-z]+$", maxLength: 5 });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Latitude = vo.number("Latitude", { minimum: -90, maximum: 90 });
const Longitude = vo.number("Longitude", { minimum: -180, maximum: 180 });
const Label = vo.string("Label", { maxLength: 3 });

const Stock = vo.record(Country, Quantity, { description: "Stock by country." });
const ByCode = vo.record(Code, Quantity);
const Point = vo.tuple([Latitude, Longitude]);
const Route = vo.tuple([Label], { rest: Point, description: "A route." });

test("a keyed record reads each key with its value object: the declared spelling, refusals at [key] in the key's words", () => {
  assert.deepEqual(Stock.create({ fr: 3, DE: 4 }), { FR: 3, DE: 4 });
  assert.equal(Stock.is({ FR: 3 }), true);
  assert.equal(Stock.is({ fr: 3 }), false);
  const secret = "SECRET-KEY-42";
  const refused = Stock.tryCreate({ [secret]: 3 });
  assert.deepEqual(refused, {
    ok: false,
    error: { code: "value_object.not_allowed", message: "The value is not a valid Country: The value must be one of: FR, DE.", path: [secret], pointer: `/${secret}` },
  });
  // a key that reads as one already read is refused, not silently merged
  assert.deepEqual(issuesOf(vo.validate(Stock, { fr: 1, FR: 2 })), [
    { code: "value_object.not_allowed", message: "The object holds this key twice once its keys are read.", path: ["FR"], pointer: "/FR" },
  ]);
  // every refusal: keys and values, each at its key; a refused key's value is not read
  assert.deepEqual(
    issuesOf(vo.validate(ByCode, { abcdef: 500, ok: 0, "A/B": 1 })).map((i: vo.Issue) => [i.code, i.pointer]),
    [["value_object.too_long", "/abcdef"], ["value_object.out_of_range", "/ok"], ["value_object.pattern_mismatch", "/A~1B"]],
  );
  assert.throws(() => ByCode.create({ ok: 1, "x\n": 1 }), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "value_object.pattern_mismatch" && !e.message.includes("x"));
  // the key leaves the program cut and escaped, as any key in a path
  const hostile = `a"b\n${"k".repeat(80)}`;
  const issue = issuesOf(vo.validate(ByCode, { [hostile]: 1 }))[0];
  assert.equal(issue.message.includes("k".repeat(5)), false);
  assert.equal(toJsonPointer(issue.path), `/a\\"b\\u000a${"k".repeat(59)}…`);
  // not an object, or null
  assert.equal(Stock.tryCreate([]).ok || Stock.tryCreate(null).ok, false);
  assert.equal((Stock.tryCreate(null) as { error: { code: string } }).error.code, "value_object.required");
  // Standard Schema's face answers as vo.validate does
  const standard = Stock["~standard"].validate({ IT: 1 });
  assert.ok(standard.issues !== undefined && standard.issues[0].code === "value_object.not_allowed" && standard.issues[0].path?.[0] === "IT");
});

test("a key must be a value object of strings: anything else is refused at declaration, said by its kind", () => {
  assert.throws(() => vo.record(Quantity, Quantity), /Value object record, rule key: must be a value object of strings .*given a schema of kind integer\./);
  assert.throws(() => vo.record(vo.oneOf("N", [1, 2]), Quantity), /given a oneOf of numbers\./);
  assert.throws(() => vo.record(vo.object({}), Quantity), /given a schema of kind object\./);
  assert.deepEqual(vo.record(vo.date("Day"), Quantity).create({ "2026-01-31": 2 }), { "2026-01-31": 2 });
  assert.equal(vo.record(vo.date("Day"), Quantity).tryCreate({ "2026-13-01": 2 }).ok, false);
});

test("a keyed record as JSON Schema: propertyNames beside additionalProperties; OpenAPI 3.0 says the key's rules", () => {
  const key = { description: "A country.", type: "string", enum: ["FR", "DE"] };
  const value = { type: "integer", minimum: 1, maximum: 100 };
  assert.deepEqual(vo.toJsonSchema(Stock, { profile: "languageModel" }), { description: "Stock by country.", type: "object", propertyNames: key, additionalProperties: value });
  assert.deepEqual(vo.toJsonSchema(Stock, { profile: "languageModel", target: "draft-07" }), vo.toJsonSchema(Stock, { profile: "languageModel" }));
  // a validator reads ignoreCase as a pattern that folds case
  const standard = vo.toJsonSchema(Stock) as { propertyNames: { pattern?: string; enum?: unknown } };
  assert.equal(typeof standard.propertyNames.pattern, "string");
  assert.equal(standard.propertyNames.enum, undefined);
  assert.deepEqual(vo.toJsonSchema(Stock, { profile: "languageModel", target: "openapi-3.0" }), {
    description: "Stock by country.\n\nEach key of the object: A country. The value must be one of: FR, DE.",
    type: "object",
    additionalProperties: value,
  });
  assert.deepEqual(vo.toJsonSchema(ByCode, { target: "openapi-3.0" }), {
    description: "Each key of the object: The value must match the pattern ^[a-z]+$. The value must be at most 5 characters long.",
    type: "object",
    additionalProperties: value,
  });
  assert.deepEqual(Stock["~standard"].jsonSchema.input({ target: "draft-2020-12" }), vo.toJsonSchema(Stock, { profile: "languageModel" }));
});

test("a tuple reads each position with its schema; a wrong length is too_short or too_long", () => {
  assert.deepEqual(Point.create([48.8, 2.3]), [48.8, 2.3]);
  assert.equal(Point.is([48.8, 2.3]), true);
  assert.deepEqual(Point.tryCreate([1, 2, 3]), { ok: false, error: { code: "value_object.too_long", message: "The list must hold at most 2 items.", path: [], pointer: "" } });
  assert.deepEqual(issuesOf(vo.validate(Point, [100])), [
    { code: "value_object.too_short", message: "The list must hold at least 2 items.", path: [], pointer: "" },
    { code: "value_object.out_of_range", message: "The value is not a valid Latitude: The value must be less than or equal to 90.", path: [0], pointer: "/0" },
  ]);
  assert.deepEqual(Route.create(["A", [1, 2], [3, 4]]), ["A", [1, 2], [3, 4]]);
  assert.deepEqual(
    issuesOf(vo.validate(Route, ["ABCD", [1, 200], "x"])).map((i: vo.Issue) => [i.code, i.pointer]),
    [["value_object.too_long", "/0"], ["value_object.out_of_range", "/1/1"], ["value_object.not_parsable", "/2"]],
  );
  assert.equal((Point.tryCreate({ 0: 1, 1: 2, length: 2 }) as { error: { code: string } }).error.code, "value_object.not_parsable");
  assert.equal((Point.tryCreate(undefined) as { error: { code: string } }).error.code, "value_object.required");
  // an optional last position: absent reads as its default
  assert.deepEqual(vo.tuple([Label, vo.optional(Label, "end")]).create(["A"]), ["A", "end"]);
  const standard = Route["~standard"].validate(["A", "x"]);
  assert.ok(standard.issues !== undefined && standard.issues[0].path?.[0] === 1);
});

test("a tuple as JSON Schema: prefixItems and items (2020-12), items as a list and additionalItems (draft-07), anyOf by position and a sentence (OpenAPI 3.0)", () => {
  const lat = { type: "number", minimum: -90, maximum: 90 };
  const lon = { type: "number", minimum: -180, maximum: 180 };
  assert.deepEqual(vo.toJsonSchema(Point), { type: "array", prefixItems: [lat, lon], items: false, minItems: 2, maxItems: 2 });
  assert.deepEqual(vo.toJsonSchema(Point, { target: "draft-07" }), { type: "array", items: [lat, lon], additionalItems: false, minItems: 2, maxItems: 2 });
  assert.deepEqual(vo.toJsonSchema(Point, { target: "openapi-3.0" }), {
    description: "The items match the schemas of anyOf by position: item 1 the first, item 2 the second, and so on, for 2 positions.",
    type: "array",
    items: { anyOf: [lat, lon] },
    minItems: 2,
    maxItems: 2,
  });
  const point = { type: "array", prefixItems: [lat, lon], items: false, minItems: 2, maxItems: 2 };
  assert.deepEqual(vo.toJsonSchema(Route, { profile: "languageModel" }), { description: "A route.", type: "array", prefixItems: [{ type: "string", maxLength: 3 }], items: point, minItems: 1 });
  const open = vo.toJsonSchema(Route, { target: "openapi-3.0" }) as { description: string; items: { anyOf: unknown[] }; maxItems?: number };
  assert.match(open.description, /^A route\.\n\nThe items match .* for 1 position; every item after them matches the last schema\.$/);
  assert.equal(open.items.anyOf.length, 2);
  assert.equal(open.maxItems, undefined);
  assert.deepEqual(Point["~standard"].jsonSchema.output({ target: "draft-07" }), vo.toJsonSchema(Point, { profile: "languageModel", target: "draft-07", io: "output" }));
});
