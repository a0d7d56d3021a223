import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { Day, Email, Iban, Price, Quantity } from "./value-objects.js";

const lower = (schema: vo.AnySchema) =>
  lowerSchema(vo.toJsonSchema(schema, { profile: "languageModel" }), "gemini", { purpose: "response-format" });

test("Gemini keeps what it enforces, keeps and says what it ignores, says what it does not take", () => {
  const props = lower(vo.object({ iban: Iban, quantity: Quantity, price: Price, email: Email, day: Day })).properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.iban.pattern, "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$");
  assert.equal(props.iban.minLength, 15);
  assert.match(props.iban.description as string, /The value must match the pattern \^\[A-Z\]\{2\}.* The value must be at least 15 characters long\. The value must be at most 34 characters long\. Example: "FR76/);
  assert.deepEqual(props.quantity, { description: "A quantity ordered.\n\nFormat: int32.", type: "integer", minimum: 1, maximum: 100 });
  assert.deepEqual(props.price, {
    description: "A price in euros.\n\nFormat: decimal.\n\nThe value must be greater than 0. The value must be a multiple of 0.01.",
    type: "number",
    maximum: 1e6,
  });
  assert.deepEqual(props.email, { description: "Where to write.\n\nThe value must be a valid email.", type: "string" });
  assert.equal(props.day.format, "date");
});

test("type arrays go as anyOf, const as a one-value enum, records stay records", () => {
  const lm = vo.toJsonSchema(vo.object({ q: vo.nullable(Quantity), stock: vo.record(Quantity) }), { profile: "languageModel" });
  (lm.properties as Record<string, vo.JsonSchema>).kind = { const: "order" };
  const props = lowerSchema(lm, "gemini", { purpose: "tool" }).properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.q, { description: "A quantity ordered.\n\nFormat: int32.", anyOf: [{ type: "integer", minimum: 1, maximum: 100 }, { type: "null" }] });
  assert.deepEqual(props.kind, { enum: ["order"] });
  assert.equal((props.stock.additionalProperties as vo.JsonSchema).type, "integer");
});
