// DESIGN.md's example (a tool taking an Iban, a Quantity and a CountryCode), which the
// contract writes out key for key: the shop's value objects (test-support/shop.ts) as
// that example declares them, shared by the core tests that need a realistic parameters object.
import * as vo from "@adcodicem/value-objects";
import { CountryCode as ShopCountryCode, IBAN, Quantity, ibanKeywords } from "../../../../test-support/shop.js";

export { IBAN, Quantity };
export type Quantity = vo.Infer<typeof Quantity>;

/** DESIGN.md's Iban: the shop's schema keywords alone, no normalize and no check of its own. */
export const Iban = vo.string("Iban", ibanKeywords);
export type Iban = vo.Infer<typeof Iban>;

/** DESIGN.md's CountryCode: the shop's closed set, in its declared spelling only (no ignoreCase). */
export const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: ShopCountryCode.rules.description });
export type CountryCode = vo.Infer<typeof CountryCode>;

/** The parameters of DESIGN.md's example tool. */
export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
});
