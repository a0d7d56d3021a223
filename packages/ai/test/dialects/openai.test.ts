import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { CountryCode, Iban, Quantity } from "./value-objects.js";

test("outside strict mode every keyword stays and every rule but a closed set is also said", () => {
  const lm = vo.toJsonSchema(vo.object({ iban: vo.describe(Iban, "The account to debit."), country: CountryCode, stock: vo.optional(vo.record(Quantity)) }), { profile: "languageModel" });
  const lowered = lowerSchema(lm, "openai", { purpose: "tool" });
  const props = lowered.properties as Record<string, vo.JsonSchema>;
  assert.deepEqual(props.iban, {
    description:
      "The account to debit.\n\nAn international bank account number.\n\nThe two check digits must match the rest of the number (ISO 13616, modulo 97).\n\nFormat: iban.\n\n" +
      "The value must match the pattern ^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$. The value must be at least 15 characters long. The value must be at most 34 characters long.",
    type: "string",
    pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
    minLength: 15,
    maxLength: 34,
    examples: ["FR7630006000011234567890189"],
  });
  assert.deepEqual(props.country, lm.properties && (lm.properties as Record<string, unknown>).country, "a closed set is shown as it is");
  assert.deepEqual(lowered.required, ["iban", "country"], "optional members stay optional");
  assert.equal((props.stock.additionalProperties as vo.JsonSchema).type, "integer", "records stay records");
});
