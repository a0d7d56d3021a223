// withNull, the one way the packages let a schema accept null (vo.nullable's writer, the
// strict dialects' optional members): it accepts what the schema accepts, and null; no
// more, no less (Ajv decides); it adds no null where one is already accepted.
import { strict as assert } from "node:assert";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { acceptsNull, withNull } from "../src/json-schema/with-null.js";
import type { JsonSchema } from "../src/json-schema/types.js";
import Ajv2020Module from "ajv/dist/2020.js";

// not strict: the schemas below are written to reach every branch, not as a validator would want them
const ajv = new Ajv2020Module.default({ strict: false });
const samples: unknown[] = [null, "card", "cash", "", 0, 1, 2.5, -3, true, false, [], ["card"], {}, { a: "x" }, { a: 1 }];

// schemas of every shape withNull meets: typed, enums, consts, unions, references, negations, foreign
const schemas: JsonSchema[] = [
  { type: "string" },
  { type: "string", maxLength: 3 },
  { type: "string", enum: ["card", "cash"] },
  { type: "string", const: "card" },
  { const: 1 },
  { enum: ["card", 1] },
  { type: ["integer", "string"], minimum: 0 },
  { type: ["string", "null"] },
  { type: "string", enum: ["card", null] },
  { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
  { type: "array", items: { type: "string" } },
  { anyOf: [{ type: "string" }, { type: "integer" }] },
  { anyOf: [{ type: "string" }, { type: "null" }] },
  { description: "Either.", oneOf: [{ type: "string" }, { type: "integer" }] },
  { allOf: [{ type: "string" }, { maxLength: 3 }] },
  { type: "string", anyOf: [{ maxLength: 1 }, { const: "card" }] },
  { not: { type: "string" } },
  { not: { type: "null" } },
  { $ref: "#/$defs/Code", $defs: { Code: { type: "string", const: "card" } } },
  { description: "Anything." },
  {},
];

describe("withNull", () => {
  test("accepts what the schema accepts, and null: nothing else", () => {
    for (const schema of schemas) {
      const before = ajv.compile(schema);
      const after = ajv.compile(withNull(schema));
      for (const value of samples) {
        assert.equal(after(value), value === null || before(value), `${JSON.stringify(schema)} with ${JSON.stringify(value)}`);
      }
    }
  });

  test("a schema that accepts null already comes back as it is (a reference or a negation aside); twice is once", () => {
    for (const schema of schemas) {
      const once = withNull(schema);
      assert.deepEqual(withNull(once), once, JSON.stringify(schema));
      // a reference or a negation is not looked into: null then gets a branch of its own, which is never wrong
      if (ajv.compile(schema)(null) && schema.$ref === undefined && schema.not === undefined) assert.equal(once, schema, JSON.stringify(schema));
    }
  });

  test("acceptsNull says what Ajv says, or no where only a reference or a negation would tell", () => {
    for (const schema of schemas) {
      const accepts = ajv.compile(schema)(null);
      if (acceptsNull(schema)) assert.equal(accepts, true, JSON.stringify(schema));
      else if (schema.$ref === undefined && schema.not === undefined) assert.equal(accepts, false, JSON.stringify(schema));
    }
  });

  test("null joins a type, an enum and a const where they are; an anyOf gains a branch; anything else is wrapped", () => {
    assert.deepEqual(withNull({ description: "A code.", type: "string", enum: ["FR", "DE"] }), { description: "A code.", type: ["string", "null"], enum: ["FR", "DE", null] });
    assert.deepEqual(withNull({ type: "string", const: "card" }), { type: ["string", "null"], enum: ["card", null] });
    assert.deepEqual(withNull({ anyOf: [{ type: "string" }, { type: "integer" }] }), { anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] });
    assert.deepEqual(withNull({ description: "A cat.", $ref: "#/$defs/Cat" }), { description: "A cat.", anyOf: [{ $ref: "#/$defs/Cat" }, { type: "null" }] });
  });

  test("a keyword named __proto__ stays an own keyword, the prototype untouched", () => {
    const schema = JSON.parse('{"type": "string", "__proto__": {"x": 1}}') as JsonSchema;
    const out = withNull(schema);
    assert.equal(Object.getPrototypeOf(out), Object.prototype);
    assert.deepEqual(Object.keys(out), ["type", "__proto__"]);
    assert.deepEqual(Object.getOwnPropertyDescriptor(out, "__proto__")?.value, { x: 1 });
  });

  test("vo.nullable of a literal accepts null (a const kept beside a type array refused it)", () => {
    for (const profile of ["standard", "languageModel"] as const) {
      const schema = vo.toJsonSchema(vo.nullable(vo.literal("card")), { profile });
      const check = ajv.compile(schema);
      assert.deepEqual(samples.map((value) => check(value)), samples.map((value) => value === null || value === "card"), profile);
    }
    assert.deepEqual(vo.toJsonSchema(vo.nullable(vo.literal(2))), { type: ["integer", "null"], enum: [2, null] });
  });

  test("vo.nullable of a union whose alternative accepts null adds no second null", () => {
    const Either = vo.union("Either", [vo.nullable(vo.string("A")), vo.integer("B")]);
    assert.deepEqual(vo.toJsonSchema(vo.nullable(Either)), { anyOf: [{ type: ["string", "null"] }, { type: "integer" }] });
    assert.deepEqual(vo.toJsonSchema(vo.nullable(vo.union("Either", [vo.string("A"), vo.integer("B")]))), { anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] });
  });
});
