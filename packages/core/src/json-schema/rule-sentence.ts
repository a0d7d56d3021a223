import { sentences } from "../refusal/messages.js";
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
  const n = value as number;
  switch (keyword) {
    case "format": {
      const format = String(value);
      if (!jsonSchemaFormats.has(format)) return sentences.formatNamed(format);
      const writing = sentences.formatWriting(format);
      return writing === undefined ? sentences.format(format) : `${sentences.format(format)} ${writing}`;
    }
    case "pattern":
      return sentences.pattern(String(value));
    case "minLength":
      return sentences.atLeastChars(n);
    case "maxLength":
      return sentences.atMostChars(n);
    case "minimum":
      return sentences.min(n);
    case "exclusiveMinimum":
      return sentences.exclusiveMin(n);
    case "maximum":
      return sentences.max(n);
    case "exclusiveMaximum":
      return sentences.exclusiveMax(n);
    case "multipleOf":
      return sentences.multipleOf(n);
    case "minItems":
      return sentences.minItems(n);
    case "maxItems":
      return sentences.maxItems(n);
    case "uniqueItems":
      return value === true ? sentences.uniqueItems : "";
    case "minProperties":
      return sentences.minEntries(n);
    case "maxProperties":
      return sentences.maxEntries(n);
    case "const":
      return sentences.literal(value);
    case "enum":
      return sentences.oneOf(Array.isArray(value) ? value : [value]);
    case "default":
      return sentences.defaultIs(value);
    case "examples":
      return sentences.examples(Array.isArray(value) ? value : [value]);
    default:
      return sentences.keyword(keyword, value);
  }
}
