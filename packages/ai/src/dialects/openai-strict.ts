import type { JsonSchema } from "@adcodicem/value-objects";
import type { Judge, KeywordTable } from "./keywords.js";
import { lowerWith } from "./lower.js";
import { hasLookaround } from "./patterns.js";

/**
 * OpenAI strict mode (Structured Outputs), Chat Completions and Responses, tools (`strict: true`)
 * and `json_schema` response formats.
 *
 * What the provider does, and where it is said:
 * - Structured Outputs guide, "Supported schemas": strings take `pattern` and `format` (date-time, time,
 *   date, duration, email, hostname, ipv4, ipv6, uuid); numbers take `multipleOf`, `maximum`,
 *   `exclusiveMaximum`, `minimum`, `exclusiveMinimum`; arrays take `minItems`, `maxItems`; enum, anyOf.
 * - Same guide: "all fields must be required" (optional as a union with null), "additionalProperties: false
 *   must always be set in objects", the root must be an object and not `anyOf`; allOf, not,
 *   dependentRequired, dependentSchemas, if/then/else are not supported, and an unsupported schema is an error.
 * - Same guide: "Definitions are supported" (`$defs` and `$ref`) and "Recursive schemas are supported" (`#` for
 *   the root, or a definition that names itself): a recursive schema goes as written, its definition lowered
 *   like any object; its nesting depth counts the recursion once (limits.ts).
 * - Reported by users (invalid_json_schema): `default` is not permitted; `format: uri` is refused;
 *   minLength and maxLength are not in the supported list.
 * - @ai-sdk/openai removes a pattern with lookaround before sending (normalize-openai-json-schema.ts).
 * So those keywords are kept as enforced; every other rule moves into the description, records travel as
 * `{ key, value }` pairs and optional members as required nullable ones.
 */
export const openaiStrictKeywords: KeywordTable = {
  keep: ["enum", "const", "pattern", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems"],
  keepAndSay: [],
  say: ["minLength", "maxLength", "examples", "default", "uniqueItems", "minProperties", "maxProperties"],
  formats: ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"],
  otherFormats: "say",
  otherwise: "say",
};

const judge: Judge = (keyword, value) =>
  keyword === "pattern" && typeof value === "string" && hasLookaround(value) ? "say" : undefined;

/**
 * Lowers a `languageModel` schema for OpenAI strict mode. The root must be an object:
 * an answer of another shape is wrapped in an object first (as structured answers do).
 *
 * @example
 * ```ts
 * lowerOpenaiStrict({ type: "object", properties: { note: { type: "string", maxLength: 80 } }, required: [] });
 * // { type: "object", properties: { note: { description: "The value must be at most 80 characters long.", type: ["string", "null"] } },
 * //   required: ["note"], additionalProperties: false }
 * ```
 */
export function lowerOpenaiStrict(schema: JsonSchema): JsonSchema {
  const lowered = lowerWith(schema, {
    keywords: openaiStrictKeywords,
    judge,
    requireAll: true,
    recordsAsPairs: true,
    closeObjects: true,
    oneOfAsAnyOf: true,
    tuples: "anyOf",
  });
  if (lowered.type !== "object") {
    throw new TypeError("OpenAI strict mode needs an object at the root of a schema: wrap the value in an object first.");
  }
  return lowered;
}
