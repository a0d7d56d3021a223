/** The same rules in Valibot 1.5, read with `safeParse`. */
import * as v from "valibot";
import { ownIbanCheckDigits } from "../fixtures.js";

const hasIbanCheckDigits = ownIbanCheckDigits();

const Iban = v.pipe(
  v.string(),
  v.minLength(15),
  v.maxLength(34),
  v.regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/),
  v.check(hasIbanCheckDigits, "The check digits do not match."),
);

export const ValibotParams = v.object({
  iban: Iban,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  country: v.pipe(v.string(), v.toUpperCase(), v.picklist(["FR", "DE"])),
  alternates: v.pipe(v.array(Iban), v.maxLength(5)),
  note: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export const valibotSafeParse = (input: unknown) => v.safeParse(ValibotParams, input);
