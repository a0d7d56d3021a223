import type { JsonSchema } from "@adcodicem/value-objects";
import type { KeywordTable } from "./keywords.js";
import { lowerWith } from "./lower.js";

/**
 * Google Gemini (`responseJsonSchema` for answers, `parametersJsonSchema` for tools, which
 * @ai-sdk/google 4 sends as they are).
 *
 * What the provider does, and where it is said:
 * - Gemini API structured output docs, "JSON Schema support" (extended in November 2025: anyOf, $ref,
 *   minimum and maximum, additionalProperties, type null, prefixItems): type, title, description, enum,
 *   format (date-time, date, time), minimum, maximum, items, prefixItems, minItems, maxItems,
 *   properties, required, additionalProperties, anyOf, $ref, $defs.
 * - Recursion: `$ref` into `$defs` goes as written. Google's forum answer (discuss.ai.google.dev, "Is recursive
 *   schema definition not supported?") says recursion in `responseJsonSchema` is partly supported: the model
 *   unrolls it to a finite depth, and a recursive property should not be required (a list of children may be empty).
 * - Firebase AI Logic docs, response schema: a field outside the supported list is ignored, not refused.
 * - Measured (FIELD-NOTES): pattern, minLength, maxLength, const and examples are silently ignored;
 *   @ai-sdk/google turns `const` into a one-value enum for answers (sanitize-response-json-schema.ts)
 *   because `responseJsonSchema` does not take it.
 * So the ignored keywords stay and are said again; those outside the list are said instead; type
 * arrays go as `anyOf` (documented) and `const` as a one-value enum, for tools too.
 */
export const geminiKeywords: KeywordTable = {
  keep: ["enum", "minimum", "maximum", "minItems", "maxItems"],
  keepAndSay: ["pattern", "minLength", "maxLength", "examples"],
  say: ["exclusiveMinimum", "exclusiveMaximum", "multipleOf", "default", "uniqueItems", "minProperties", "maxProperties", "const", "propertyNames"],
  formats: ["date-time", "date", "time"],
  otherFormats: "say",
  otherwise: "say",
};

/**
 * Lowers a `languageModel` schema for Gemini.
 *
 * @example
 * ```ts
 * lowerGemini({ type: ["string", "null"], minLength: 2 });
 * // { description: "The value must be at least 2 characters long.", anyOf: [{ type: "string", minLength: 2 }, { type: "null" }] }
 * ```
 */
export function lowerGemini(schema: JsonSchema): JsonSchema {
  return lowerWith(schema, { keywords: geminiKeywords, splitTypes: true, constAsEnum: true, oneOfAsAnyOf: true, structural: ["prefixItems"], tuples: "without-false-items" });
}
