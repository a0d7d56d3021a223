// Every schema, value object or composite, implements Standard Schema v1 and Standard JSON Schema v1.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { VENDOR, writtenBy } from "@adcodicem/value-objects/internal";
import { CountryCode, IBAN, Iban, OrderParameters, Quantity } from "./support/design-example.js";

const every: [string, vo.AnySchema & { "~standard": { jsonSchema: unknown } }][] = [
  ["string", Iban],
  ["integer", Quantity],
  ["number", vo.number("Price")],
  ["date", vo.date("Day")],
  ["dateTime", vo.dateTime("Slot")],
  ["oneOf", CountryCode],
  ["object", OrderParameters],
  ["array", vo.array(Iban)],
  ["record", vo.record(Quantity)],
  ["optional", vo.optional(Quantity, 1)],
  ["nullable", vo.nullable(Iban)],
  ["describe", vo.describe(Quantity, "How many.")],
  ["described foreign", vo.describe(z.string(), "A Zod string.")],
];

describe("the ~standard face", () => {
  test("version 1, vendor adcodicem, validate and jsonSchema on every schema", () => {
    for (const [name, schema] of every) {
      const standard = schema["~standard"] as vo.StandardSchemaV1.Props & vo.StandardJSONSchemaV1.Props;
      assert.equal(standard.version, 1, name);
      assert.equal(standard.vendor, "adcodicem", name);
      assert.equal(VENDOR, "adcodicem");
      assert.equal(typeof standard.validate, "function", name);
      assert.equal(typeof standard.jsonSchema.input, "function", name);
      assert.equal(typeof standard.jsonSchema.output, "function", name);
    }
  });

  test("validate is synchronous: a value, or issues with message, path and code", () => {
    const ok = Quantity["~standard"].validate(5);
    assert.deepEqual(ok, { value: 5 });
    assert.equal("issues" in ok, false);
    const refused = Quantity["~standard"].validate(500);
    assert.equal(refused instanceof Promise, false);
    assert.deepEqual(refused, { issues: [{ code: vo.OUT_OF_RANGE, message: "The value is not a valid Quantity: The value must be less than or equal to 100.", path: [], pointer: "" }] });
    const nested = OrderParameters["~standard"].validate({ iban: IBAN, quantity: 0, country: "IT" });
    assert.deepEqual(nested, {
      issues: [
        { code: vo.OUT_OF_RANGE, message: "The value is not a valid Quantity: The value must be greater than or equal to 1.", path: ["quantity"], pointer: "/quantity" },
        { code: vo.NOT_ALLOWED, message: "The value is not a valid CountryCode: The value must be one of: FR, DE.", path: ["country"], pointer: "/country" },
      ],
    });
  });

  test("validate on every schema answers without a Promise", () => {
    for (const [name, schema] of every) {
      for (const input of [undefined, null, 1, "x", [], {}]) {
        const result = schema["~standard"].validate(input);
        assert.equal(typeof (result as { then?: unknown }).then, "undefined", name);
      }
    }
  });

  test("jsonSchema answers the languageModel profile; libraryOptions.profile may ask for standard", () => {
    for (const target of ["draft-2020-12", "draft-07", "openapi-3.0"] as const) {
      const input = OrderParameters["~standard"].jsonSchema.input({ target });
      assert.deepEqual(input, vo.toJsonSchema(OrderParameters, { profile: "languageModel", target }));
      const standard = OrderParameters["~standard"].jsonSchema.input({ target, libraryOptions: { profile: "standard" } });
      assert.deepEqual(standard, vo.toJsonSchema(OrderParameters, { profile: "standard", target }));
    }
    assert.equal((Iban["~standard"].jsonSchema.input({ target: "draft-07" }).description as string).endsWith("Format: iban."), true);
  });

  test("jsonSchema.output lists a member with a default as required", () => {
    const Params = vo.object({ quantity: vo.optional(Quantity, 1) });
    assert.deepEqual(Params["~standard"].jsonSchema.input({ target: "draft-2020-12" }).required, []);
    assert.deepEqual(Params["~standard"].jsonSchema.output({ target: "draft-2020-12" }).required, ["quantity"]);
  });

  test("a target it does not write throws, as the spec asks", () => {
    assert.throws(() => Quantity["~standard"].jsonSchema.input({ target: "draft-04" }), TypeError);
  });

  test("schemas are frozen", () => {
    for (const [name, schema] of every) {
      assert.ok(Object.isFrozen(schema), name);
      assert.ok(Object.isFrozen(schema["~standard"]), name);
    }
  });

  test("~standard is one object, made once: every read gives the same face, a copy of the schema gives it too", () => {
    for (const [name, schema] of every) {
      const face = schema["~standard"];
      assert.equal(schema["~standard"], face, name);
      assert.equal(Object.keys(schema).includes("~standard"), true, name);
      assert.equal(({ ...schema } as typeof schema)["~standard"], face, name);
      const { validate } = face as vo.StandardSchemaV1.Props;
      assert.equal(validate, (schema["~standard"] as vo.StandardSchemaV1.Props).validate, name);
    }
  });
});

