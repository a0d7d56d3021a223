// The value objects the MCP tests share: DESIGN.md's order tool and a few results.
import * as vo from "@adcodicem/value-objects";

export const Iban = vo.string("Iban", {
  description: "An international bank account number.",
  format: "iban",
  pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
  minLength: 15,
  maxLength: 34,
  examples: ["FR7630006000011234567890189"],
  normalize: (text) => text.replace(/ /g, "").toUpperCase(),
  checkDescription: "The two check digits must match the rest of the number.",
});
export const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
export const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to.", ignoreCase: true });
export const Amount = vo.number("Amount", { description: "An amount in euros.", minimum: 0, multipleOf: 0.01 });
export const Status = vo.oneOf("Status", ["pending", "shipped"], { description: "Where an order stands." });

export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.optional(vo.array(Iban, { maxItems: 3 }), []),
  note: vo.optional(vo.string("Note", { maxLength: 20 })),
});

export const Receipt = vo.object({ country: CountryCode, total: Amount, status: vo.optional(Status, "pending") });

/** A valid IBAN. */
export const IBAN = "FR7630006000011234567890189";
