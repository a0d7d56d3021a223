import type { ValueObject } from "../nodes/value-object.js";
import * as sentences from "../refusal/messages.js";
import { sayIn } from "../refusal/locale.js";
import { caseInsensitivePattern } from "../rules/case-folding.js";
import { NUMBER_TEXT_PATTERN } from "../rules/number-text.js";
import { jsonSchemaFormats } from "../rules/format.js";
import { joinDescriptions } from "./descriptions.js";
import type { JsonSchema, WriteContext } from "./types.js";

const jsonType = ({ kind, values }: ValueObject): string => {
  if (kind === "oneOf") return typeof values![0] === "number" ? (values!.every(Number.isInteger) ? "integer" : "number") : "string";
  return kind === "integer" || kind === "number" || kind === "boolean" ? kind : "string";
};

// the rules that are JSON Schema keywords as they are, in the order they are written
const KEYWORDS = ["minLength", "maxLength", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf"] as const;

// the only texts `fromText` reads as a boolean
const BOOLEAN_TEXT_PATTERN = "^(?:true|false)$";

/**
 * A value object as JSON Schema. Key order follows what a reader expects:
 * description, type, then the rules, then examples.
 */
export function writeValueObject(vo: ValueObject, context: WriteContext, outer: readonly string[]): JsonSchema {
  const r = vo.rules;
  const languageModel = context.profile === "languageModel";
  const format = vo.kind === "date" ? "date" : vo.kind === "dateTime" ? "date-time" : r.format;
  // a format JSON Schema does not define (iban, int32) is a sentence in both profiles: a validator
  // in strict mode (Ajv's default) refuses a schema with a format it does not know
  const formatSaid = format !== undefined && jsonSchemaFormats.has(format);
  // in the locale asked for (English where none)
  const { locale } = context;
  const dateBounds = [r.min !== undefined && sayIn(locale, sentences.notBefore, r.min), r.max !== undefined && sayIn(locale, sentences.notAfter, r.max)];
  const description = joinDescriptions([
    ...outer,
    r.description,
    r.checkDescription,
    ...dateBounds,
    format !== undefined && !formatSaid && sayIn(locale, sentences.formatNamed, format),
  ]);

  const out: JsonSchema = {};
  if (description !== undefined) out.description = description;
  const type = jsonType(vo);
  const textToo = !languageModel && r.fromText === true && type !== "string";
  if (textToo && vo.values) {
    // a closed set of numbers that also reads number text: the set, or any number text
    // (no enum can list every text that reads as 36: "36", "36.0", "3.6e1"…)
    out.anyOf = [{ type, enum: [...vo.values] }, { type: "string", pattern: NUMBER_TEXT_PATTERN }];
    if (r.examples !== undefined && r.examples.length > 0) out.examples = examplesFor(vo, languageModel);
    return out;
  }
  out.type = textToo ? [type, "string"] : type;
  if (vo.values) {
    if (!languageModel && r.ignoreCase === true) out.pattern = caseInsensitivePattern(vo.values as string[]);
    else out.enum = [...vo.values];
  }
  if (formatSaid) out.format = format;
  if (r.pattern !== undefined) out.pattern = typeof r.pattern === "string" ? r.pattern : r.pattern.source;
  else if (textToo) out.pattern = type === "boolean" ? BOOLEAN_TEXT_PATTERN : NUMBER_TEXT_PATTERN;
  for (const keyword of KEYWORDS) if (r[keyword] !== undefined) out[keyword] = r[keyword];
  if (r.examples !== undefined && r.examples.length > 0) out.examples = examplesFor(vo, languageModel);
  return out;
}

/**
 * The examples as declared for a validator; for a model, each as read (the declared
 * spelling, normalized), once: a model copies what it is shown.
 */
function examplesFor(vo: ValueObject, languageModel: boolean): unknown[] {
  const declared = vo.rules.examples ?? [];
  if (!languageModel) return [...declared];
  return [...new Set(declared.map((example) => vo.create(example)))];
}
