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

// the formats the library itself checks, as Zod's `format` and valibot's `type` name them
const FORMATS: Readonly<Record<string, string>> = {
  email: "email", rfc_email: "email", url: "uri", uuid: "uuid", guid: "uuid", ipv4: "ipv4", ipv6: "ipv6",
  date: "date", iso_date: "date", datetime: "date-time", iso_date_time: "date-time", iso_timestamp: "date-time",
  time: "time", iso_time: "time", hostname: "hostname",
};
const FORMAT_SENTENCES = new Map(Object.entries(FORMATS).map(([name, format]) => [name, sentences.format(format)]));

// Zod 4's issue codes; too_small and too_big read their `origin`, invalid_format its `format`
const ZOD: Readonly<Record<string, Kind>> = {
  invalid_type: "type", not_multiple_of: "multiple", unrecognized_keys: "unknownMembers", invalid_union: "noMatch",
  invalid_key: "key", invalid_element: "element", invalid_value: "notAllowed", custom: "invalid",
};
const ZOD_FORM = new Set(["starts_with", "ends_with", "includes", "lowercase", "uppercase"]);

// valibot's issue types (it gives no code); min_length and max_length read whether the input was a list
const VALIBOT: Readonly<Record<string, Kind>> = {
  length: "length", size: "length", entries: "length", min_value: "tooSmall", gt_value: "tooSmall",
  max_value: "tooBig", lt_value: "tooBig", multiple_of: "multiple", regex: "pattern",
  starts_with: "form", ends_with: "form", includes: "form", excludes: "form", not_starts_with: "form", not_ends_with: "form",
  picklist: "notAllowed", enum: "notAllowed", literal: "notAllowed", value: "notAllowed", values: "notAllowed", not_value: "notAllowed", not_values: "notAllowed",
  union: "noMatch", variant: "noMatch", check: "invalid", custom: "invalid", raw_check: "invalid", partial_check: "invalid", check_items: "invalid",
};

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
  return Object.hasOwn(ZOD, code) ? foreignSentences[ZOD[code]] : undefined;
}

/** The sentence for a valibot issue, by its kind and type; undefined when it is not valibot's. */
function valibotSentence(issue: Record<string, unknown>): string | undefined {
  const { kind, type } = issue;
  if (typeof type !== "string" || (kind !== "schema" && kind !== "validation")) return undefined;
  if (kind === "schema") {
    if (type === "strict_object" || type === "strict_tuple") return foreignSentences.unknownMember;
    return foreignSentences[Object.hasOwn(VALIBOT, type) ? VALIBOT[type] : "type"];
  }
  if (type === "min_length" || type === "non_empty" || type === "min_size" || type === "min_entries") {
    return foreignSentences[isList(issue.input) ? "tooFewItems" : "tooShort"];
  }
  if (type === "max_length" || type === "max_size" || type === "max_entries") {
    return foreignSentences[isList(issue.input) ? "tooManyItems" : "tooLong"];
  }
  return FORMAT_SENTENCES.get(type) ?? (Object.hasOwn(VALIBOT, type) ? foreignSentences[VALIBOT[type]] : undefined);
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
