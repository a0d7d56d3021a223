/** The parameters object declared with this library, as a user would write it. */
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { CountryCode, Quantity, ibanWith } from "../../test-support/shop.js";
import { ownIbanCheckDigits } from "../fixtures.js";

const hasIbanCheckDigits = ownIbanCheckDigits();

export const IBAN_PATTERN = "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$";
export const CHECKSUM_CODE = "iban.checksum";
export const CHECKSUM_SENTENCE = "The check digits do not match.";

/** The shop's Iban as the peers declare it: no normalize (none of them has one), and its own copy of the check digits. */
export const Iban = ibanWith({
  normalize: undefined,
  check: (iban) => (hasIbanCheckDigits(iban) ? undefined : { code: CHECKSUM_CODE, message: CHECKSUM_SENTENCE }),
});
export { CountryCode, Quantity };
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

/** Ours through Standard Schema with a locale (issue 24): the refusals in French. */
const french = { libraryOptions: { locale: fr } };
export const oursStandardFrench = (input: unknown) => standard.validate(input, french);

/** Ours through `vo.validate`, as the library's own adapters call it. */
export const oursValidate = (input: unknown) => vo.validate(Params, input);
