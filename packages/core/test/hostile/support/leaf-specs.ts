/**
 * Value-object definitions as plain data ("specs"), so fast-check can generate,
 * print and replay them, and so the oracle can re-check a value against the same
 * rules without asking the library.
 */
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { THROWN_CODES, THROWN_KINDS, type ThrownKind, thrownValue } from "./thrown.js";

export type TextNormalizer = "trim" | "upper" | "nfc" | "squash" | "badReturn" | `throws:${ThrownKind}`;
export type NumberNormalizer = "round" | "trunc" | "abs" | "badReturn" | `throws:${ThrownKind}`;
export type CheckName = "noX" | "noXNoMessage" | "odd" | "returnsText" | `throws:${ThrownKind}`;

interface Common {
  readonly name: string;
  readonly check?: CheckName;
}
export interface StringSpec extends Common {
  readonly kind: "string";
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly normalize?: TextNormalizer;
}
export interface NumberSpec extends Common {
  readonly kind: "integer" | "number";
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly fromText?: boolean;
  readonly format?: string;
  readonly normalize?: NumberNormalizer;
}
export interface DateSpec extends Common {
  readonly kind: "date" | "dateTime";
  readonly min?: string;
  readonly max?: string;
  readonly normalize?: TextNormalizer;
}
export interface OneOfSpec extends Common {
  readonly kind: "oneOf";
  readonly values: readonly string[] | readonly number[];
  readonly ignoreCase?: boolean;
  readonly fromText?: boolean;
  readonly normalize?: TextNormalizer | NumberNormalizer;
}
export type LeafSpec = StringSpec | NumberSpec | DateSpec | OneOfSpec;

/** Safe patterns (no nested quantifier, so no declaration warning), each with texts that match and texts that do not. */
export const PATTERNS: Readonly<Record<string, readonly string[]>> = {
  "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$": ["FR7630006000011234567890189", "DE89370400440532013000", "fr7630006000011234567890189"],
  "^[a-z]+$": ["abc", "hello", "ABC", "héllo"],
  "\\d": ["a1", "no digits", "٣"],
  "^\\p{Lu}\\p{Ll}+$": ["Ödön", "Émile", "émile"],
  "^[^@\\s]+@[^@\\s]+$": ["a@b", "x@y.z", "a@@b"],
  "^.{0,8}$": ["12345678", "😀😀😀😀😀😀😀😀", "123456789"],
  "😀": ["say 😀", "no smile"],
  "^\\S*$": ["", "a b", "tab\there"],
  "^(?:FR|DE|IT)-\\d{3}$": ["FR-123", "DE-12", "it-123"],
  "[\\u{1F1E6}-\\u{1F1FF}]{2}": ["🇫🇷", "FR"],
  "^\\uD83D$": ["\uD83D", "😀", "\uDE00"],
};

/** Formats the library checks, and a few it only describes, with texts for each. */
export const FORMATS: Readonly<Record<string, readonly string[]>> = {
  email: ["a@b.co", "first.last@example.org", "a@b", "@b.co", "a@-b.co"],
  uuid: ["123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000"],
  uri: ["https://example.com/a?b#c", "urn:isbn:0451450523", "http://[::1]:80/", "//example.com", "a b:c"],
  ipv4: ["192.168.0.1", "256.0.0.1", "01.2.3.4"],
  ipv6: ["::1", "2001:db8::ff00:42:8329", "::ffff:192.168.0.1", "1::2::3", "fe80::1%eth0"],
  hostname: ["example.com", "a-b.c", "-a.com", "a".repeat(64) + ".com"],
  date: ["2026-02-28", "2024-02-29", "2026-02-29", "2026-13-01"],
  "date-time": ["2026-02-28T10:00:00Z", "2026-02-28t10:00:00.123+01:00", "2026-02-28T10:00:00"],
  time: ["10:00:00Z", "23:59:59.999-05:30", "24:00:00Z", "10:00:00"],
  iban: ["FR7630006000011234567890189"],
  int32: ["2147483647"],
};
export const CHECKED_FORMATS = ["email", "uuid", "uri", "ipv4", "ipv6", "hostname", "date", "date-time", "time"];

export const NAMES = ["Iban", "Quantity", "Country Code", "Ünïcode", "名前", "X", 'Quote"d'];
const NUMBER_BOUNDS = [-1e308, -(2 ** 53) + 1, -100, -1, -0.5, 0, 0.01, 1, 10, 100, 2 ** 53 - 1, 1e308];
export const STEPS = [0.01, 0.07, 0.1, 0.5, 2.5, 3, 1e-7, 1000];
export const STRING_VALUES = ["FR", "DE", "fr-be", "ΟΔΟΣ", "İstanbul", "straße", "😀", "__proto__", "constructor", "toString", "", " padded ", "a\uD800", "The value is not a valid X"];
export const NUMBER_VALUES = [0, -1, 0.1, 2.5, 1e21, 2 ** 53 - 1, -(2 ** 53 - 1), 1e-7, 5e-324];
export const DATES = ["0001-01-01", "1999-12-31", "2024-02-29", "2026-01-01", "9999-12-31"];
export const DATE_TIMES = ["0001-01-01T00:00:00Z", "2026-01-01T00:00:00+01:00", "2026-01-01T00:00:00.0005Z", "2026-06-30T23:59:59.999999-12:00", "9999-12-31T23:59:59Z"];

