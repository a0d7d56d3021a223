// The openapi-3.0 target: every subschema is rewritten, wherever it sits (unions, allOf,
// definitions, tuples), and nothing OpenAPI 3.0 lacks (type arrays, const, prefixItems,
// a definition that need not be one) is left in the document.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { toOpenApi30 } from "../src/json-schema/openapi-3.0.js";

const openapi = (schema: vo.AnySchema) => vo.toJsonSchema(schema, { target: "openapi-3.0" });
const member = (schema: vo.JsonSchema, name: string) => (schema.properties as Record<string, vo.JsonSchema>)[name];
// what no OpenAPI 3.0 schema object holds
const NOT_OPENAPI_30 = /"type":\[|"const"|"prefixItems"|"examples"|"exclusiveMinimum":\d/;
// null alone: OpenAPI 3.0 has no null type, and nullable counts only beside a type
const NULL_ONLY = { type: "object", nullable: true, enum: [null] };

describe("unions", () => {
  test("oneOf: each branch rewritten, a null branch as a typed null-only branch", () => {
    const written = toOpenApi30({
      oneOf: [{ type: ["string", "null"], examples: ["a"] }, { type: "integer", exclusiveMinimum: 0 }, { type: "null" }],
    });
    assert.deepEqual(written, {
      oneOf: [{ type: "string", nullable: true, example: "a" }, { type: "integer", minimum: 0, exclusiveMinimum: true }, NULL_ONLY],
    });
  });

  test("a discriminated union from Zod (oneOf of objects whose key is a const)", () => {
    const Pick = z.discriminatedUnion("kind", [z.object({ kind: z.literal("one"), n: z.number().gt(0) }), z.object({ kind: z.literal("two"), s: z.string().nullable() })]);
    const schema = openapi(vo.object({ pick: Pick }));
    assert.doesNotMatch(JSON.stringify(schema), NOT_OPENAPI_30);
    const [one, two] = member(schema, "pick").oneOf as vo.JsonSchema[];
    assert.deepEqual(member(one, "kind"), { type: "string", enum: ["one"] });
    assert.deepEqual(member(one, "n"), { type: "number", minimum: 0, exclusiveMinimum: true });
    assert.deepEqual(member(two, "s"), { type: "string", nullable: true });
  });

  test("anyOf branches keep being rewritten (a union of value objects)", () => {
    const Reference = vo.union("Reference", [vo.integer("Id", { exclusiveMinimum: 0 }), vo.string("Code", { examples: ["A1"] })]);
    const schema = openapi(vo.object({ ref: Reference }));
    assert.doesNotMatch(JSON.stringify(schema), NOT_OPENAPI_30);
    assert.deepEqual((member(schema, "ref").anyOf as vo.JsonSchema[]).map((b) => b.type), ["integer", "string"]);
  });
});

describe("allOf", () => {
  test("nullable inside allOf: each part rewritten", () => {
    const written = toOpenApi30({ allOf: [{ type: ["string", "null"] }, { minLength: 1, examples: ["x"] }] });
    assert.deepEqual(written, { allOf: [{ type: "string", nullable: true }, { minLength: 1, example: "x" }] });
  });

  test("an intersection from Zod that stays allOf", () => {
    const Both = z.intersection(z.string().nullable(), z.string().min(1).nullable());
    const schema = openapi(vo.object({ both: Both }));
    assert.doesNotMatch(JSON.stringify(schema), NOT_OPENAPI_30);
    assert.deepEqual(member(schema, "both").allOf, [{ type: "string", nullable: true }, { anyOf: [{ type: "string", minLength: 1 }, NULL_ONLY] }]);
  });
});

describe("tuples (prefixItems): OpenAPI 3.0 has no positions", () => {
  test("a closed tuple: items any of the positions' schemas, its length kept", () => {
    const schema = openapi(vo.object({ pair: z.tuple([z.string(), z.number().nullable()]) }));
    assert.deepEqual(member(schema, "pair"), {
      type: "array",
      items: { anyOf: [{ type: "string" }, { type: "number", nullable: true }] },
      minItems: 2,
      maxItems: 2,
    });
  });

  test("a tuple with a rest: the rest's schema is one more choice; positions of one schema are said once", () => {
    const schema = openapi(vo.object({ row: z.tuple([z.string(), z.string()], z.boolean()) }));
    assert.deepEqual(member(schema, "row"), { type: "array", items: { anyOf: [{ type: "string" }, { type: "boolean" }] }, minItems: 2 });
    assert.deepEqual(toOpenApi30({ type: "array", prefixItems: [{ type: "string" }], items: false }), { type: "array", items: { type: "string" }, maxItems: 1 });
  });

  test("an open tuple (no items): any item after the positions, so any item at all", () => {
    assert.deepEqual(toOpenApi30({ type: "array", prefixItems: [{ type: "string" }], minItems: 1 }), { type: "array", items: {}, minItems: 1 });
  });

  test("a closed tuple shorter than its maxItems keeps the smaller bound", () => {
    assert.deepEqual(toOpenApi30({ type: "array", prefixItems: [{ type: "string" }], items: false, maxItems: 5 }).maxItems, 1);
    assert.deepEqual(toOpenApi30({ type: "array", prefixItems: [{ type: "string" }, { type: "string" }], items: false, maxItems: 1 }).maxItems, 1);
  });
});

describe("definitions ($defs): OpenAPI 3.0 keeps them in components/schemas, which a standalone schema has not", () => {
  test("a definition that does not refer back to itself is written in place of each reference, and leaves $defs", () => {
    const written = toOpenApi30({
      type: "object",
      properties: { a: { $ref: "#/$defs/Leaf" }, b: { $ref: "#/$defs/Leaf", description: "B." } },
      $defs: { Leaf: { type: "object", properties: { x: { $ref: "#/$defs/N" } } }, N: { type: ["number", "null"] } },
    });
    const leaf = { type: "object", properties: { x: { type: "number", nullable: true } } };
    assert.deepEqual(written, { type: "object", properties: { a: leaf, b: { description: "B.", allOf: [leaf] } } });
  });

  test("a recursive definition stays under $defs, rewritten; a reference with other keywords goes into allOf", () => {
    const written = toOpenApi30({
      type: "object",
      properties: { a: { $ref: "#/$defs/Node" }, b: { $ref: "#/$defs/Node", description: "B." }, c: { $ref: "#/$defs/Leaf" } },
      $defs: {
        Node: { type: "object", properties: { v: { const: 1 }, next: { anyOf: [{ $ref: "#/$defs/Node" }, { type: "null" }] } } },
        // not recursive itself, but it reaches a recursive one: inlined, its reference kept
        Leaf: { type: "array", items: { $ref: "#/$defs/Node" } },
      },
    });
    assert.deepEqual(written, {
      type: "object",
      properties: { a: { $ref: "#/$defs/Node" }, b: { description: "B.", allOf: [{ $ref: "#/$defs/Node" }] }, c: { type: "array", items: { $ref: "#/$defs/Node" } } },
      $defs: { Node: { type: "object", properties: { v: { enum: [1] }, next: { anyOf: [{ $ref: "#/$defs/Node" }, NULL_ONLY] } } } },
    });
  });

  test("definitions reached through each other (A → B → A) are both kept; draft-07 definitions are read too", () => {
    const written = toOpenApi30({
      properties: { a: { $ref: "#/definitions/A" } },
      definitions: { A: { properties: { b: { $ref: "#/definitions/B" } } }, B: { properties: { a: { $ref: "#/definitions/A" } } }, Unused: { type: "string" } },
    });
    assert.deepEqual(written, {
      properties: { a: { $ref: "#/definitions/A" } },
      definitions: { A: { properties: { b: { $ref: "#/definitions/B" } } }, B: { properties: { a: { $ref: "#/definitions/A" } } } },
    });
  });

  test("a recursive Zod member: its definition stays, rewritten, and its places point at it", () => {
    interface Cell { v: string; next: Cell | null }
    const Cell: z.ZodType<Cell> = z.object({ v: z.string(), get next() { return Cell.nullable(); } });
    const schema = openapi(vo.object({ first: Cell, second: Cell, count: z.int().nullable() }));
    assert.doesNotMatch(JSON.stringify(schema), NOT_OPENAPI_30);
    // each member's definitions are hoisted under names of their own
    const defs = schema.$defs as Record<string, vo.JsonSchema>;
    assert.equal(Object.keys(defs).length, 2);
    for (const [place, name] of [["first", "schema"], ["second", "schema_2"]]) {
      assert.deepEqual(member(schema, place), { $ref: `#/$defs/${name}` });
      assert.deepEqual(member(defs[name], "next"), { anyOf: [{ $ref: `#/$defs/${name}` }, NULL_ONLY] });
    }
    assert.deepEqual((member(schema, "count").anyOf as unknown[]).at(-1), NULL_ONLY);
  });

  test("a reference the document cannot resolve is left as it is", () => {
    assert.deepEqual(toOpenApi30({ properties: { a: { $ref: "#/$defs/Missing" }, b: { $ref: "https://example.com/s.json" } } }), {
      properties: { a: { $ref: "#/$defs/Missing" }, b: { $ref: "https://example.com/s.json" } },
    });
  });
});
