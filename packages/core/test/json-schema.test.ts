// vo.toJsonSchema: the two profiles and the three targets.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";
import { CountryCode, Iban, OrderParameters, Quantity } from "./support/design-example.js";

const languageModel = (schema: vo.AnySchema, target?: vo.Target) => vo.toJsonSchema(schema, { profile: "languageModel", ...(target ? { target } : {}) });
const standard = (schema: vo.AnySchema, target?: vo.Target) => vo.toJsonSchema(schema, { profile: "standard", ...(target ? { target } : {}) });

// DESIGN.md's example, copied as it is written there.
const DESIGN_EXAMPLE = `{
"iban": {"description": "The account to debit.\\n\\nAn international bank account number.\\n\\nFormat: iban.",
         "type": "string", "pattern": "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", "minLength": 15, "maxLength": 34,
         "examples": ["FR7630006000011234567890189"]},
"quantity": {"description": "A quantity ordered.", "type": "integer", "minimum": 1, "maximum": 100},
"country": {"description": "A country the shop delivers to.", "type": "string", "enum": ["FR", "DE"]}
}`;

describe("DESIGN.md's example", () => {
  test("the languageModel profile gives it key for key", () => {
    const schema = languageModel(OrderParameters);
    const expected = JSON.parse(DESIGN_EXAMPLE);
    assert.deepEqual(schema.properties, expected);
    // key order too: a model reads the description first
    assert.equal(JSON.stringify(schema.properties), JSON.stringify(expected));
    assert.equal(JSON.stringify(schema), JSON.stringify({ type: "object", properties: expected, required: ["iban", "quantity", "country"], additionalProperties: false }));
  });

  test("the standard profile says a format JSON Schema does not define as a sentence, and leaves objects open", () => {
    const schema = standard(OrderParameters);
    assert.deepEqual(schema, {
      type: "object",
      properties: {
        iban: {
          description: "The account to debit.\n\nAn international bank account number.\n\nFormat: iban.",
          type: "string",
          pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
          minLength: 15,
          maxLength: 34,
          examples: ["FR7630006000011234567890189"],
        },
        quantity: { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 },
        country: { description: "A country the shop delivers to.", type: "string", enum: ["FR", "DE"] },
      },
      required: ["iban", "quantity", "country"],
    });
  });

  test("the default profile is standard and the default target draft-2020-12", () => {
    assert.deepEqual(vo.toJsonSchema(OrderParameters), standard(OrderParameters, "draft-2020-12"));
  });
});

