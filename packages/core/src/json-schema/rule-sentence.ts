import * as sentences from "../refusal/messages.js";
import { type Locale, sayIn } from "../refusal/locale.js";
import { jsonSchemaFormats } from "../rules/format.js";

/**
 * The sentence a model reads about one JSON Schema keyword of a node, read from the
 * one table of rule sentences (`refusal/messages.ts`): for a rule, the very sentence
 * of the refusal a value gets when it breaks it (`minLength: 15` reads "The value must
 * be at least 15 characters long."); for a format JSON Schema defines, that sentence
 * and how the format is written; for a format it does not define, its name; for
 * `default` and `examples`, what they show; for a keyword it does not know,
 * `keyword: value.`; `""` when there is nothing to say. With `locale`, in its words.
 *
 * @example
 * ```ts
 * ruleSentence("maximum", 100); // "The value must be less than or equal to 100."
 * ruleSentence("format", "date"); // "The value must be a valid date. It is written YYYY-MM-DD."
 * ruleSentence("format", "iban"); // "Format: iban."
 * ruleSentence("maximum", 100, fr); // "La valeur doit être inférieure ou égale à 100."
 * ```
 */
export function ruleSentence(keyword: string, value: unknown, locale?: Locale): string {
  // a locale says its own: this function may be another bundle's copy, whose table entries are not the locale's
  return locale === undefined ? sayRule(keyword, value) : locale["~rule"](keyword, value);
}

/** {@link ruleSentence} in this bundle's table: how a locale writes one (`~rule`). */
export function sayRule(keyword: string, value: unknown, locale?: Locale): string {
  const say: Say = locale === undefined ? sayEnglish : (entry, ...args) => sayIn(locale, entry, ...args);
  const written = Object.hasOwn(BY_KEYWORD, keyword) ? BY_KEYWORD[keyword] : undefined;
  return written === undefined ? say(sentences.keyword, keyword, value) : written(value, say);
}

// an entry of the table said with its arguments, in English or in the locale asked for
type Say = (entry: unknown, ...args: unknown[]) => string;
const sayEnglish: Say = (entry, ...args) => (typeof entry === "function" ? entry(...args) : String(entry));

const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [value]);

function formatSentence(value: unknown, say: Say): string {
  const format = String(value);
  if (!jsonSchemaFormats.has(format)) return say(sentences.formatNamed, format);
  // how it is written: the table's sentence for the format, where it has one
  const writing = sentences.formatWriting(format) === undefined ? undefined : say(sentences.formatWriting, format);
  return writing === undefined ? say(sentences.format, format) : `${say(sentences.format, format)} ${writing}`;
}

// each keyword, the entry of the table that says it
const BY_KEYWORD: Readonly<Record<string, (value: unknown, say: Say) => string>> = {
  format: formatSentence,
  pattern: (value, say) => say(sentences.pattern, String(value)),
  minLength: (value, say) => say(sentences.atLeastChars, value),
  maxLength: (value, say) => say(sentences.atMostChars, value),
  minimum: (value, say) => say(sentences.min, value),
  exclusiveMinimum: (value, say) => say(sentences.exclusiveMin, value),
  maximum: (value, say) => say(sentences.max, value),
  exclusiveMaximum: (value, say) => say(sentences.exclusiveMax, value),
  multipleOf: (value, say) => say(sentences.multipleOf, value),
  minItems: (value, say) => say(sentences.minItems, value),
  maxItems: (value, say) => say(sentences.maxItems, value),
  uniqueItems: (value, say) => (value === true ? say(sentences.uniqueItems) : ""),
  minProperties: (value, say) => say(sentences.minEntries, value),
  maxProperties: (value, say) => say(sentences.maxEntries, value),
  const: (value, say) => say(sentences.literal, value),
  enum: (value, say) => say(sentences.oneOf, list(value)),
  default: (value, say) => say(sentences.defaultIs, value),
  examples: (value, say) => say(sentences.examples, list(value)),
};
