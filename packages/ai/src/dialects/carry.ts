import type { JsonSchema } from "@adcodicem/value-objects";
import { isSchemaNode, keyRuleSentence, ruleSentence, setOwn } from "@adcodicem/value-objects/internal";
import { type Judge, type KeywordTable, STRUCTURAL, dispositionOf } from "./keywords.js";
import { withSentences } from "./sentences.js";
import { loweringLocale } from "./sentence-locale.js";

/**
 * Carries the rules of one node into a dialect: each keyword is kept, kept and said,
 * or said instead (see {@link dispositionOf}); the sentences join the node's own
 * description. Structural keywords are copied: their subschemas are lowered elsewhere.
 * `saidAbove` is the description of the node around a branch: what it says already
 * (a type array split into `anyOf` keeps its sentences there) is not said again.
 *
 * @example
 * ```ts
 * carryRules({ type: "string", minLength: 15 }, openaiStrictKeywords);
 * // { description: "The value must be at least 15 characters long.", type: "string" }
 * ```
 */
export function carryRules(
  node: JsonSchema,
  table: KeywordTable,
  judge?: Judge,
  structural: ReadonlySet<string> = STRUCTURAL,
  saidAbove = "",
): JsonSchema {
  const kept: JsonSchema = {};
  const sentences: string[] = [];
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === "description") continue;
    if (structural.has(keyword)) {
      setOwn(kept, keyword, value);
      continue;
    }
    const disposition = dispositionOf(table, keyword, value, node, judge);
    if (disposition !== "say") setOwn(kept, keyword, value);
    // a keyed record's key schema is said as the rules of each key
    const sentence =
      disposition === "keep" ? "" : keyword === "propertyNames" && isSchemaNode(value) ? keyRuleSentence(value, loweringLocale()) : ruleSentence(keyword, value, loweringLocale());
    if (sentence !== "" && !saidAbove.includes(sentence)) sentences.push(sentence);
  }
  const description = withSentences(node.description, sentences);
  return description === undefined ? kept : { description, ...kept };
}
