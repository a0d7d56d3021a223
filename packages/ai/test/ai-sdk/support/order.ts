// The order of DESIGN.md's example, with the checksum no schema keyword can say:
// shared by the AI SDK tests.
import * as vo from "@adcodicem/value-objects";
import { ibanChecksum } from "../../../../../examples/shop.js";

export const Iban = vo.string("Iban", {
  description: "An international bank account number.",
  format: "iban",
  pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
  minLength: 15,
  maxLength: 34,
  examples: ["FR7630006000011234567890189"],
  check: ibanChecksum,
  checkDescription: "Its check digits must match (ISO 13616 mod-97).",
});
export const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
export const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to.", ignoreCase: true });
export const Note = vo.string("Note", { description: "A note for the warehouse.", maxLength: 200 });

export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.optional(vo.array(Iban, { maxItems: 3 }), []),
  note: vo.optional(Note),
});

export const IBAN = "FR7630006000011234567890189";
export const OTHER_IBAN = "DE89370400440532013000";
/** Passes the pattern, fails the checksum. */
export const BAD_CHECKSUM = "FR7630006000011234567890188";

export const validOrder = { iban: IBAN, quantity: 2, country: "FR" };
