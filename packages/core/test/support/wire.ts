// A tool's parameters with every kind of rule, the argument sets to send, and what a schema
// on the wire must carry. The HTTP bodies are kept by test-support/capturing-fetch.ts and
// answered from test-support/provider-responses.ts.
import assert from "node:assert/strict";
import * as vo from "@adcodicem/value-objects";
import { CountryCode, IBAN, Iban, Quantity } from "../../../../test-support/shop.js";

/** Every rule a schema can carry, one member each. */
export const WireParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  price: vo.number("Price", { exclusiveMinimum: 0, multipleOf: 0.01 }),
  delivery: vo.date("DeliveryDate", { min: "2026-01-01" }),
  alternates: vo.array(Iban, { maxItems: 2 }),
  coupon: vo.nullable(vo.string("Coupon", { maxLength: 8 })),
});

const valid = { iban: IBAN, quantity: 2, country: "fr", price: 19.99, delivery: "2026-02-01", alternates: [], coupon: null };

/** Argument sets: one valid, then each breaking one rule. */
export const argumentSets: readonly { readonly name: string; readonly args: Record<string, unknown> }[] = [
  { name: "valid", args: valid },
  { name: "valid, a coupon and an alternate", args: { ...valid, country: "DE", coupon: "SPRING", alternates: [IBAN] } },
  { name: "quantity above maximum", args: { ...valid, quantity: 500 } },
  { name: "quantity not an integer", args: { ...valid, quantity: 2.5 } },
  { name: "iban check digits", args: { ...valid, iban: "FR7630006000011234567890188" } },
  { name: "iban as a person writes it (normalized)", args: { ...valid, iban: "fr76 3000 6000 0112 3456 7890 189" } },
  { name: "iban pattern", args: { ...valid, iban: "FR76-3000-6000-0112-3456-7890-189" } },
  { name: "iban too short", args: { ...valid, iban: "FR76" } },
  { name: "country outside the set", args: { ...valid, country: "IT" } },
  { name: "price not a multiple of 0.01", args: { ...valid, price: 19.995 } },
  { name: "price not above 0", args: { ...valid, price: 0 } },
  { name: "delivery before min", args: { ...valid, delivery: "2025-12-31" } },
  { name: "delivery not a date", args: { ...valid, delivery: "2026-02-30" } },
  { name: "too many alternates", args: { ...valid, alternates: [IBAN, IBAN, IBAN] } },
  { name: "coupon too long", args: { ...valid, coupon: "WINTER-SALE" } },
  { name: "iban absent", args: { ...valid, iban: undefined } },
];

/** What the value objects answer for each argument set. */
export const expected = (args: unknown) => vo.validate(WireParameters, args);

/** Asserts that a schema seen on the wire holds every rule of {@link WireParameters}, in words a model reads. */
export function assertCarriesEveryRule(parameters: any): void {
  const p = parameters.properties;
  assert.equal(parameters.type, "object");
  assert.deepEqual([...parameters.required].sort(), ["alternates", "country", "coupon", "delivery", "iban", "price", "quantity"]);
  assert.equal(parameters.additionalProperties, false);
  assert.equal(
    p.iban.description,
    "The account to debit.\n\nAn international bank account number.\n\nThe two check digits must match the rest of the number (ISO 13616, modulo 97).\n\nFormat: iban.",
  );
  assert.equal(p.iban.pattern, "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$");
  assert.equal(p.iban.minLength, 15);
  assert.equal(p.iban.maxLength, 34);
  assert.deepEqual(p.iban.examples, [IBAN]);
  assert.deepEqual([p.quantity.type, p.quantity.minimum, p.quantity.maximum], ["integer", 1, 100]);
  assert.deepEqual(p.country.enum, ["FR", "DE"]);
  assert.deepEqual([p.price.type, p.price.exclusiveMinimum, p.price.multipleOf], ["number", 0, 0.01]);
  assert.deepEqual([p.delivery.type, p.delivery.format, p.delivery.description], ["string", "date", "The value must be on or after 2026-01-01."]);
  assert.deepEqual([p.alternates.type, p.alternates.maxItems, p.alternates.items.pattern], ["array", 2, "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"]);
  assert.deepEqual([p.coupon.type, p.coupon.maxLength], [["string", "null"], 8]);
}
