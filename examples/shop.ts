/**
 * The shop's value objects, declared once and used by every example: the core demo,
 * the AI SDK order agent and the MCP order server.
 */
import * as vo from "@adcodicem/value-objects";

/** ISO 13616 check digits: the rearranged number, read as digits, is 1 modulo 97. */
export function ibanChecksum(iban: string): vo.CheckResult {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const c of rearranged) {
    const digit = c >= "A" ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    remainder = (digit > 9 ? remainder * 100 + digit : remainder * 10 + digit) % 97;
  }
  return remainder === 1 ? undefined : { code: "iban.checksum", message: "The check digits do not match." };
}

export const Iban = vo.string("Iban", {
  description: "An international bank account number.",
  format: "iban",
  pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
  minLength: 15,
  maxLength: 34,
  examples: ["FR7630006000011234567890189"],
  // a person writes an IBAN in groups of four, in any case
  normalize: (text) => text.replace(/ /g, "").toUpperCase(),
  check: ibanChecksum,
  checkDescription: "The two check digits must match the rest of the number (ISO 13616, modulo 97).",
});
export const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
export const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to.", ignoreCase: true });
