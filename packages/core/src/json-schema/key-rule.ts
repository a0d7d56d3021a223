import * as sentences from "../refusal/messages.js";
import { ruleSentence } from "./rule-sentence.js";
import type { JsonSchema } from "./types.js";
import type { Locale } from "../refusal/locale.js";

// what a key schema holds besides its rules: its type (always a string) and what only shows
const NOT_RULES: ReadonlySet<string> = new Set(["type", "description", "examples", "default", "title"]);

/**
 * The sentence that says a keyed record's key rules (its `propertyNames` schema) where no
 * keyword can carry them: OpenAPI 3.0, which lacks `propertyNames`, and a provider that
 * rejects or ignores it. The key's description first, then each rule's sentence from the
 * one table (in `locale` where one is given); `""` when the key has no rule.
 *
 * @example
 * ```ts
 * keyRuleSentence({ type: "string", enum: ["FR", "DE"] }); // "Each key of the object: The value must be one of: FR, DE."
 * ```
 */
export function keyRuleSentence(key: JsonSchema, locale?: Locale): string {
  const said: string[] = [];
  if (typeof key.description === "string" && key.description !== "") said.push(key.description);
  for (const [keyword, value] of Object.entries(key)) {
    if (NOT_RULES.has(keyword)) continue;
    const sentence = ruleSentence(keyword, value, locale);
    // a dialect that lowered the key said some rules in its description already
    if (sentence !== "" && !said.some((s) => s.includes(sentence))) said.push(sentence);
  }
  if (said.length === 0) return "";
  // by the entry's name: this function may be another bundle's copy (see `ruleSentence`)
  return locale === undefined ? sentences.eachKey(said.join(" ")) : locale["~say"]("eachKey", said.join(" "));
}
