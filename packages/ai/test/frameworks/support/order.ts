// The shop's order tool as the agent-framework tests declare it: the shop's value objects,
// an optional note and a record (extra items by product code), so that one tool shows the
// rules, the forced nulls and the pairs of strict mode.
import assert from "node:assert/strict";
import * as vo from "@adcodicem/value-objects";
import { CountryCode, IBAN, Iban, Note, Quantity } from "../../../../../test-support/shop.js";

export { CountryCode, IBAN, Iban, Note, Quantity };

export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  note: vo.optional(Note),
  extras: vo.optional(vo.record(Quantity)),
});

/** What the model first sends: a quantity over the bound, a country in lower case. */
export const refusedOrder = { iban: IBAN, quantity: 500, country: "fr" };
/** The refusal object the model must receive for it, as text. */
export const refusalFor500 =
  '{"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range","message":"The value is not a valid Quantity: The value must be less than or equal to 100."}';

export const OrderConfirmation = vo.object({ quantity: Quantity, country: CountryCode, note: vo.optional(Note) });

/** Arguments with three refused: two at the top, one nested in the record (its pointer). */
export const severalRefused = { iban: IBAN, quantity: 0, country: "IT", extras: { A1: 500 } };

/** The (argument, path, code) of each refusal for {@link severalRefused}, as the model must read them. */
export function assertSeveralRefused(refusalText: string): void {
  const refusal = JSON.parse(refusalText);
  assert.deepEqual(
    [refusal, ...refusal.more].map((r: any) => [r.argument, r.path, r.code]),
    [["quantity", undefined, "value_object.out_of_range"], ["country", undefined, "value_object.not_allowed"], ["extras", "/extras/A1", "value_object.out_of_range"]],
  );
}