describe("value objects", () => {
  test("each kind is its JSON type alone", () => {
    assert.deepEqual(languageModel(vo.string("S")), { type: "string" });
    assert.deepEqual(languageModel(vo.integer("I")), { type: "integer" });
    assert.deepEqual(languageModel(vo.number("N")), { type: "number" });
    assert.deepEqual(languageModel(vo.date("D")), { type: "string", format: "date" });
    assert.deepEqual(languageModel(vo.dateTime("T")), { type: "string", format: "date-time" });
    assert.deepEqual(languageModel(vo.oneOf("O", ["a", "b"])), { type: "string", enum: ["a", "b"] });
    assert.deepEqual(languageModel(vo.oneOf("P", [1, 2])), { type: "integer", enum: [1, 2] });
    assert.deepEqual(languageModel(vo.oneOf("P", [1, 2.5])), { type: "number", enum: [1, 2.5] });
  });

  test("every numeric rule is a keyword", () => {
    const Price = vo.number("Price", { minimum: 0, exclusiveMinimum: 0, maximum: 1000, exclusiveMaximum: 1000, multipleOf: 0.01 });
    for (const schema of [languageModel(Price), standard(Price)]) {
      assert.deepEqual(schema, { type: "number", minimum: 0, exclusiveMinimum: 0, maximum: 1000, exclusiveMaximum: 1000, multipleOf: 0.01 });
    }
  });

  test("formats JSON Schema defines stay as format in both profiles", () => {
    const Mail = vo.string("Mail", { format: "email" });
    assert.deepEqual(languageModel(Mail), { type: "string", format: "email" });
    assert.deepEqual(standard(Mail), { type: "string", format: "email" });
  });

  test("any other format becomes a sentence, in both profiles (Ajv's strict mode refuses an unknown format)", () => {
    assert.deepEqual(languageModel(vo.string("Iban", { format: "iban" })), { description: "Format: iban.", type: "string" });
    assert.deepEqual(languageModel(vo.integer("Count", { format: "int32" })), { description: "Format: int32.", type: "integer" });
    assert.deepEqual(standard(vo.integer("Count", { format: "int32" })), { description: "Format: int32.", type: "integer" });
  });

  test("a date bound becomes a sentence of the description", () => {
    const Booking = vo.date("Booking", { description: "The day to deliver.", min: "2026-01-01", max: "2026-12-31" });
    assert.deepEqual(languageModel(Booking), {
      description: "The day to deliver.\n\nThe value must be on or after 2026-01-01.\n\nThe value must be on or before 2026-12-31.",
      type: "string",
      format: "date",
    });
  });

  test("checkDescription follows the description, then examples close the schema", () => {
    const Checked = vo.string("Iban", {
      description: "An account.",
      checkDescription: "The check digits must satisfy mod 97.",
      check: () => undefined,
      format: "iban",
      examples: ["FR76"],
    });
    assert.equal(JSON.stringify(languageModel(Checked)), JSON.stringify({
      description: "An account.\n\nThe check digits must satisfy mod 97.\n\nFormat: iban.",
      type: "string",
      examples: ["FR76"],
    }));
  });

  test("a RegExp pattern is written as its source", () => {
    assert.deepEqual(languageModel(vo.string("Code", { pattern: /^[a-z]+$/u })), { type: "string", pattern: "^[a-z]+$" });
  });

  test("fromText: the standard profile also allows JSON number text, the languageModel profile asks for a number", () => {
    const Count = vo.integer("Count", { fromText: true, minimum: 1 });
    assert.deepEqual(languageModel(Count), { type: "integer", minimum: 1 });
    const schema = standard(Count);
    assert.deepEqual(schema.type, ["integer", "string"]);
    const check = makeAjv("draft-2020-12").compile(schema);
    assert.equal(check("42"), true);
    assert.equal(check(" 42"), false);
    assert.equal(check("042"), false);
  });

  test("fromText on a set of numbers: the standard profile also allows number text", () => {
    const Size = vo.oneOf("Size", [36, 38], { fromText: true });
    assert.deepEqual(languageModel(Size), { type: "integer", enum: [36, 38] });
    for (const schema of [standard(Size), standard(vo.nullable(Size))]) {
      const check = makeAjv("draft-2020-12").compile(schema);
      for (const input of [36, 38, "36", "38.0", "3.8e1"]) assert.equal(check(input), true, JSON.stringify(input));
      for (const input of [37, " 36", "036", true]) assert.equal(check(input), false, JSON.stringify(input));
    }
    assert.equal(makeAjv("draft-2020-12").compile(standard(vo.nullable(Size)))(null), true);
  });

  test("ignoreCase: languageModel lists the declared spellings; standard accepts any case", () => {
    const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
    assert.deepEqual(languageModel(Country), { type: "string", enum: ["FR", "DE"] });
    const check = makeAjv("draft-2020-12").compile(standard(Country));
    for (const text of ["FR", "fr", "fR", "de"]) assert.equal(check(text), true, text);
    for (const text of ["IT", "FRA", " fr", ""]) assert.equal(check(text), false, text);
  });

  test("ignoreCase: a standard pattern is valid with the u flag whatever the declared values hold", () => {
    const Odd = vo.oneOf("Odd", ["A-B", "x/y", "a.b", "(c)", "[d]", "e|f", "g^h", "i$", "k\\l", "m{2}", "n*+?"], { ignoreCase: true });
    const pattern = standard(Odd).pattern as string;
    assert.doesNotThrow(() => new RegExp(pattern, "u"));
    const check = makeAjv("draft-2020-12").compile(standard(Odd));
    for (const value of Odd.values!) {
      assert.equal(check(value), true, String(value));
      assert.equal(check(String(value).toUpperCase()), true, String(value));
    }
    for (const text of ["AXB", "x.y", "abb", "c", "e", "mm", "n"]) assert.equal(check(text), false, text);
  });
});

