// The tools the SDK tests declare (the shop's order, and a stock check with an optional
// member and a record) and the refusal they expect. The model is played from a script of
// test-support/provider-responses.ts through test-support/capturing-fetch.ts.
import * as vo from "@adcodicem/value-objects";
import { CountryCode, Note, Quantity } from "../../../../../test-support/shop.js";

export { IBAN, OrderParameters, validOrder } from "../../../../../test-support/shop.js";

/** A tool with an optional member and a record: strict mode sends the first as a null, the second as pairs. */
export const StockParameters = vo.object({
  country: CountryCode,
  note: vo.optional(Note),
  stock: vo.record(Quantity),
});

/** The refusal object for quantity 500, as DESIGN.md writes it. */
export const QUANTITY_REFUSAL = {
  error: "invalid_argument",
  argument: "quantity",
  code: "value_object.out_of_range",
  message: "The value is not a valid Quantity: The value must be less than or equal to 100.",
};
