/**
 * A rule said as a sentence a model reads, for the keywords a provider rejects or
 * ignores. One sentence per keyword, so each rule can be found again.
 */

// What a format means, in words a model follows without knowing the keyword
const FORMAT_WORDS: Readonly<Record<string, string>> = {
  "date": "a calendar date written YYYY-MM-DD",
  "date-time": "a date and time with a time zone offset, written as in 2024-05-01T09:30:00Z (RFC 3339)",
  "time": "a time of day with a time zone offset, written as in 09:30:00Z",
  "duration": "an ISO 8601 duration, written as in P3DT4H",
  "email": "an email address",
  "idn-email": "an email address",
  "hostname": "a host name",
  "idn-hostname": "a host name",
  "ipv4": "an IPv4 address",
  "ipv6": "an IPv6 address",
  "uri": "an absolute URI",
  "uri-reference": "a URI or a relative reference",
  "iri": "an absolute IRI",
  "iri-reference": "an IRI or a relative reference",
  "uuid": "a UUID",
  "uri-template": "a URI template",
  "json-pointer": "a JSON Pointer",
  "relative-json-pointer": "a relative JSON Pointer",
  "regex": "a regular expression",
};

const json = (value: unknown): string => JSON.stringify(value) ?? String(value);
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The sentence that says one rule keyword; a keyword it does not know is said as `keyword: value.`.
 *
 * @example
 * ```ts
 * ruleSentence("minLength", 15); // "At least 15 characters."
 * ruleSentence("pattern", "^[A-Z]{2}$"); // "Must match the pattern ^[A-Z]{2}$."
 * ```
 */
export function ruleSentence(keyword: string, value: unknown): string {
  const n = value as number;
  switch (keyword) {
    case "format": {
      const words = FORMAT_WORDS[String(value)];
      return words === undefined ? `Format: ${String(value)}.` : `Must be ${words}.`;
    }
    case "pattern":
      return `Must match the pattern ${String(value)}.`;
    case "minLength":
      return `At least ${plural(n, "character", "characters")}.`;
    case "maxLength":
      return `At most ${plural(n, "character", "characters")}.`;
    case "minimum":
      return `Must be at least ${n}.`;
    case "exclusiveMinimum":
      return `Must be greater than ${n}.`;
    case "maximum":
      return `Must be at most ${n}.`;
    case "exclusiveMaximum":
      return `Must be less than ${n}.`;
    case "multipleOf":
      return `Must be a multiple of ${n}.`;
    case "minItems":
      return `At least ${plural(n, "item", "items")}.`;
    case "maxItems":
      return `At most ${plural(n, "item", "items")}.`;
    case "uniqueItems":
      return value === true ? "The items must all differ." : "";
    case "minProperties":
      return `At least ${plural(n, "entry", "entries")}.`;
    case "maxProperties":
      return `At most ${plural(n, "entry", "entries")}.`;
    case "const":
      return `Must be exactly ${json(value)}.`;
    case "enum":
      return `Must be one of: ${(value as unknown[]).map(json).join(", ")}.`;
    case "default":
      return `Defaults to ${json(value)}.`;
    case "examples": {
      const list = Array.isArray(value) ? value : [value];
      return list.length === 0 ? "" : `${list.length === 1 ? "Example" : "Examples"}: ${list.map(json).join(", ")}.`;
    }
    default:
      return `${keyword}: ${json(value)}.`;
  }
}

/** What the description of a record says once its entries travel as `{ key, value }` pairs. */
export const PAIRS_SENTENCE = 'A map sent as a list of { "key", "value" } pairs; each key at most once.';

/**
 * Appends sentences to a description: a blank line after what was there, the
 * sentences of one node in one paragraph; one the description holds already is left out.
 *
 * @example
 * ```ts
 * withSentences("A quantity.", ["Must be at least 1.", "Must be at most 100."]);
 * // "A quantity.\n\nMust be at least 1. Must be at most 100."
 * ```
 */
export function withSentences(description: unknown, sentences: readonly string[]): string | undefined {
  const before = typeof description === "string" && description !== "" ? description : undefined;
  // a sentence already there is not said twice: lowering a lowered schema changes nothing
  const said = [...new Set(sentences)].filter((s) => s !== "" && !(before?.includes(s) ?? false));
  if (said.length === 0) return before;
  const paragraph = said.join(" ");
  return before === undefined ? paragraph : `${before}\n\n${paragraph}`;
}