const thrownKind = fc.constantFrom(...THROWN_KINDS);
const textNormalizer: fc.Arbitrary<TextNormalizer> = fc.oneof(
  fc.constantFrom<TextNormalizer>("trim", "upper", "nfc", "squash", "badReturn"),
  thrownKind.map((k): TextNormalizer => `throws:${k}`),
);
const numberNormalizer: fc.Arbitrary<NumberNormalizer> = fc.oneof(
  fc.constantFrom<NumberNormalizer>("round", "trunc", "abs", "badReturn"),
  thrownKind.map((k): NumberNormalizer => `throws:${k}`),
);
const checkName: fc.Arbitrary<CheckName> = fc.oneof(
  fc.constantFrom<CheckName>("noX", "noXNoMessage", "odd", "returnsText"),
  thrownKind.map((k): CheckName => `throws:${k}`),
);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
// drops keys whose value is undefined, so a printed spec shows only the rules it has
const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const stringSpec: fc.Arbitrary<StringSpec> = fc
  .record({
    name: fc.constantFrom(...NAMES),
    lengths: opt(fc.tuple(opt(fc.nat(6)), opt(fc.nat(40)))),
    pattern: opt(fc.constantFrom(...Object.keys(PATTERNS))),
    format: opt(fc.constantFrom(...Object.keys(FORMATS))),
    normalize: opt(textNormalizer),
    check: opt(checkName),
  })
  .map(({ lengths, ...rest }) => {
    let [minLength, maxLength] = lengths ?? [undefined, undefined];
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) [minLength, maxLength] = [maxLength, minLength];
    return clean({ kind: "string" as const, ...rest, minLength, maxLength });
  });

const numberSpec: fc.Arbitrary<NumberSpec> = fc
  .record({
    kind: fc.constantFrom("integer" as const, "number" as const),
    name: fc.constantFrom(...NAMES),
    bounds: fc.uniqueArray(fc.constantFrom(...NUMBER_BOUNDS), { maxLength: 2 }),
    lowExclusive: fc.boolean(),
    highExclusive: fc.boolean(),
    lowOnly: fc.boolean(),
    multipleOf: opt(fc.constantFrom(...STEPS)),
    fromText: opt(fc.boolean()),
    format: opt(fc.constantFrom("int32", "int64", "decimal")),
    normalize: opt(numberNormalizer),
    check: opt(checkName),
  })
  .map(({ bounds, lowExclusive, highExclusive, lowOnly, ...rest }) => {
    const sorted = [...bounds].sort((a, b) => a - b);
    const low = sorted.length === 2 || lowOnly ? sorted[0] : undefined;
    const high = sorted.length === 2 ? sorted[1] : lowOnly ? undefined : sorted[0];
    const spec = clean({
      ...rest,
      minimum: low !== undefined && !lowExclusive ? low : undefined,
      exclusiveMinimum: low !== undefined && lowExclusive ? low : undefined,
      maximum: high !== undefined && !highExclusive ? high : undefined,
      exclusiveMaximum: high !== undefined && highExclusive ? high : undefined,
    });
    // bounds that leave no integer (0.01 < x < 1) are refused at declaration: keep the spec declarable
    return declarable(spec) ? spec : clean({ ...spec, minimum: undefined, maximum: undefined, exclusiveMinimum: undefined, exclusiveMaximum: undefined });
  });

const dateSpec: fc.Arbitrary<DateSpec> = fc
  .record({
    kind: fc.constantFrom("date" as const, "dateTime" as const),
    name: fc.constantFrom(...NAMES),
    bounds: fc.uniqueArray(fc.nat(DATES.length - 1), { maxLength: 2 }),
    lowOnly: fc.boolean(),
    normalize: opt(textNormalizer),
    check: opt(checkName),
  })
  .map(({ bounds, lowOnly, ...rest }) => {
    const pool = rest.kind === "date" ? DATES : DATE_TIMES;
    const sorted = [...bounds].sort((a, b) => a - b).map((i) => pool[i]);
    const min = sorted.length === 2 || lowOnly ? sorted[0] : undefined;
    const max = sorted.length === 2 ? sorted[1] : lowOnly ? undefined : sorted[0];
    return clean({ ...rest, min, max });
  });

