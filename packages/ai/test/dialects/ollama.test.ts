import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { Email, Iban, Id, Note, Price, Quantity, Reference } from "./value-objects.js";

const lower = (schema: vo.AnySchema) =>
  lowerSchema(vo.toJsonSchema(schema, { profile: "languageModel" }), "ollama", { purpose: "response-format" });

test("the grammar enforces integer bounds, not number bounds nor multipleOf", () => {
  const props = lower(vo.object({ q: Quantity, price: Price })).properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.q, { description: "A quantity ordered.\n\nFormat: int32.", type: "integer", minimum: 1, maximum: 100 });
  assert.deepEqual(props.price, {
    description: "A price in euros.\n\nFormat: decimal.\n\nThe value must be greater than 0. The value must be less than or equal to 1000000. The value must be a multiple of 0.01.",
    type: "number",
    exclusiveMinimum: 0,
    maximum: 1e6,
    multipleOf: 0.01,
  });
});

test("one string rule wins in the grammar: an anchored pattern, else a known format, else lengths", () => {
  const props = lower(vo.object({ iban: Iban, ref: Reference, email: Email, id: Id, note: Note })).properties as Record<string, vo.JsonSchema>;
  assert.equal(props.iban.pattern, "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$");
  assert.match(props.iban.description as string, /The value must be at least 15 characters long\. The value must be at most 34 characters long\.$/, "lengths said: the pattern wins");
  assert.deepEqual(props.ref, { description: "An order reference.\n\nThe value must match the pattern REF-[0-9]+.", type: "string", minLength: 5 }, "a pattern the grammar cannot read is said, the lengths enforced");
  assert.deepEqual(props.email, { description: "Where to write.\n\nThe value must be a valid email.", type: "string", format: "email" });
  assert.deepEqual(props.id, { type: "string", format: "uuid" });
  assert.deepEqual(props.note, { type: "string", maxLength: 80 });
});

test("type arrays go as anyOf whose typed branch keeps the keywords", () => {
  const props = lower(vo.object({ q: vo.optional(vo.nullable(Quantity)) })).properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.q, { description: "A quantity ordered.\n\nFormat: int32.", anyOf: [{ type: "integer", minimum: 1, maximum: 100 }, { type: "null" }] });
});
