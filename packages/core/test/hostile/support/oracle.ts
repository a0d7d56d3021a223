/**
 * The oracle: re-checks a value the library accepted against the declared rules,
 * written independently of the library (code points by iteration, formats by
 * ajv-formats, date-time bounds by exact instants), and decides whether a refusal
 * gives back any of the input.
 */
import { createRequire } from "node:module";
import * as vo from "@adcodicem/value-objects";
import { refusedAs, refusedPlainly } from "../../../src/refusal/messages.js";
import * as sentences from "../../../src/refusal/messages.js";
import { CHECKED_FORMATS, type LeafSpec, USER_CODES, checker, normalizer } from "./leaf-specs.js";

type FormatDef = RegExp | ((s: string) => boolean) | { validate: RegExp | ((s: string) => boolean) };
const { fullFormats } = createRequire(import.meta.url)("ajv-formats/dist/formats.js") as { fullFormats: Record<string, FormatDef> };

/** Whether ajv-formats (full mode) accepts a text for a format. */
export function ajvFormat(format: string, text: string): boolean {
  const def = fullFormats[format];
  const check = typeof def === "object" && !(def instanceof RegExp) ? def.validate : def;
  return check instanceof RegExp ? check.test(text) : check(text);
}

const codePoints = (text: string) => [...text].length;

/** Seconds since the epoch and the fraction digits of an RFC 3339 date-time: an exact instant. */
function instant(text: string): [number, string] {
  const m = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/.exec(text);
  if (m === null) throw new Error(`oracle: not a date-time: ${text}`);
  const base = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) / 1000;
  const offset = m[6] === undefined ? 0 : (m[6] === "-" ? -1 : 1) * (+m[7] * 3600 + +m[8] * 60);
  return [base - offset, (m[5] ?? "").replace(/0+$/, "")];
}
const compareInstants = (a: string, b: string) => {
  const [sa, fa] = instant(a);
  const [sb, fb] = instant(b);
  if (sa !== sb) return sa - sb;
  const width = Math.max(fa.length, fb.length);
  const pa = fa.padEnd(width, "0");
  const pb = fb.padEnd(width, "0");
  return pa < pb ? -1 : pa > pb ? 1 : 0;
};

/** A number's shortest JS text as an exact decimal: digits over a power of ten. */
function decimal(n: number): [bigint, number] {
  const [mantissa, exponent = "0"] = String(Math.abs(n)).split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? [digits, scale] : [digits * 10n ** BigInt(-scale), 0];
}

/**
 * A value `step` divides: exactly, reading both as the decimals they print as, or
 * within the tolerance the library allows beyond 15 decimal places (one part in 1e9).
 */
const nearMultiple = (value: number, step: number) => {
  const [v, vs] = decimal(value);
  const [s, ss] = decimal(step);
  const scale = Math.max(vs, ss);
  if ((v * 10n ** BigInt(scale - vs)) % (s * 10n ** BigInt(scale - ss)) === 0n) return true;
  const q = value / step;
  return Number.isFinite(q) && Math.abs(q - Math.round(q)) <= 1e-9 * Math.max(1, Math.abs(q));
};

/** Why an accepted value breaks its spec's rules, or undefined when it keeps them all. */
export function leafViolation(spec: LeafSpec, value: unknown): string | undefined {
  const norm = normalizer(spec.normalize);
  // a oneOf answers with the declared spelling, which normalize need not give back
  if (norm !== undefined && spec.kind !== "oneOf") {
    let again: unknown;
    try {
      again = norm(value as never);
    } catch {
      return "normalize throws on the value it produced";
    }
    if (!Object.is(again, value)) return "the value is not what normalize makes of it";
  }
  const check = checker(spec.check);
  if (check !== undefined) {
    let answer: unknown;
    try {
      answer = check(value as never);
    } catch {
      return "the user's check throws on the value";
    }
    if (answer != null) return "the user's check refuses the value";
  }
  switch (spec.kind) {
    case "string": {
      if (typeof value !== "string") return "not a string";
      const n = codePoints(value);
      if (spec.minLength !== undefined && n < spec.minLength) return "shorter than minLength";
      if (spec.maxLength !== undefined && n > spec.maxLength) return "longer than maxLength";
      if (spec.pattern !== undefined && !new RegExp(spec.pattern, "u").test(value)) return "does not match the pattern";
      if (spec.format !== undefined && CHECKED_FORMATS.includes(spec.format) && !ajvFormat(spec.format, value)) return `not a valid ${spec.format} for ajv-formats`;
      return undefined;
    }
    case "integer":
    case "number": {
      if (typeof value !== "number" || !Number.isFinite(value)) return "not a finite number";
      if (Object.is(value, -0)) return "-0 (the contract reads -0 as 0)";
      if (spec.kind === "integer" && !Number.isSafeInteger(value)) return "not a safe integer";
      if (spec.minimum !== undefined && value < spec.minimum) return "below minimum";
      if (spec.maximum !== undefined && value > spec.maximum) return "above maximum";
      if (spec.exclusiveMinimum !== undefined && value <= spec.exclusiveMinimum) return "not above exclusiveMinimum";
      if (spec.exclusiveMaximum !== undefined && value >= spec.exclusiveMaximum) return "not below exclusiveMaximum";
      if (spec.multipleOf !== undefined && !nearMultiple(value, spec.multipleOf)) return "not a multiple of multipleOf";
      return undefined;
    }
    case "date": {
      if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !ajvFormat("date", value)) return "not a date";
      if (spec.min !== undefined && value < spec.min) return "before min";
      if (spec.max !== undefined && value > spec.max) return "after max";
      return undefined;
    }
    case "dateTime": {
      if (typeof value !== "string" || !ajvFormat("date-time", value) || !/^.{10}[Tt]/.test(value)) return "not a date-time";
      if (spec.min !== undefined && compareInstants(value, spec.min) < 0) return "before min";
      if (spec.max !== undefined && compareInstants(value, spec.max) > 0) return "after max";
      return undefined;
    }
    case "oneOf":
      return (spec.values as readonly unknown[]).includes(value) ? undefined : "not one of the declared values, in declared spelling";
  }
}

