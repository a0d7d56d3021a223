/**
 * The same rules as a JSON Schema compiled by Ajv 8 (allErrors), the mod-97 rule
 * as a custom keyword. Ajv checks without building a value, so a valid input is
 * then copied out with the country in its declared spelling and unknown members
 * dropped, as the other contestants return it.
 */
import { Ajv } from "ajv";
import { ownIbanCheckDigits } from "../fixtures.js";

const hasIbanCheckDigits = ownIbanCheckDigits();

const ajv = new Ajv({ allErrors: true });
ajv.addKeyword({ keyword: "ibanCheckDigits", type: "string", schemaType: "boolean", errors: false, validate: (_: boolean, data: string) => hasIbanCheckDigits(data) });

const iban = { type: "string", minLength: 15, maxLength: 34, pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", ibanCheckDigits: true };

const check = ajv.compile({
  type: "object",
  properties: {
    iban,
    quantity: { type: "integer", minimum: 1, maximum: 100 },
    country: { type: "string", pattern: "^(?:[Ff][Rr]|[Dd][Ee])$" },
    alternates: { type: "array", items: iban, maxItems: 5 },
    note: { type: "string", maxLength: 200 },
  },
  required: ["iban", "quantity", "country", "alternates"],
});

interface Args {
  iban: string;
  quantity: number;
  country: string;
  alternates: string[];
  note?: string;
}

export function ajvCheck(input: unknown) {
  if (!check(input)) return { ok: false as const, errors: check.errors };
  const a = input as Args;
  const value: Args = { iban: a.iban, quantity: a.quantity, country: a.country.toUpperCase(), alternates: a.alternates.slice() };
  if (a.note !== undefined) value.note = a.note;
  return { ok: true as const, value };
}
