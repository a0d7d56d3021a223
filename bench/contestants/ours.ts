/** The parameters object declared with this library, as a user would write it. */
import * as vo from "@adcodicem/value-objects";
import { ownIbanCheckDigits } from "../fixtures.js";

const hasIbanCheckDigits = ownIbanCheckDigits();

export const IBAN_PATTERN = "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$";
export const CHECKSUM_CODE = "iban.checksum";
export const CHECKSUM_SENTENCE = "The check digits do not match.";

export const Iban = vo.string("Iban", {
  description: "An international bank account number.",
  format: "iban",
  pattern: IBAN_PATTERN,
  minLength: 15,
  maxLength: 34,
  check: (iban) => (hasIbanCheckDigits(iban) ? undefined : { code: CHECKSUM_CODE, message: CHECKSUM_SENTENCE }),
  checkDescription: "The two check digits must satisfy the ISO 13616 mod-97 rule.",
});
export const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
export const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to.", ignoreCase: true });
export const Note = vo.string("Note", { maxLength: 200 });

export const Params = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.array(Iban, { maxItems: 5 }),
  note: vo.optional(Note),
});

const standard = Params["~standard"];

/** Ours through Standard Schema, as the AI SDK and MCP call it. */
export const oursStandard = (input: unknown) => standard.validate(input);

/** Ours through `vo.validate`, as the library's own adapters call it. */
export const oursValidate = (input: unknown) => vo.validate(Params, input);
