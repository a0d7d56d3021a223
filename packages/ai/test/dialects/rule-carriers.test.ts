// The checker the dialect and wire tests rely on must fail when a rule is lost.
import assert from "node:assert/strict";
import { test } from "node:test";
import type * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { geminiKeywords } from "../../src/dialects/gemini.js";
import { openaiStrictKeywords } from "../../src/dialects/openai-strict.js";
import { findMissingRules } from "./rule-carriers.js";
import { orderSchema } from "./value-objects.js";

const member = (schema: vo.JsonSchema, ...path: string[]): vo.JsonSchema =>
  path.reduce((node, key) => node[key] as vo.JsonSchema, schema);

test("a rule dropped without a sentence is found", () => {
  const lm = orderSchema();
  const lowered = lowerSchema(lm, "openai-strict", { purpose: "tool" });
  delete member(lowered, "properties", "quantity").maximum;
  assert.deepEqual(findMissingRules(lm, lowered, openaiStrictKeywords), [
    { pointer: "/properties/quantity", problem: "maximum carried neither as a keyword nor as a sentence" },
  ]);
});

test("a rejected keyword sent is found, even when the rule is also said", () => {
  const lm = orderSchema();
  const lowered = lowerSchema(lm, "openai-strict", { purpose: "tool" });
  member(lowered, "properties", "iban").minLength = 15;
  assert.deepEqual(findMissingRules(lm, lowered, openaiStrictKeywords), [{ pointer: "/properties/iban", problem: "rejected keyword minLength sent" }]);
});

test("an ignored keyword kept without its sentence is found", () => {
  const lm = orderSchema();
  const lowered = lowerSchema(lm, "gemini", { purpose: "response-format" });
  const iban = member(lowered, "properties", "iban");
  iban.description = (iban.description as string).replace("The value must be at least 15 characters long. ", "");
  assert.deepEqual(findMissingRules(lm, lowered, geminiKeywords), [{ pointer: "/properties/iban", problem: "minLength is ignored by the provider and not said" }]);
});

test("a lost description, property and record are found", () => {
  const lm = orderSchema();
  const lowered = lowerSchema(lm, "gemini", { purpose: "tool" });
  delete member(lowered, "properties").id;
  member(lowered, "properties", "country").description = "Something else.";
  delete member(lowered, "properties", "stock").additionalProperties;
  const problems = findMissingRules(lm, lowered, geminiKeywords).map((f) => `${f.pointer} ${f.problem}`);
  assert.deepEqual(problems.sort(), [
    "/properties/country description lost",
    "/properties/id property lost",
    "/properties/stock/additionalProperties record values lost",
  ]);
});
