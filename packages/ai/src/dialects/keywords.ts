import type { JsonSchema } from "@adcodicem/value-objects";

/**
 * What a dialect does with one keyword of a node:
 * - `keep`: the provider accepts it and enforces it (or shows it to the model as it is): sent as is;
 * - `keep-and-say`: the provider accepts it but ignores it: sent, and said again as a sentence;
 * - `say`: the provider rejects it: not sent, said as a sentence of the description.
 */
export type Disposition = "keep" | "keep-and-say" | "say";

/**
 * A provider's keywords, as data. A keyword not listed takes `otherwise`. Structural
 * keywords (type, properties, items…) are not listed: every dialect walks them.
 */
export interface KeywordTable {
  readonly keep: readonly string[];
  readonly keepAndSay: readonly string[];
  readonly say: readonly string[];
  /** Formats the provider enforces; any other format takes `otherFormats`. */
  readonly formats: readonly string[] | "all";
  readonly otherFormats: Disposition;
  readonly otherwise: Disposition;
}

/**
 * A decision that depends on the value or the node (a pattern the provider cannot
 * compile, a bound it enforces on integers only); `undefined` leaves it to the table.
 */
export type Judge = (keyword: string, value: unknown, node: JsonSchema) => Disposition | undefined;

/** Keywords every dialect walks or keeps: the shape of the schema, not a rule of a value. */
export const STRUCTURAL: ReadonlySet<string> = new Set([
  "type", "properties", "required", "additionalProperties", "items", "anyOf", "$defs", "definitions", "$ref", "title", "description",
]);

/** The keywords that hold a rule of a value: what a dialect must never lose. */
export const RULE_KEYWORDS: readonly string[] = [
  "format", "pattern", "minLength", "maxLength", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf",
  "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "const", "enum",
];

/**
 * The disposition of one keyword of a node under a table and a judge.
 *
 * @example
 * ```ts
 * dispositionOf(openaiStrictKeywords, "minLength", 15, node); // "say"
 * ```
 */
export function dispositionOf(table: KeywordTable, keyword: string, value: unknown, node: JsonSchema, judge?: Judge): Disposition {
  const judged = judge?.(keyword, value, node);
  if (judged !== undefined) return judged;
  if (keyword === "format") {
    return table.formats === "all" || table.formats.includes(String(value)) ? "keep" : table.otherFormats;
  }
  if (table.keep.includes(keyword)) return "keep";
  if (table.keepAndSay.includes(keyword)) return "keep-and-say";
  if (table.say.includes(keyword)) return "say";
  return table.otherwise;
}

/**
 * The one JSON type a node holds besides null, when there is exactly one.
 *
 * @example
 * ```ts
 * primaryType({ type: ["integer", "null"] }); // "integer"
 * ```
 */
export function primaryType(node: JsonSchema): string | undefined {
  const { type } = node;
  if (typeof type === "string") return type;
  if (!Array.isArray(type)) return undefined;
  const others = type.filter((t) => t !== "null");
  return others.length === 1 ? String(others[0]) : undefined;
}
