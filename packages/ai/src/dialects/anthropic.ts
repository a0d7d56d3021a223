import type { JsonSchema } from "@adcodicem/value-objects";
import type { Judge, KeywordTable } from "./keywords.js";
import { lowerWith } from "./lower.js";
import { hasBackreferenceOrBoundary, hasLookaround } from "./patterns.js";

/**
 * Anthropic Messages API: native structured output (`output_config.format`) and strict tools
 * (`strict: true`) are lowered; a tool that is not strict keeps every keyword, since Claude reads its
 * `input_schema` as it is (tool use docs: the API builds a system prompt from the tool definitions).
 *
 * What the provider does, and where it is said:
 * - Structured outputs docs, "JSON Schema limitations": supported are the basic types, enum, const,
 *   anyOf, allOf, local $ref, `additionalProperties: false` (required on every object), string formats
 *   date-time, time, date, duration, email, hostname, uri, ipv4, ipv6, uuid, `minItems` of 0 or 1, and
 *   `pattern` without lookaround, backreference or `\b`; not supported: minimum, maximum, multipleOf,
 *   minLength, maxLength, other array constraints, additionalProperties other than false (400 errors), and
 *   recursive schemas: a recursive one is refused before the request leaves (`ProviderLimitError`, limits.ts);
 *   a definition named without recursion goes as a local $ref.
 * - @ai-sdk/anthropic (sanitize-json-schema.ts) moves the same keywords into the description for
 *   native output, keeps `default` and drops `examples`; an open object makes it fall back to a JSON tool.
 * So records travel as `{ key, value }` pairs (closed), the rejected rules as sentences, optional members stay
 * optional (Anthropic allows up to 24 of them).
 * - @ai-sdk/anthropic 4.0.105 also removes `pattern` and `minItems` from a native structured output and appends
 *   them to the description in words of its own (`pattern: ^…$.`, `min items: 1.`), measured at the wire. Lowered
 *   `via: "ai-sdk"`, an answer's schema says both itself, so what arrives is what this dialect wrote.
 */
export const anthropicKeywords: KeywordTable = {
  keep: ["enum", "const", "default", "pattern", "minItems"],
  keepAndSay: [],
  say: [
    "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "maxItems",
    "uniqueItems", "minProperties", "maxProperties", "examples",
  ],
  formats: ["date-time", "time", "date", "duration", "email", "hostname", "uri", "ipv4", "ipv6", "uuid"],
  otherFormats: "say",
  otherwise: "say",
};

const judge: Judge = (keyword, value) => {
  if (keyword === "pattern" && typeof value === "string") {
    return hasLookaround(value) || hasBackreferenceOrBoundary(value) ? "say" : undefined;
  }
  if (keyword === "minItems") return typeof value === "number" && value <= 1 ? "keep" : "say";
  return undefined;
};

// What @ai-sdk/anthropic moves out of a native structured output's schema is said here instead
const judgeViaAiSdk: Judge = (keyword, value, node) => (keyword === "pattern" || keyword === "minItems" ? "say" : judge(keyword, value, node));

/**
 * Lowers a `languageModel` schema for Anthropic: for native structured output and strict
 * tools; a tool that is not strict gets a copy of the schema, every keyword kept.
 *
 * @example
 * ```ts
 * lowerAnthropic({ type: "integer", minimum: 1 }, { purpose: "response-format" });
 * // { description: "The value must be greater than or equal to 1.", type: "integer" }
 * ```
 */
export function lowerAnthropic(
  schema: JsonSchema,
  options: { readonly purpose: "tool" | "response-format"; readonly strict?: boolean; readonly via?: "ai-sdk" },
): JsonSchema {
  if (options.purpose === "tool" && options.strict !== true) return structuredClone(schema);
  return lowerWith(schema, {
    keywords: anthropicKeywords,
    judge: options.purpose === "response-format" && options.via === "ai-sdk" ? judgeViaAiSdk : judge,
    structural: ["allOf"],
    recordsAsPairs: true,
    closeObjects: true,
    oneOfAsAnyOf: true,
    tuples: "anyOf",
  });
}
