/**
 * OpenAPI 3.0 has no null type, and `nullable: true` adds null only to the `type` beside it
 * (3.0.3): written without a type, it lets no null through, and Ajv refuses it (red-team round 9 #4).
 * So null that a union, a discriminated union or a recursive reference takes is a branch of its
 * own, `{ type: "object", nullable: true, enum: [null] }`: typed, so nullable counts, and made of
 * null alone by its enum, so it is one branch for null in a oneOf as in an anyOf. Ajv (strict, its
 * nullable support) then accepts exactly what vo.validate accepts, null included.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { toOpenApi30 } from "../src/json-schema/openapi-3.0.js";
import { makeAjv } from "./support/ajv.js";

const NULL_ONLY = { type: "object", nullable: true, enum: [null] };
// nullable without a type beside it, at any depth
const UNTYPED_NULLABLE = (schema: unknown): boolean =>
  typeof schema === "object" && schema !== null &&
  (("nullable" in schema && !("type" in schema)) || Object.values(schema).some(UNTYPED_NULLABLE));

const Small = vo.integer("Small", { minimum: 1, maximum: 9 });
const Code = vo.string("Code", { minLength: 2, maxLength: 3 });
const Pick = vo.discriminatedUnion("kind", [vo.object({ kind: vo.literal("n"), n: Small }), vo.object({ kind: vo.literal("s"), s: Code })]);
const Node: vo.Schema<any, any> = vo.object({ n: Small, next: vo.nullable(vo.lazy(() => Node)) }, { name: "Node" });

const cases: [string, vo.AnySchema, unknown[]][] = [
  ["nullable union", vo.nullable(vo.union("Ref", [Small, Code])), [null, 1, 9, 0, 10, "ab", "a", "abcd", true, {}, []]],
  ["nullable discriminated union", vo.nullable(Pick), [null, { kind: "n", n: 1 }, { kind: "n", n: 0 }, { kind: "s", s: "ab" }, { kind: "s", s: 1 }, { kind: "x" }, {}, "n", 0]],
  ["nullable lazy", Node, [{ n: 1, next: null }, { n: 1, next: { n: 2, next: null } }, { n: 1, next: { n: 0, next: null } }, { n: 1 }, { n: 1, next: 5 }, null]],
  ["members", vo.object({ u: vo.nullable(vo.union("Ref", [Small, Code])), p: vo.nullable(Pick) }), [{ u: null, p: null }, { u: 3, p: { kind: "s", s: "abc" } }, { u: "a", p: null }, { u: null, p: { kind: "n", n: 10 } }]],
];

test("openapi-3.0: a nullable union, discriminated union or reference takes null through a typed null-only branch; Ajv agrees with vo.validate", () => {
  let compared = 0;
  for (const [name, schema, inputs] of cases) {
    for (const profile of ["standard", "languageModel"] as const) {
      for (const io of ["input", "output"] as const) {
        const where = `${name} ${profile} ${io}`;
        const written = vo.toJsonSchema(schema, { target: "openapi-3.0", profile, io });
        assert.equal(UNTYPED_NULLABLE(written), false, `${where}: ${JSON.stringify(written)}`);
        assert.ok(JSON.stringify(written).includes(JSON.stringify(NULL_ONLY)), where);
        const check = makeAjv("draft-07").compile(written);
        for (const input of inputs) {
          assert.equal(check(input), vo.validate(schema, input).ok, `${where}: ${JSON.stringify(input)}`);
          compared++;
        }
      }
    }
  }
  assert.equal(compared, 4 * 30);
});

test("openapi-3.0: each null branch of a oneOf or anyOf becomes the null-only branch, so null matches one branch", () => {
  const written = toOpenApi30({ oneOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] });
  assert.deepEqual(written, { oneOf: [{ type: "string" }, { type: "integer" }, NULL_ONLY] });
  const check = makeAjv("draft-07").compile(written);
  assert.deepEqual([null, "a", 1, 1.5, true].map((v) => check(v)), [true, true, true, false, false]);
  assert.deepEqual(toOpenApi30({ anyOf: [{ $ref: "#/$defs/Missing" }, { type: "null", description: "None." }] }), {
    anyOf: [{ $ref: "#/$defs/Missing" }, { type: "object", nullable: true, enum: [null], description: "None." }],
  });
});

test("openapi-3.0: a type array of several types and null is an anyOf with the null-only branch; one type and null stays nullable", () => {
  const written = toOpenApi30({ type: ["integer", "string", "null"], description: "Any." });
  assert.deepEqual(written, { anyOf: [{ type: "integer" }, { type: "string" }, NULL_ONLY], description: "Any." });
  const check = makeAjv("draft-07").compile(written);
  assert.deepEqual([null, 1, "a", 1.5, true].map((v) => check(v)), [true, true, true, false, false]);
  assert.deepEqual(toOpenApi30({ type: ["string", "null"], enum: ["a", null] }), { type: "string", nullable: true, enum: ["a", null] });
  assert.deepEqual(toOpenApi30({ type: ["integer", "string"] }), { anyOf: [{ type: "integer" }, { type: "string" }] });
  assert.deepEqual(toOpenApi30({ type: "null" }), NULL_ONLY);
});
