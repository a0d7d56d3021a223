import type { JsonSchema } from "@adcodicem/value-objects";
import type { KeywordTable } from "./keywords.js";
import { lowerWith } from "./lower.js";

/**
 * OpenAI without strict mode (Chat Completions and Responses), tools and response formats.
 *
 * What the provider does, and where it is said:
 * - Outside strict mode nothing is enforced: the schema only describes (function calling guide,
 *   `strict`: "Only a subset of JSON Schema is supported when strict is true").
 * - OpenAI's own renderer of tool schemas for its models (openai/harmony, `json_schema_to_typescript`)
 *   shows types, enums, descriptions, examples and defaults, and no length, pattern, bound or format.
 * So every keyword is kept (nothing is rejected), and every rule but a closed set is said again as a sentence.
 */
export const openaiKeywords: KeywordTable = {
  keep: ["enum", "const", "examples", "default"],
  keepAndSay: [
    "pattern", "minLength", "maxLength", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf",
    "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties",
  ],
  // @ai-sdk/openai (normalize-openai-json-schema.ts): "OpenAI does not support the JSON Schema propertyNames keyword"; it removes it
  say: ["propertyNames"],
  formats: [],
  otherFormats: "keep-and-say",
  otherwise: "keep",
};

/**
 * Lowers a `languageModel` schema for OpenAI outside strict mode.
 *
 * @example
 * ```ts
 * lowerOpenai({ type: "integer", minimum: 1 }); // { description: "The value must be greater than or equal to 1.", type: "integer", minimum: 1 }
 * ```
 */
export function lowerOpenai(schema: JsonSchema): JsonSchema {
  return lowerWith(schema, { keywords: openaiKeywords, structural: ["oneOf", "allOf", "not", "prefixItems"] });
}
