import * as sentences from "../refusal/messages.js";
import { jsonSchemaFormats } from "../rules/format.js";

/**
 * The sentence a model reads about one JSON Schema keyword of a node, read from the
 * one table of rule sentences (`refusal/messages.ts`): for a rule, the very sentence
 * of the refusal a value gets when it breaks it (`minLength: 15` reads "The value must
 * be at least 15 characters long."); for a format JSON Schema defines, that sentence
 * and how the format is written; for a format it does not define, its name; for
 * `default` and `examples`, what they show; for a keyword it does not know,
 * `keyword: value.`; `""` when there is nothing to say.
 *
 * @example
 * ```ts
 * ruleSentence("maximum", 100); // "The value must be less than or equal to 100."
 * ruleSentence("format", "date"); // "The value must be a valid date. It is written YYYY-MM-DD."
 * ruleSentence("format", "iban"); // "Format: iban."
 * ```
 */
export function ruleSentence(keyword: string, value: unknown): string {
  const say = Object.hasOwn(BY_KEYWORD, keyword) ? BY_KEYWORD[keyword] : undefined;
  return say === undefined ? sentences.keyword(keyword, value) : say(value);
}

const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [value]);

function formatSentence(value: unknown): string {
  const format = String(value);
  if (!jsonSchemaFormats.has(format)) return sentences.formatNamed(format);
  const writing = sentences.formatWriting(format);
  return writing === undefined ? sentences.format(format) : `${sentences.format(format)} ${writing}`;
}

// each keyword, the entry of the table that says it
const BY_KEYWORD: Readonly<Record<string, (value: unknown) => string>> = {
  format: formatSentence,
  pattern: (value) => sentences.pattern(String(value)),
  minLength: (value) => sentences.atLeastChars(value as number),
  maxLength: (value) => sentences.atMostChars(value as number),
  minimum: (value) => sentences.min(value as number),
  exclusiveMinimum: (value) => sentences.exclusiveMin(value as number),
  maximum: (value) => sentences.max(value as number),
  exclusiveMaximum: (value) => sentences.exclusiveMax(value as number),
  multipleOf: (value) => sentences.multipleOf(value as number),
  minItems: (value) => sentences.minItems(value as number),
  maxItems: (value) => sentences.maxItems(value as number),
  uniqueItems: (value) => (value === true ? sentences.uniqueItems : ""),
  minProperties: (value) => sentences.minEntries(value as number),
  maxProperties: (value) => sentences.maxEntries(value as number),
  const: (value) => sentences.literal(value),
  enum: (value) => sentences.oneOf(list(value)),
  default: (value) => sentences.defaultIs(value),
  examples: (value) => sentences.examples(list(value)),
};