const LIBRARY_CODES = new Set<string>(Object.values(vo.codes));

/** A code the library gives, or one of the user's own. */
export const isKnownCode = (code: unknown, userCodes: readonly string[]) =>
  typeof code === "string" && (LIBRARY_CODES.has(code) || userCodes.includes(code));

/**
 * Every message a leaf may give, rendered from the templates and the declared rule
 * text: what a refusal may legitimately repeat.
 */
export function leafCorpus(spec: LeafSpec): Corpus {
  return toCorpus(leafTexts(spec));
}

/** The texts of {@link leafCorpus}. */
export function leafTexts(spec: LeafSpec): string[] {
  const s = spec as LeafSpec & Record<string, unknown>;
  const said: string[] = [
    sentences.required,
    ...["a string", "an integer", "a number", "a date written YYYY-MM-DD", "a date and time with an offset (RFC 3339)"].map(sentences.mustBeA),
    "The value must not hold the letter x.",
    "The value must be even.",
  ];
  // the raw ceilings without maxLength: 1 MiB, and for a pattern 4,096 (256 for a cubic one)
  const lengths = [s.minLength, s.maxLength, 1 << 20, 4096, 256] as (number | undefined)[];
  if (spec.kind === "oneOf") lengths.push(Math.max(...spec.values.map((v) => String(v).length)) * 4 + 1024);
  for (const n of lengths) if (n !== undefined) said.push(sentences.atLeastChars(n), sentences.atMostChars(n));
  if (typeof s.pattern === "string") said.push(sentences.pattern(new RegExp(s.pattern, "u").source));
  if (typeof s.format === "string") said.push(sentences.format(s.format));
  for (const key of ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "min", "max"]) {
    const b = s[key] as number | string | undefined;
    if (b === undefined) continue;
    said.push(sentences.min(b), sentences.max(b), sentences.exclusiveMin(b), sentences.exclusiveMax(b), sentences.notBefore(String(b)), sentences.notAfter(String(b)));
    if (typeof b === "number") said.push(sentences.multipleOf(b));
  }
  if (spec.kind === "oneOf") said.push(sentences.oneOf(spec.values));
  return [refusedPlainly(spec.name), ...said.map((sentence) => refusedAs(spec.name, sentence)), ...Object.values(vo.codes), ...USER_CODES];
}

/** Every text the input holds: strings, the JS text of numbers, object keys. Bounded, so a deep input costs little. */
export function sentTexts(input: unknown, limit = 4000): string[] {
  const out: string[] = [];
  const stack: unknown[] = [input];
  while (stack.length > 0 && out.length < limit) {
    const v = stack.pop();
    if (typeof v === "string") out.push(v);
    else if (typeof v === "number") out.push(String(v));
    else if (v !== null && typeof v === "object") {
      for (const key of Object.keys(v)) {
        out.push(key);
        stack.push((v as Record<string, unknown>)[key]);
      }
    }
  }
  return out;
}

/** The messages a definition may give, lower-cased once. */
export interface Corpus {
  readonly lower: string;
}
export const toCorpus = (texts: readonly string[]): Corpus => ({ lower: texts.join("\n").toLowerCase() });

const WINDOW = 8;

/**
 * The forms in which a sent text could come back: itself, trimmed, NFC, JSON-escaped,
 * and every run of 8 UTF-16 code units (at most 64 from each end), so a truncated
 * echo is caught too. A text over 1024 code units is represented by its first and
 * last 512. Case is ignored when comparing.
 */
function forms(text: string): string[] {
  if (text.length <= 1024) return formsOf(text);
  // a long text: its head and its tail, so the cost does not grow with the text (an echo of it holds them)
  return [...formsOf(text.slice(0, 512)), ...formsOf(text.slice(-512))];
}

function formsOf(text: string): string[] {
  const out = [text, text.trim(), text.normalize("NFC"), JSON.stringify(text).slice(1, -1)];
  if (text.length > WINDOW) {
    const last = text.length - WINDOW;
    for (let i = 0; i <= last; i++) {
      if (i === 64 && last > 128) i = last - 64;
      out.push(text.slice(i, i + WINDOW));
    }
  }
  return out;
}

/**
 * The precise "contains the value" property. A refusal field (a code or a message)
 * leaks the input when, ignoring case, it contains a form (see `forms`) of any text
 * the input holds, where that form is at least 4 code points long and is not itself
 * part of a message the definition may give (`corpus`: the rendered templates and
 * the declared rule text). Returns the leaked form, or undefined.
 */
export function findLeak(fields: readonly string[], sent: readonly string[], corpus: Corpus): string | undefined {
  const lowerFields = fields.map((f) => f.toLowerCase());
  const lowerCorpus = corpus.lower;
  for (const text of sent) {
    if (text.length < 4) continue;
    for (const form of forms(text)) {
      // 8 code units hold at least 4 code points: count only short forms
      if (form.length < 4 || (form.length < 8 && codePoints(form) < 4)) continue;
      const lower = form.toLowerCase();
      // the fields are short and the corpus long: look in the fields first
      if (lowerFields.some((f) => f.includes(lower)) && !lowerCorpus.includes(lower)) return form;
    }
  }
  return undefined;
}