const oneOfSpec: fc.Arbitrary<OneOfSpec> = fc.oneof(
  fc
    .record({
      name: fc.constantFrom(...NAMES),
      values: fc.uniqueArray(fc.constantFrom(...STRING_VALUES), { minLength: 1, maxLength: 5, selector: (v) => v.toLowerCase() }),
      ignoreCase: opt(fc.boolean()),
      normalize: opt(textNormalizer),
      check: opt(checkName),
    })
    .map((r) => clean({ kind: "oneOf" as const, ...r })),
  fc
    .record({
      name: fc.constantFrom(...NAMES),
      values: fc.uniqueArray(fc.constantFrom(...NUMBER_VALUES), { minLength: 1, maxLength: 5 }),
      fromText: opt(fc.boolean()),
      normalize: opt(numberNormalizer),
      check: opt(checkName),
    })
    .map((r) => clean({ kind: "oneOf" as const, ...r })),
);

/** Any valid leaf definition. */
export const leafSpec: fc.Arbitrary<LeafSpec> = fc.oneof(stringSpec, numberSpec, dateSpec, oneOfSpec);

/** The user's `normalize` of a spec, as a function. Every non-throwing one is idempotent. */
export function normalizer(name: TextNormalizer | NumberNormalizer | undefined): ((v: never) => unknown) | undefined {
  if (name === undefined) return undefined;
  if (name.startsWith("throws:")) {
    const kind = name.slice(7) as ThrownKind;
    // throws on some inputs only, so the rules behind it still run
    return ((v: string | number) => {
      if (typeof v === "string" ? v.includes("!") || v.length % 5 === 1 : v < 0 || v === 7) throw thrownValue(kind, v);
      return v;
    }) as (v: never) => unknown;
  }
  const table: Record<string, (v: never) => unknown> = {
    trim: (s: string) => s.trim(),
    upper: (s: string) => s.toUpperCase(),
    nfc: (s: string) => s.normalize("NFC"),
    squash: (s: string) => s.replace(/\s+/gu, ""),
    round: (n: number) => Math.round(n),
    trunc: (n: number) => Math.trunc(n),
    abs: (n: number) => Math.abs(n),
    // a normalizer that returns the wrong type for some inputs
    badReturn: (v: string | number) => (typeof v === "string" ? (v.length > 5 ? null : v) : v > 1000 ? Number.NaN : v),
  };
  return table[name];
}

/** The user's `check` of a spec, as a function. */
export function checker(name: CheckName | undefined): ((v: never) => vo.CheckResult) | undefined {
  if (name === undefined) return undefined;
  if (name.startsWith("throws:")) {
    const kind = name.slice(7) as ThrownKind;
    return ((v: string | number) => {
      if (typeof v === "string" ? v.length % 3 === 0 : v > 50) throw thrownValue(kind, v);
    }) as (v: never) => vo.CheckResult;
  }
  const table: Record<string, (v: never) => unknown> = {
    noX: (v: string | number) => (String(v).includes("x") ? { code: "custom.no_x", message: "The value must not hold the letter x." } : undefined),
    noXNoMessage: (v: string | number) => (String(v).includes("x") ? { code: "custom.no_x" } : null),
    odd: (v: string | number) => (typeof v === "number" && Math.abs(v % 2) === 1 ? { code: "custom.odd", message: "The value must be even." } : undefined),
    // a check that answers with the wrong shape: refused as not_parsable
    returnsText: (v: string | number) => (String(v).length % 2 === 1 ? "nope" : undefined),
  };
  return table[name] as (v: never) => vo.CheckResult;
}

/** The codes of the user's own that a spec may give. */
export const USER_CODES: readonly string[] = ["custom.no_x", "custom.odd", ...THROWN_CODES];

/** Declares the value object a spec describes. */
export function buildLeaf(spec: LeafSpec): vo.ValueObject<unknown> {
  const { kind, name, normalize, check, ...rest } = spec as LeafSpec & Record<string, unknown>;
  const rules = { ...rest, normalize: normalizer(normalize as TextNormalizer | undefined), check: checker(check) } as Record<string, unknown>;
  delete rules.values;
  switch (kind) {
    case "string":
      return vo.string(name, rules) as vo.ValueObject<unknown>;
    case "integer":
      return vo.integer(name, rules) as vo.ValueObject<unknown>;
    case "number":
      return vo.number(name, rules) as vo.ValueObject<unknown>;
    case "date":
      return vo.date(name, rules) as vo.ValueObject<unknown>;
    case "dateTime":
      return vo.dateTime(name, rules) as vo.ValueObject<unknown>;
    case "oneOf":
      return vo.oneOf(name, (spec as OneOfSpec).values, rules) as vo.ValueObject<unknown>;
  }
}

function declarable(spec: LeafSpec): boolean {
  try {
    buildLeaf(spec);
    return true;
  } catch (error) {
    if (error instanceof vo.ValueObjectDefinitionError) return false;
    throw error;
  }
}
