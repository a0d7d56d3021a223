import type { JsonSchema } from "@adcodicem/value-objects";
import { type Judge, type KeywordTable, primaryType } from "./keywords.js";
import { lowerWith } from "./lower.js";
import { isGrammarPattern } from "./patterns.js";

/**
 * Ollama: a response format (`format`) becomes a llama.cpp grammar; a tool's schema is shown to
 * the model by its chat template, as it is.
 *
 * What the provider does, and where it is said:
 * - llama.cpp grammars/README.md, "JSON Schemas → GBNF": minimum, exclusiveMinimum, maximum,
 *   exclusiveMaximum "only supported for type integer"; patterns "must start with ^ and end with $";
 *   string formats uri and email unsupported; not, if/then/else, uniqueItems, patternProperties unsupported.
 * - llama.cpp common/json-schema-to-grammar.cpp: a type array becomes a union of bare types (the
 *   node's other keywords are lost); enum, then pattern, then format (date, time, date-time, uuid), then
 *   minLength/maxLength are read, the first that applies wins; a pattern it cannot read fails the conversion.
 * - llama.cpp grammars/README.md (the Pydantic example): a local `$ref` into `$defs` becomes a rule named
 *   after the definition, so a recursive definition is a recursive grammar rule; the same README lists
 *   "`$ref` handling is a bit buggy" (ggerganov/llama.cpp#8073) and no remote refs in the C++ version.
 * So bounds on numbers, multipleOf and the formats it lacks stay and are said again; a pattern it cannot
 * compile is said instead; type arrays go as `anyOf`, whose branches keep their keywords.
 */
export const ollamaKeywords: KeywordTable = {
  keep: ["enum", "const", "minItems", "maxItems", "pattern", "minLength", "maxLength", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "examples", "default"],
  keepAndSay: ["multipleOf", "uniqueItems", "minProperties", "maxProperties"],
  say: [],
  formats: ["date", "time", "date-time", "uuid"],
  otherFormats: "keep-and-say",
  otherwise: "keep-and-say",
};

const BOUNDS = ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"];

// The grammar applies one string rule: a pattern it reads, else a format it knows, else lengths
const judge: Judge = (keyword, value, node) => {
  const pattern = typeof node.pattern === "string" && isGrammarPattern(node.pattern);
  if (keyword === "pattern") return typeof value === "string" && isGrammarPattern(value) ? "keep" : "say";
  if (keyword === "format") return pattern ? "keep-and-say" : undefined;
  if (keyword === "minLength" || keyword === "maxLength") {
    const format = typeof node.format === "string" && ollamaKeywords.formats.includes(node.format);
    return pattern || format ? "keep-and-say" : "keep";
  }
  if (BOUNDS.includes(keyword)) return primaryType(node) === "integer" ? "keep" : "keep-and-say";
  return undefined;
};

/**
 * Lowers a `languageModel` schema for Ollama (llama.cpp grammar).
 *
 * @example
 * ```ts
 * lowerOllama({ type: "number", minimum: 0 });
 * // { description: "The value must be greater than or equal to 0.", type: "number", minimum: 0 }
 * ```
 */
export function lowerOllama(schema: JsonSchema): JsonSchema {
  return lowerWith(schema, { keywords: ollamaKeywords, judge, splitTypes: true, structural: ["oneOf", "allOf"], tuples: "items-list" });
}
