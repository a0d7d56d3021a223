// The value objects of DESIGN.md's example (a tool taking an Iban, a Quantity and a
// CountryCode), shared by the tests that need a realistic parameters object.
import * as vo from "@adcodicem/value-objects";

export const Iban = vo.string("Iban", {
  description: "An international bank account number.",
  format: "iban",
  pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
  minLength: 15,
  maxLength: 34,
  examples: ["FR7630006000011234567890189"],
});
export type Iban = vo.Infer<typeof Iban>;

export const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
export type Quantity = vo.Infer<typeof Quantity>;

export const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to." });
export type CountryCode = vo.Infer<typeof CountryCode>;

/** The parameters of DESIGN.md's example tool. */
export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
});

/** A valid IBAN, used wherever a test needs one. */
export const IBAN = "FR7630006000011234567890189";
