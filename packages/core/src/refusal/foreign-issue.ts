import { codeOrNotParsable } from "./code-form.js";
import * as sentences from "./messages.js";

/**
 * The library's own sentences for the kinds of issue a foreign schema reports. A
 * foreign library's text quotes the value in forms no redaction can catch (trimmed,
 * upper-cased, a prefix of it, the 65th unknown key), so it is never passed on: the
 * issue's kind picks one of these instead. None takes a parameter from the issue.
 */
export const foreignSentences = {
  type: "The value is not of the expected type.",
  tooShort: "The value is too short.",
  tooLong: "The value is too long.",
  length: "The value does not have the expected length.",
  tooSmall: "The value is too small.",
  tooBig: "The value is too big.",
  tooFewItems: "The list holds too few items.",
  tooManyItems: "The list holds too many items.",
  format: "The value does not have the expected format.",
  form: "The value does not have the expected form.",
  pattern: "The value does not match the expected pattern.",
  multiple: "The value is not a multiple of the expected step.",
  notAllowed: "The value is not one of the allowed values.",
  unknownMembers: "The object holds members that are not allowed.",
  unknownMember: "The member is not allowed.",
  noMatch: "The value matches none of the allowed forms.",
  key: "The key is not allowed.",
  element: "An element of the value is not valid.",
  invalid: "The value is not valid.",
} as const;

type Kind = keyof typeof foreignSentences;

/**
 * Each name in `groups`' lists (space-separated) to what `say` gives for its group: names
 * grouped by what they turn into weigh less in a bundle than one entry per name; without `say`,
 * the group is a kind of issue, and its sentence is given.
 */
function named(groups: Readonly<Record<string, string>>, say = (kind: string): string => foreignSentences[kind as Kind]): Map<string, string> {
  const table = new Map<string, string>();
  for (const kind of Object.keys(groups)) for (const name of groups[kind].split(" ")) table.set(name, say(kind));
  return table;
}

// the formats the library itself checks, as Zod's `format` and valibot's `type` name them
const FORMAT_SENTENCES = named({
  email: "email rfc_email", uri: "url", uuid: "uuid guid", ipv4: "ipv4", ipv6: "ipv6", date: "date iso_date",
  "date-time": "datetime iso_date_time iso_timestamp", time: "time iso_time", hostname: "hostname",
}, sentences.format);

// Zod 4's issue codes; too_small and too_big read their `origin`, invalid_format its `format`
const ZOD = named({
  type: "invalid_type", multiple: "not_multiple_of", unknownMembers: "unrecognized_keys", noMatch: "invalid_union",
  key: "invalid_key", element: "invalid_element", notAllowed: "invalid_value", invalid: "custom",
} satisfies Partial<Record<Kind, string>>);
const ZOD_FORM = new Set(["starts_with", "ends_with", "includes", "lowercase", "uppercase"]);

// valibot's issue types (it gives no code); min_length and max_length read whether the input was a list
const VALIBOT = named({
  length: "length size entries", tooSmall: "min_value gt_value", tooBig: "max_value lt_value", multiple: "multiple_of", pattern: "regex",
  form: "starts_with ends_with includes excludes not_starts_with not_ends_with",
  notAllowed: "picklist enum literal value values not_value not_values",
  noMatch: "union variant", invalid: "check custom raw_check partial_check check_items",
} satisfies Partial<Record<Kind, string>>);

const isList = (input: unknown) => Array.isArray(input) || input instanceof Set || input instanceof Map;

/** The sentence for a Zod issue, by its code; undefined when the code is not Zod's. */
function zodSentence(issue: Record<string, unknown>, code: unknown): string | undefined {
  if (typeof code !== "string") return undefined;
  if (code === "too_small" || code === "too_big") {
    const origin = issue.origin;
    const small = code === "too_small";
    if (origin === "string") return foreignSentences[small ? "tooShort" : "tooLong"];
    if (origin === "array" || origin === "set") return foreignSentences[small ? "tooFewItems" : "tooManyItems"];
    return foreignSentences[small ? "tooSmall" : "tooBig"];
  }
  if (code === "invalid_format") {
    const format = issue.format;
    if (typeof format !== "string") return foreignSentences.format;
    if (format === "regex") return foreignSentences.pattern;
    if (ZOD_FORM.has(format)) return foreignSentences.form;
    return FORMAT_SENTENCES.get(format) ?? foreignSentences.format;
  }
  return ZOD.get(code);
}

/** The sentence for a valibot issue, by its kind and type; undefined when it is not valibot's. */
function valibotSentence(issue: Record<string, unknown>): string | undefined {
  const { kind, type } = issue;
  if (typeof type !== "string" || (kind !== "schema" && kind !== "validation")) return undefined;
  if (kind === "schema") {
    // an unknown key or item (`expected: "never"`): the key's issue sits at the object (foreign-path.ts)
    // and says so, as Zod's does; a strict object's or tuple's other issues (a missing key, no object)
    // fall to the type sentence, as a plain object's do
    if (issue.expected === "never") {
      if (type === "strict_object") return foreignSentences.unknownMembers;
      if (type === "strict_tuple") return foreignSentences.unknownMember;
    }
    return VALIBOT.get(type) ?? foreignSentences.type;
  }
  if (type === "min_length" || type === "non_empty" || type === "min_size" || type === "min_entries") {
    return foreignSentences[isList(issue.input) ? "tooFewItems" : "tooShort"];
  }
  if (type === "max_length" || type === "max_size" || type === "max_entries") {
    return foreignSentences[isList(issue.input) ? "tooManyItems" : "tooLong"];
  }
  return FORMAT_SENTENCES.get(type) ?? VALIBOT.get(type);
}

/**
 * A foreign issue's code and the library's own sentence for its kind: the code when
 * it has one that reads as a code (else value_object.not_parsable); the sentence
 * from Zod's code, or valibot's kind and type, or the generic one. Reads a few
 * fields of the issue and nothing of the input: a constant per issue.
 *
 * @example
 * ```ts
 * foreignRefusal({ code: "too_small", origin: "string", message: 'Too small: "zqx"…' });
 * // { code: "too_small", message: "The value is too short." }
 * ```
 */
export function foreignRefusal(issue: unknown): { code: string; message: string } {
  const fields = (issue !== null && typeof issue === "object" ? issue : {}) as Record<string, unknown>;
  const code = fields.code;
  const message = zodSentence(fields, code) ?? valibotSentence(fields) ?? foreignSentences.invalid;
  return { code: codeOrNotParsable(code), message };
}