describe("composites", () => {
  test("nullable is a type array; a closed set gains null", () => {
    assert.deepEqual(languageModel(vo.nullable(vo.string("Note", { maxLength: 5 }))), { type: ["string", "null"], maxLength: 5 });
    assert.deepEqual(languageModel(vo.nullable(CountryCode)), { description: "A country the shop delivers to.", type: ["string", "null"], enum: ["FR", "DE", null] });
    assert.deepEqual(standard(vo.nullable(vo.object({}))), { type: ["object", "null"], properties: {}, required: [] });
    assert.deepEqual(standard(vo.nullable(vo.integer("Count", { fromText: true }))).type, ["integer", "string", "null"]);
  });

  test("a nullable foreign schema without a single type is an anyOf with null", () => {
    const Either = z.union([z.string(), z.object({ a: z.string() })]);
    const schema = standard(vo.nullable(vo.describe(Either, "Either.")));
    assert.deepEqual(schema, {
      description: "Either.",
      // the foreign anyOf gains a null branch (withNull: one null, no anyOf nested in an anyOf)
      anyOf: [{ type: "string" }, { type: "object", properties: { a: { type: "string" } }, required: ["a"] }, { type: "null" }],
    });
    const check = makeAjv("draft-2020-12").compile(schema);
    assert.deepEqual([null, "x", { a: "y" }, 1].map((v) => check(v)), [true, true, true, false]);
  });

  test("languageModel closes every object; standard leaves them open", () => {
    const Nested = vo.object({ line: vo.object({ quantity: Quantity }), lines: vo.array(vo.object({ quantity: Quantity })) });
    const closed = languageModel(Nested) as any;
    assert.equal(closed.additionalProperties, false);
    assert.equal(closed.properties.line.additionalProperties, false);
    assert.equal(closed.properties.lines.items.additionalProperties, false);
    const open = standard(Nested) as any;
    assert.equal("additionalProperties" in open, false);
    assert.equal("additionalProperties" in open.properties.line, false);
  });

  test("an object lists required members; optional ones are left out, a default is written", () => {
    const Params = vo.object({ iban: Iban, note: vo.optional(vo.string("Note")), quantity: vo.optional(Quantity, 1) });
    const schema = languageModel(Params) as any;
    assert.deepEqual(schema.required, ["iban"]);
    assert.equal(schema.properties.quantity.default, 1);
    assert.deepEqual(Object.keys(schema.properties), ["iban", "note", "quantity"]);
    const output = vo.toJsonSchema(Params, { profile: "languageModel", io: "output" }) as any;
    assert.deepEqual(output.required, ["iban", "quantity"]);
  });

  // Red team round 4, F2/F3: the default was written as declared (read a second time), not as the
  // reads fill it in: `"fr"` for a case-insensitive closed set wrote `default: "fr"` beside
  // `enum: ["FR", "DE"]`, an undeclared member stayed in an object's default under
  // `additionalProperties: false`, and a getter could hand the schema a default the rules refuse.
  test("a default is written as reads fill it in: the declared spelling, undeclared members dropped, read once", () => {
    const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
    const Line = vo.object({ sku: vo.string("Sku"), qty: Quantity }, { unknown: "ignore" });
    let reads = 0;
    const shifting = { get qty() { return ++reads === 1 ? 5 : 0; }, sku: "A" };
    const Params = vo.object({
      country: vo.optional(Country, "fr" as never),
      line: vo.optional(Line, { sku: "A", qty: 2, extra: true } as never),
      lines: vo.optional(vo.array(Country), ["de", "Fr"] as never),
      shifting: vo.optional(Line, shifting),
    });
    for (const profile of ["standard", "languageModel"] as const) {
      const schema = vo.toJsonSchema(Params, { profile }) as any;
      assert.equal(schema.properties.country.default, "FR", profile);
      assert.deepEqual(schema.properties.line.default, { sku: "A", qty: 2 }, profile);
      assert.deepEqual(schema.properties.lines.default, ["DE", "FR"], profile);
      assert.deepEqual(schema.properties.shifting.default, { qty: 5, sku: "A" }, profile);
    }
    assert.deepEqual(Params.create({}), { country: "FR", line: { sku: "A", qty: 2 }, lines: ["DE", "FR"], shifting: { sku: "A", qty: 5 } });
  });

  test("array and record", () => {
    assert.deepEqual(languageModel(vo.array(Quantity, { minItems: 1, maxItems: 3 })), {
      type: "array",
      items: { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 },
      minItems: 1,
      maxItems: 3,
    });
    assert.deepEqual(languageModel(vo.record(vo.integer("Stock"))), { type: "object", additionalProperties: { type: "integer" } });
  });

  test("descriptions join with a blank line, outermost first", () => {
    const Note = vo.string("Note", { description: "Own.", checkDescription: "Checked." , check: () => undefined});
    const wrapped = vo.describe(vo.optional(vo.describe(vo.nullable(vo.describe(Note, "Inner.")), "Middle.")), "Outer.");
    const schema = languageModel(vo.object({ note: wrapped })) as any;
    assert.equal(schema.properties.note.description, "Outer.\n\nMiddle.\n\nInner.\n\nOwn.\n\nChecked.");
    assert.equal(languageModel(vo.describe(vo.object({}, { description: "Own." }), "Outer.")).description, "Outer.\n\nOwn.");
  });

  test("vo.withDescription is vo.describe under a name no test runner has", () => {
    assert.equal(vo.withDescription, vo.describe);
    const Note = vo.string("Note", { description: "Own." });
    const schema = languageModel(vo.object({ note: vo.withDescription(Note, "Outer.") })) as any;
    assert.equal(schema.properties.note.description, "Outer.\n\nOwn.");
  });

  test("a foreign Zod member is described through ~standard.jsonSchema", () => {
    const Params = vo.object({ reference: vo.describe(z.string().min(3).describe("Zod's own."), "Outer."), lines: z.array(z.number().int().max(5)) });
    const schema = languageModel(Params) as any;
    assert.deepEqual(schema.properties.reference, { description: "Outer.\n\nZod's own.", type: "string", minLength: 3 });
    assert.equal(schema.properties.lines.type, "array");
    assert.equal(schema.properties.lines.items.maximum, 5);
    assert.equal("$schema" in schema.properties.lines, false);
  });

  test("a member named __proto__ is a property like any other", () => {
    const schema = standard(vo.object({ ["__proto__"]: Quantity })) as any;
    assert.deepEqual(Object.keys(schema.properties), ["__proto__"]);
    assert.deepEqual(schema.required, ["__proto__"]);
  });
});

