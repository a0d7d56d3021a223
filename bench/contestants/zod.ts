/** The same rules in Zod 4 (classic API), read with `safeParse`. */
import { z } from "zod";
import { ownIbanCheckDigits } from "../fixtures.js";

const hasIbanCheckDigits = ownIbanCheckDigits();

const Iban = z
  .string()
  .min(15)
  .max(34)
  .regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/)
  .refine(hasIbanCheckDigits, { message: "The check digits do not match." });

export const ZodParams = z.object({
  iban: Iban,
  quantity: z.int().min(1).max(100),
  // the declared spelling comes from upper-casing before the closed set
  country: z.preprocess((v) => (typeof v === "string" ? v.toUpperCase() : v), z.enum(["FR", "DE"])),
  alternates: z.array(Iban).max(5),
  note: z.string().max(200).optional(),
});

export const zodSafeParse = (input: unknown) => ZodParams.safeParse(input);
