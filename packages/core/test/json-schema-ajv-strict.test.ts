// What the standard profile writes, a validator reads: Ajv in its default strict mode (with the
// formats JSON Schema defines, from ajv-formats) compiles every standard schema, for both drafts,
// and a format JSON Schema does not define (iban, int32, decimal) travels as a sentence.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import AjvModule from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

const Ajv = AjvModule.default;
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

const Iban = vo.string("Iban", { description: "An account.", format: "iban", pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", minLength: 15, maxLength: 34 });
const schemas = {
  Iban,
  Count: vo.integer("Count", { format: "int32", minimum: 0 }),
  Amount: vo.number("Amount", { format: "decimal", multipleOf: 0.01 }),
  Mail: vo.string("Mail", { format: "email" }),
  Day: vo.date("Day", { min: "2026-01-01" }),
  At: vo.dateTime("At"),
  Country: vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true }),
  StockByCountry: vo.record(vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true }), vo.integer("Stock", { minimum: 0 })),
  StockBySku: vo.record(vo.string("Sku", { pattern: "^[A-Z]{3}$", format: "sku" }), vo.integer("Stock", { minimum: 0 })),
  Point: vo.tuple([vo.number("Latitude", { minimum: -90, maximum: 90 }), vo.number("Longitude", { minimum: -180, maximum: 180 })]),
  Route: vo.tuple([vo.string("Label")], { rest: vo.tuple([vo.number("X"), vo.number("Y")]) }),
  Order: vo.object({ iban: vo.describe(Iban, "The account to debit."), note: vo.optional(vo.string("Note", { maxLength: 200 })), lines: vo.array(vo.integer("Line", { format: "int64" }), { maxItems: 3 }), tags: vo.record(vo.string("Tag", { format: "slug" })) }),
};

test("Ajv strict compiles every standard schema, draft 2020-12 and draft-07", () => {
  const ajv2020 = new Ajv2020();
  const ajv07 = new Ajv();
  addFormats(ajv2020);
  addFormats(ajv07);
  for (const [name, schema] of Object.entries(schemas)) {
    assert.doesNotThrow(() => ajv2020.compile(vo.toJsonSchema(schema, { profile: "standard" })), name);
    assert.doesNotThrow(() => ajv07.compile(vo.toJsonSchema(schema, { profile: "standard", target: "draft-07" })), name);
  }
  const check = ajv2020.compile(vo.toJsonSchema(schemas.Order, { profile: "standard" }));
  assert.equal(check({ iban: "FR7630006000011234567890189", lines: [1], tags: {} }), true);
  assert.equal(check({ iban: "fr76", lines: [1], tags: {} }), false);
});

test("Ajv's default mode compiles keyed records and tuples; a tuple with a rest is only logged as not fully specified (strictTuples)", () => {
  const logged: unknown[] = [];
  const logger = { log: () => {}, warn: (...a: unknown[]) => logged.push(a), error: (...a: unknown[]) => logged.push(a) };
  const ajv2020 = new Ajv2020({ logger });
  addFormats(ajv2020);
  const stock = ajv2020.compile(vo.toJsonSchema(schemas.StockByCountry));
  assert.equal(stock({ fr: 1, DE: 2 }), true, "ignoreCase keys as a pattern that folds case");
  assert.equal(stock({ IT: 1 }), false);
  assert.equal(ajv2020.compile(vo.toJsonSchema(schemas.StockBySku))({ "ABC": 1, "abc": 1 }), false);
  const point = ajv2020.compile(vo.toJsonSchema(schemas.Point));
  assert.deepEqual([point([1, 2]), point([1]), point([1, 2, 3]), point([100, 2])], [true, false, false, false]);
  assert.deepEqual(logged, [], "a closed tuple is fully specified");
  const route = ajv2020.compile(vo.toJsonSchema(schemas.Route));
  assert.deepEqual([route(["a", [1, 2], [3, 4]]), route(["a", [1]]), route([])], [true, false, false]);
  assert.equal(logged.length, 1, "the open tuple, logged once");
});

test("a format JSON Schema does not define is a sentence of the description in the standard profile too", () => {
  assert.deepEqual(vo.toJsonSchema(vo.string("Iban", { format: "iban" }), { profile: "standard" }), { description: "Format: iban.", type: "string" });
  assert.deepEqual(vo.toJsonSchema(Iban, { profile: "standard" }).description, "An account.\n\nFormat: iban.");
  assert.equal(vo.toJsonSchema(vo.string("Mail", { format: "email" }), { profile: "standard" }).format, "email");
  assert.equal(vo.toJsonSchema(vo.date("Day"), { profile: "standard" }).format, "date");
});