describe("targets", () => {
  const Everything = vo.object({
    iban: Iban,
    price: vo.number("Price", { exclusiveMinimum: 0, exclusiveMaximum: 1000, multipleOf: 0.01 }),
    floor: vo.number("Floor", { minimum: 1, exclusiveMinimum: 0 }),
    note: vo.nullable(vo.string("Note", { maxLength: 5 })),
    country: vo.nullable(CountryCode),
    tags: vo.optional(vo.array(vo.string("Tag"), { maxItems: 3 })),
    stock: vo.record(Quantity),
    zod: z.number().gt(5).lt(9),
  });

  test("draft-07 writes the same schema as draft-2020-12", () => {
    for (const profile of ["standard", "languageModel"] as const) {
      assert.deepEqual(vo.toJsonSchema(Everything, { profile, target: "draft-07" }), vo.toJsonSchema(Everything, { profile, target: "draft-2020-12" }));
    }
  });

  test("both drafts compile in Ajv", () => {
    for (const draft of ["draft-2020-12", "draft-07"] as const) {
      for (const profile of ["standard", "languageModel"] as const) assert.doesNotThrow(() => makeAjv(draft).compile(vo.toJsonSchema(Everything, { profile, target: draft })));
    }
  });

  test("openapi-3.0: nullable as a flag, exclusive bounds as booleans, one example", () => {
    const schema = languageModel(Everything, "openapi-3.0") as any;
    assert.deepEqual(schema.properties.price, { type: "number", minimum: 0, exclusiveMinimum: true, maximum: 1000, exclusiveMaximum: true, multipleOf: 0.01 });
    assert.deepEqual(schema.properties.floor, { type: "number", minimum: 1 });
    assert.deepEqual(schema.properties.note, { type: "string", nullable: true, maxLength: 5 });
    assert.deepEqual(schema.properties.country, { description: "A country the shop delivers to.", type: "string", nullable: true, enum: ["FR", "DE", null] });
    assert.deepEqual(schema.properties.iban.example, "FR7630006000011234567890189");
    assert.equal("examples" in schema.properties.iban, false);
    assert.deepEqual(schema.properties.stock.additionalProperties, { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 });
    assert.equal(JSON.stringify(schema).includes('"type":["'), false);
  });

  test("openapi-3.0: a foreign member keeps its exclusive bounds", () => {
    const schema = standard(Everything, "openapi-3.0") as any;
    assert.deepEqual(schema.properties.zod, { type: "number", minimum: 5, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: true });
  });

  test("openapi-3.0: an object with no required member has no required list (OpenAPI 3.0 wants it non-empty)", () => {
    assert.deepEqual(standard(vo.object({ note: vo.optional(vo.string("Note")) }), "openapi-3.0"), { type: "object", properties: { note: { type: "string" } } });
  });

  test("an unknown target or profile throws", () => {
    assert.throws(() => vo.toJsonSchema(Quantity, { target: "draft-04" as vo.Target }), /Unsupported JSON Schema target/);
    assert.throws(() => vo.toJsonSchema(Quantity, { profile: "loose" as vo.Profile }), /Unknown JSON Schema profile/);
  });
});
