// The shop every test and benchmark declares its tools with. Its value objects are the ones
// examples/shop.ts shows a user: declared there once, so that what the examples teach and
// what the tests check cannot drift apart; tests and benchmarks take them from here only.
// A test that needs a variant (another check, no normalize, DESIGN.md's bare example)
// derives it here from `ibanRules` with `ibanWith`, and names it for what it tests.
import * as vo from "@adcodicem/value-objects";
import * as shop from "../examples/shop.js";

/** ISO 13616 check digits: the shop's own check of an Iban. */
export const ibanChecksum = shop.ibanChecksum;

/** An IBAN: written in groups and any case (normalized), its check digits checked, its check said. */
export const Iban = shop.Iban;
export const Quantity = shop.Quantity;
/** FR or DE, in any letter case. */
export const CountryCode = shop.CountryCode;
export const Note = vo.string("Note", { description: "A note for the warehouse.", maxLength: 200 });

/** The rules the shop's Iban is declared with. */
export const ibanRules = Iban.rules as vo.StringRules;

const { normalize: _normalize, check: _check, checkDescription: _said, ...keywords } = ibanRules;
/** The Iban's schema keywords alone (description, format, pattern, lengths, examples): no normalize, no check of its own. */
export const ibanKeywords: vo.StringRules = keywords;

/**
 * An Iban declared with the shop's rules, some replaced (`undefined` removes one): a test's
 * own variant, which that test names for what it tests.
 *
 * @example
 * ```ts
 * const IbanAsWritten = ibanWith({ normalize: undefined }); // a lower-case IBAN breaks the pattern
 * ```
 */
export function ibanWith(changes: vo.StringRules): typeof Iban {
  return vo.string("Iban", { ...ibanRules, ...changes });
}

/** The shop's order tool: the account to debit, up to three alternates, an optional note. */
export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.optional(vo.array(Iban, { maxItems: 3 }), []),
  note: vo.optional(Note),
});

/** A valid IBAN (Iban's own example), used wherever a test needs one. */
export const IBAN = "FR7630006000011234567890189";
/** Another valid IBAN, of another country and length. */
export const OTHER_IBAN = "DE89370400440532013000";
/** Passes the pattern, fails the check digits. */
export const BAD_CHECKSUM = "FR7630006000011234567890188";

/** Arguments the order tool takes. */
export const validOrder = { iban: IBAN, quantity: 2, country: "FR" };
