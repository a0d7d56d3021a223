// The shop's order tool as the agent-framework tests declare it: the shop's value objects,
// an optional note and a record (extra items by product code), so that one tool shows the
// rules, the forced nulls and the pairs of strict mode.
import * as vo from "@adcodicem/value-objects";
import { CountryCode, Iban, Quantity } from "../../../../../examples/shop.js";

export { CountryCode, Iban, Quantity };
export const Note = vo.string("Note", { description: "A note for the warehouse.", maxLength: 200 });

export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  note: vo.optional(Note),
  extras: vo.optional(vo.record(Quantity)),
});

export const IBAN = "FR7630006000011234567890189";

/** What the model first sends: a quantity over the bound, a country in lower case. */
export const refusedOrder = { iban: IBAN, quantity: 500, country: "fr" };
/** The refusal object the model must receive for it, as text. */
export const refusalFor500 =
  '{"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range","message":"The value is not a valid Quantity: The value must be less than or equal to 100."}';

export const OrderConfirmation = vo.object({ quantity: Quantity, country: CountryCode, note: vo.optional(Note) });
