/**
 * The core on its own: a value object's checks and its two JSON Schema profiles.
 * Run through `npm run demo`.
 */
import * as vo from "@adcodicem/value-objects";
import { CountryCode, Iban, Quantity } from "./shop.js";

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
  if (!checked.ok) for (const issue of checked.issues) log(`${issue.pointer} ${issue.code}: ${issue.message}`);
  log("");
  log("== JSON Schema, standard profile (a validator reads it) ==");
  log(JSON.stringify(vo.toJsonSchema(OrderParameters, { profile: "standard" }), null, 2));
  log("");
  log("== JSON Schema, languageModel profile (what a model should send) ==");
  log(JSON.stringify(vo.toJsonSchema(OrderParameters, { profile: "languageModel" }), null, 2));
}
