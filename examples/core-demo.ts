/**
 * The core on its own: a value object's checks and its two JSON Schema profiles.
 * Run through `npm run demo`.
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
  normalize: (text) => text.replace(/ /g, "").toUpperCase(),
  check: ibanChecksum,
  checkDescription: "The two check digits must match the rest of the number (ISO 13616, modulo 97).",
});
export const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
export const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to.", ignoreCase: true });

export const OrderParameters = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.optional(vo.array(Iban, { maxItems: 5 }), []),
  note: vo.optional(vo.string("Note", { maxLength: 200 })),
});

export function runCoreDemo(log: (line: string) => void): void {
  log("== A value object checks its rules ==");
  const inputs: [vo.ValueObject<unknown>, unknown][] = [
    [Quantity, 3],
    [Quantity, 500],
    [Quantity, 2.5],
    [Quantity, null],
    [CountryCode, "fr"],
    [CountryCode, "es"],
    [Iban, "fr76 3000 6000 0112 3456 7890 189"],
    [Iban, "FR7630006000011234567890188"],
  ];
  for (const [valueObject, input] of inputs) {
    const result = valueObject.tryCreate(input);
    log(`${valueObject.name}.tryCreate(${JSON.stringify(input)}) → ${result.ok ? `ok ${JSON.stringify(result.value)}` : `${result.error.code}: ${result.error.message}`}`);
  }
  log("");
  log("== The parameters object, every refusal with its path ==");
  const checked = vo.validate(OrderParameters, { iban: "FR76", quantity: 0, country: "DE", alternates: ["FR7630006000011234567890189", "XX"] });
  if (!checked.ok) for (const issue of checked.issues) log(`${vo.toJsonPointer(issue.path)} ${issue.code}: ${issue.message}`);
  log("");
  log("== JSON Schema, standard profile (a validator reads it) ==");
  log(JSON.stringify(vo.toJsonSchema(OrderParameters, { profile: "standard" }), null, 2));
  log("");
  log("== JSON Schema, languageModel profile (what a model should send) ==");
  log(JSON.stringify(vo.toJsonSchema(OrderParameters, { profile: "languageModel" }), null, 2));
}
