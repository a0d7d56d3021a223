import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { Note, Quantity, Strong, Website, ZodNote } from "./value-objects.js";

const lower = (schema: vo.AnySchema) =>
  lowerSchema(vo.toJsonSchema(schema, { profile: "languageModel" }), "openai-strict", { purpose: "tool" });

test("optional members become required and nullable, records travel as pairs, objects close", () => {
  const lowered = lower(vo.object({ note: vo.optional(Note), quantity: vo.optional(Quantity, 1), stock: vo.record(Quantity) }));
  assert.deepEqual(lowered, {
    type: "object",
    properties: {
      note: { description: "The value must be at most 80 characters long.", type: ["string", "null"] },
      quantity: {
        description: "A quantity ordered.\n\nFormat: int32.\n\nDefaults to 1.",
        type: ["integer", "null"],
        minimum: 1,
        maximum: 100,
      },
      stock: {
        description: 'A map sent as a list of { "key", "value" } pairs; each key at most once.',
        type: "array",
        items: {
          type: "object",
          properties: {
            key: { type: "string" },
            value: { description: "A quantity ordered.\n\nFormat: int32.", type: "integer", minimum: 1, maximum: 100 },
          },
          required: ["key", "value"],
          additionalProperties: false,
        },
      },
    },
    required: ["note", "quantity", "stock"],
    additionalProperties: false,
  });
});

test("a member that was nullable stays nullable once; a closed set takes null with it", () => {
  const Country = vo.oneOf("Country", ["FR", "DE"]);
  const lowered = lower(vo.object({ a: vo.optional(vo.nullable(Note)), b: vo.optional(Country), c: vo.nullable(Country) }));
  const props = lowered.properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.a.type, ["string", "null"]);
  assert.deepEqual(props.b, { type: ["string", "null"], enum: ["FR", "DE", null] });
  assert.deepEqual(props.c, { type: ["string", "null"], enum: ["FR", "DE", null] });
});

test("an optional schema without a type gets a null branch", () => {
  const lowered = lowerSchema(
    { type: "object", properties: { free: { description: "Anything.", anyOf: [{ type: "string" }, { type: "integer" }] }, ref: { $ref: "#/$defs/x" } }, required: [], $defs: { x: { type: "string" } } },
    "openai-strict",
    { purpose: "response-format" },
  );
  const props = lowered.properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.free, { description: "Anything.", anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] });
  assert.deepEqual(props.ref, { anyOf: [{ $ref: "#/$defs/x" }, { type: "null" }] });
  assert.deepEqual(lowered.required, ["free", "ref"]);
});

test("nested optional objects are nullable, closed and fully required inside", () => {
  const lowered = lower(vo.object({ inner: vo.optional(vo.object({ x: vo.optional(Note) })), rec: vo.nullable(vo.record(Note)) }));
  const props = lowered.properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.inner.type, ["object", "null"]);
  assert.deepEqual(props.inner.required, ["x"]);
  assert.equal(props.inner.additionalProperties, false);
  assert.deepEqual(props.rec.type, ["array", "null"]);
});

test("lengths, unknown formats and patterns OpenAI cannot compile move into the description", () => {
  const lowered = lower(vo.object({ site: Website, secret: Strong, zod: ZodNote }));
  const props = lowered.properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.site, { description: "The value must be a valid uri. It is an absolute URI.", type: "string" });
  assert.deepEqual(props.secret, { description: "The value must match the pattern ^(?=.*[0-9]).{8,}$.", type: "string" });
  assert.deepEqual(props.zod, { description: "A note written in Zod.\n\nThe value must be at least 3 characters long. The value must be at most 40 characters long.", type: "string" });
});

test("formats and patterns OpenAI enforces stay keywords, with no sentence", () => {
  const lowered = lower(vo.object({ mail: vo.string("Mail", { format: "email" }), code: vo.string("Code", { pattern: "^[A-Z]{3}$" }) }));
  const props = lowered.properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.mail, { type: "string", format: "email" });
  assert.deepEqual(props.code, { type: "string", pattern: "^[A-Z]{3}$" });
});

test("oneOf becomes anyOf", () => {
  const lowered = lowerSchema({ type: "object", properties: { x: { oneOf: [{ type: "string" }, { type: "integer" }] } }, required: ["x"] }, "openai-strict", { purpose: "tool" });
  assert.deepEqual((lowered.properties as Record<string, vo.JsonSchema>).x, { anyOf: [{ type: "string" }, { type: "integer" }] });
});

test("the root must be an object", () => {
  assert.throws(() => lower(vo.array(Note)), { name: "TypeError", message: /object at the root/ });
  assert.throws(() => lower(vo.record(Note)), TypeError, "a record at the root would travel as an array");
  assert.throws(() => lower(Note), TypeError);
});
