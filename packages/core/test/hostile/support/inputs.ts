/**
 * Hostile inputs: what a model, a client or an in-process caller may send in place
 * of a value. JSON values (as `JSON.parse` makes them, `__proto__` as an own key) and
 * the few non-JSON values an in-process caller can pass (NaN, ±Infinity, undefined).
 */
import fc from "fast-check";
import { DATE_TIMES, DATES, FORMATS, type LeafSpec, NUMBER_VALUES, PATTERNS, STEPS, STRING_VALUES } from "./leaf-specs.js";

/** Builds an object the way `JSON.parse` does: every key an own data property, `__proto__` included. */
export function own(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** Over the raw ceiling of a value object without `maxLength` (1 MiB of UTF-16 code units). Shared, so cheap. */
export const HUGE = "x".repeat((1 << 20) + 1);

/** Keys that have tripped prototype handling in other libraries. */
export const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "", "0", "a b", "ключ", "😀"];

export const EDGE_STRINGS: readonly string[] = [
  "", " ", "\t\n", "\u0000", "\uD800", "\uDC00", "a\uD800b", "\uDBFF\uDFFF", "\uDFFF\uDBFF", "😀", "👨‍👩‍👧‍👦", "🇫🇷", "e\u0301", "\u212A", "ß", "İ",
  // numbers as text: only what JSON's number grammar allows is read, and only with fromText
  "42", "042", "0042", " 42", "42 ", "+42", "-0", "4.0", "1e3", "1E+3", ".5", "5.", "0x10", "Infinity", "-Infinity", "NaN", "1_000", "٤٢", "４２", "-", "1e400", "9007199254740993", "9007199254740991", "-9007199254740991", "0.07", "19.99",
  // dates and times around the edges of what is readable
  "2026-02-30", "2026-02-28", "2024-02-29", "0000-01-01", "9999-12-31", "2026-1-1", " 2026-01-01", "2026-01-01T00:00:00Z", "2026-01-01T00:00:00.0001Z", "2026-01-01T00:00:00.0009Z",
  "2026-01-01t00:00:00z", "2026-01-01T24:00:00Z", "2026-01-01T23:59:60Z", "2025-12-31T23:59:59.9999999999-00:00", "2026-01-01T00:00:00+23:59", "2026-01-01 00:00:00Z",
  // text that looks like the library's own output
  "The value is not a valid Quantity: The value must be less than or equal to 100.", "A value is required.", "value_object.required", "value_object.not_parsable",
  '{"code":"value_object.required","message":"x"}', "The value must be a string. SECRET-TAIL", "custom.no_x", "xylophone",
  "padded ", "  FR  ", "fr", "Fr", "FR-123", "ΟΔΟΣ", "οδος", "İSTANBUL", "istanbul", "STRASSE", "__proto__", "constructor", "prototype",
  "x".repeat(64), "é".repeat(41), "😀".repeat(35), "a".repeat(1200), "a\uD800".repeat(600), HUGE,
  ...STRING_VALUES,
  ...Object.values(PATTERNS).flat(),
  ...Object.values(FORMATS).flat(),
  ...DATES,
  ...DATE_TIMES,
];

export const EDGE_NUMBERS: readonly number[] = [
  0, -0, 1, -1, 0.5, -0.5, 7, 50, 51, 100, 101, 1000, 1001, 1e308, -1e308, 5e-324, Number.MAX_VALUE, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53 - 1), -(2 ** 53), 0.1 + 0.2, 19.99, 0.07,
  1e21, 1e-7, 3e-7, 2.5, 7.5, 0.01, 0.009, 123456789, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, JSON.parse("1e400") as number,
  ...NUMBER_VALUES,
  ...STEPS,
];

export const EDGE_OTHERS: readonly unknown[] = [
  null, undefined, true, false, [], {}, [1], ["FR"], [null],
  JSON.parse('{"__proto__":{"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  JSON.parse('{"prototype":{"polluted":true},"toString":"x","valueOf":1}'),
  own([["__proto__", "FR"], ["a", 1]]),
];

/** Every edge value, one list. */
export const EDGE_VALUES: readonly unknown[] = [...EDGE_STRINGS, ...EDGE_NUMBERS, ...EDGE_OTHERS];

// a unit that mixes ASCII, whitespace, lone surrogates, emoji, combining marks and the letter x (the user check's trigger)
const hostileUnit = fc.oneof(
  { arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }), weight: 6 },
  { arbitrary: fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u2028", "!", "x", "X", "@", ".", "-", ":", "/"), weight: 3 },
  { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), weight: 2 },
  { arbitrary: fc.constantFrom("😀", "\u0301", "ß", "İ", "\u212A", "🇫"), weight: 1 },
);
export const hostileString = fc.string({ unit: hostileUnit, maxLength: 48 });

// a number sent as text, with the decorations JSON does not allow
const numberText = fc
  .tuple(fc.constantFrom("", "", " ", "+", "-", "0", "00", "\u00a0"), fc.nat(99999).map(String), fc.constantFrom("", "", ".0", ".25", "e2", "E-1", " ", "x"))
  .map(([a, b, c]) => a + b + c);

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.integer({ min: -5, max: 5 }).map((d) => 2 ** 53 + d),
  fc.integer({ min: -300, max: 300 }).map((k) => Math.round(k) * 0.01),
  fc.integer({ min: -300, max: 300 }).map((k) => k * 0.07),
);

/** Any JSON value (keys and strings hostile too), or an edge value. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_VALUES), weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: hostileUnit }), weight: 2 },
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: numberText, weight: 2 },
);

/** Inputs aimed at one leaf's rules: its declared values, case variants, values around its bounds. */
export function leafInput(spec: LeafSpec): fc.Arbitrary<unknown> {
  const aimed: unknown[] = [];
  if (spec.kind === "oneOf") {
    for (const v of spec.values) {
      aimed.push(v, String(v));
      if (typeof v === "string") aimed.push(v.toLowerCase(), v.toUpperCase(), ` ${v} `, `${v}!`, `${v}x`);
      else aimed.push(-v, v + 1, JSON.stringify(v), ` ${v}`);
    }
  }
  if (spec.kind === "integer" || spec.kind === "number") {
    for (const b of [spec.minimum, spec.maximum, spec.exclusiveMinimum, spec.exclusiveMaximum, spec.multipleOf]) {
      if (b === undefined) continue;
      aimed.push(b, -b, b + 1, b - 1, b + 0.01, b * 2, b * 3, String(b), ` ${b}`, `0${b}`);
    }
  }
  if (spec.kind === "string") {
    if (spec.pattern !== undefined) aimed.push(...PATTERNS[spec.pattern]);
    if (spec.format !== undefined) aimed.push(...FORMATS[spec.format]);
    for (const n of [spec.minLength, spec.maxLength]) {
      if (n === undefined) continue;
      aimed.push("a".repeat(n), "a".repeat(n + 1), "😀".repeat(n), "😀".repeat(n + 1), "\uD800".repeat(n + 1), " ".repeat(n) + "a");
    }
  }
  const base = fc.oneof({ arbitrary: hostileJson, weight: 3 }, { arbitrary: fc.constantFrom(...EDGE_VALUES), weight: 1 });
  return aimed.length === 0 ? base : fc.oneof({ arbitrary: base, weight: 2 }, { arbitrary: fc.constantFrom(...aimed), weight: 1 });
}
