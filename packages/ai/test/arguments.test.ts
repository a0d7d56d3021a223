import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { checkArguments, parametersSchema, refusalLines } from "@adcodicem/value-objects/arguments";

const Iban = vo.string("Iban", { pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", minLength: 15, maxLength: 34 });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Parameters = parametersSchema({
  iban: Iban,
  quantity: Quantity,
  alternates: vo.optional(vo.array(Iban), []),
  coupon: vo.nullable(vo.string("Coupon", { maxLength: 8 })),
});
const iban = "FR7630006000011234567890189";

test("a refused argument gives the contract's object, first in parameter order, the rest in more", () => {
  const checked = checkArguments(Parameters, { iban: "FR76", quantity: 500, alternates: [iban, "x"], coupon: null });
  assert.equal(checked.ok, false);
  if (checked.ok) return;
  assert.deepEqual(checked.refusal, {
    error: "invalid_argument",
    argument: "iban",
    code: "value_object.too_short",
    message: "The value is not a valid Iban: The value must be at least 15 characters long.",
    more: [
      { argument: "quantity", code: "value_object.out_of_range", message: "The value is not a valid Quantity: The value must be less than or equal to 100." },
      { argument: "alternates", path: "/alternates/1", code: "value_object.too_short", message: "The value is not a valid Iban: The value must be at least 15 characters long." },
    ],
  });
  assert.deepEqual(refusalLines(checked.refusal).at(-1), "Argument 'alternates' rejected (value_object.too_short) at /alternates/1: The value is not a valid Iban: The value must be at least 15 characters long.");
});

test("a default fills an absent argument and null passes a nullable one", () => {
  const checked = checkArguments(Parameters, { iban, quantity: 2, coupon: null });
  assert.deepEqual(checked, { ok: true, value: { iban, quantity: 2, alternates: [], coupon: null } });
});

test("arguments that are not an object are refused without an argument name", () => {
  for (const args of [null, [], "x", 3]) {
    const checked = checkArguments(Parameters, args);
    assert.deepEqual(checked, { ok: false, refusal: { error: "invalid_argument", code: "value_object.not_parsable", message: "The arguments are not an object." } });
  }
});