test("a value object's refusals and values are its rules as declared: changing the rules object or the values afterwards changes nothing", () => {
  const rules: Record<string, unknown> = { minLength: 2, maxLength: 4, pattern: "^[a-z]+$", format: "email" };
  const Code = vo.string("Code", rules as vo.StringRules);
  const numeric: Record<string, unknown> = { minimum: 1, maximum: 9, multipleOf: 2 };
  const Even = vo.integer("Even", numeric as vo.NumberRules);
  const values = ["FR", "DE"];
  const Country = vo.oneOf("Country", values as ["FR", "DE"]);
  // changed before any refusal is made, and before ~standard is first read
  Object.assign(rules, { minLength: 3, maxLength: 9, pattern: "^x$", format: "uuid" });
  Object.assign(numeric, { minimum: 5, maximum: 7, multipleOf: 3 });
  values.push("IT");
  values[0] = "ES";
  const message = (schema: vo.AnySchema & { tryCreate(x: unknown): vo.Result<unknown> }, input: unknown) => {
    const r = schema.tryCreate(input);
    return r.ok ? "accepted" : r.error.message;
  };
  assert.equal(message(Code, "a"), "The value is not a valid Code: The value must be at least 2 characters long.");
  assert.equal(message(Code, "abcdefg"), "The value is not a valid Code: The value must be at most 4 characters long.");
  assert.equal(message(Code, "AB"), "The value is not a valid Code: The value must match the pattern ^[a-z]+$.");
  assert.equal(message(Code, "ab"), "The value is not a valid Code: The value must be a valid email.");
  assert.equal(message(Even, 0), "The value is not a valid Even: The value must be greater than or equal to 1.");
  assert.equal(message(Even, 10), "The value is not a valid Even: The value must be less than or equal to 9.");
  assert.equal(message(Even, 3), "The value is not a valid Even: The value must be a multiple of 2.");
  assert.equal(message(Country, "IT"), "The value is not a valid Country: The value must be one of: FR, DE.");
  assert.equal(message(Country, "FR"), "accepted");
  assert.deepEqual(Country.values, ["FR", "DE"]);
  assert.deepEqual(Country["~standard"].jsonSchema.input({ target: "draft-2020-12" }), { type: "string", enum: ["FR", "DE"] });
  assert.deepEqual(Code.rules, { minLength: 2, maxLength: 4, pattern: "^[a-z]+$", format: "email" });
  // a refusal made once is the same object on every later read
  assert.equal((Code.tryCreate("a") as { error: unknown }).error, (Code.tryCreate("b") as { error: unknown }).error);
});

test("a JSON Schema written by ~standard.jsonSchema names the schema that wrote it, without a key that serializes", () => {
  const Order = vo.object({ quantity: vo.integer("Quantity", { minimum: 1 }) });
  const written = Order["~standard"].jsonSchema.input({ target: "draft-07" });
  assert.equal(writtenBy(written), Order);
  assert.equal(writtenBy(Order["~standard"].jsonSchema.output({ target: "draft-07" })), Order);
  assert.ok(Object.getOwnPropertySymbols(written).every((s) => Object.getOwnPropertyDescriptor(written, s)?.enumerable === false));
  assert.equal(JSON.stringify(written).includes("written"), false);
  assert.equal(writtenBy({ ...written }), undefined, "a copy names nothing");
  assert.equal(writtenBy(vo.toJsonSchema(Order)), undefined, "vo.toJsonSchema writes a plain schema");
  assert.equal(writtenBy(null), undefined);
});
