// fast-check arbitraries for the agreement tests: value-object definitions with random
// rules, and inputs both arbitrary and close to each definition's edges.
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { IBAN } from "../../../../test-support/shop.js";

/** A definition: what to declare, and whether it holds a rule no schema keyword can say. */
export interface Definition {
  readonly kind: "string" | "integer" | "number" | "date" | "dateTime" | "oneOf";
  readonly rules: Record<string, unknown>;
  readonly values?: readonly (string | number)[];
  /** Holds check, fromText, ignoreCase or date bounds: the value object refuses more, or reads text, beyond the schema. */
  readonly beyondSchema: boolean;
}

/** Patterns, each with texts that match it and texts that nearly do. */
const PATTERNS: readonly { readonly source: string; readonly samples: readonly string[] }[] = [
  { source: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", samples: [IBAN, "FR76", "fr7630006000011234567890189", "FR7630006000011234567890189X"] },
  { source: "[0-9]", samples: ["a1", "abc", "", "٣"] },
  { source: "^\\p{Lu}\\p{Ll}+$", samples: ["Ada", "ada", "Ωmega", "A", "Élan"] },
  { source: "^.{2,3}$", samples: ["😀😀", "ab", "abcd", "😀", "\ud83d\ud83d"] },
  { source: "^(?:ab|cd)+$", samples: ["abcd", "abab", "ac", ""] },
  { source: "^\\S*$", samples: ["no-space", "a b", "tab\there"] },
  { source: "^[a-z]+-?[a-z]*$", samples: ["a-b", "a--b", "-a", "abc"] },
];

/** Formats the library checks, and ones it does not (describe-only), with samples of each. */
export const FORMATS: Readonly<Record<string, readonly string[]>> = {
  date: ["2026-01-31", "2024-02-29", "2023-02-29", "2026-13-01", "2026-1-1"],
  "date-time": ["2026-01-31T10:00:00Z", "2026-01-31t10:00:00z", "2026-01-31T10:00:00.5+02:00", "2026-01-31 10:00:00Z", "2026-01-31T23:59:60Z", "2026-01-31T10:00:00+0200", "2026-01-31T10:00:00"],
  time: ["10:00:00Z", "23:59:59.999+01:00", "23:59:60Z", "10:00:00", "10:00:00+0100", "24:00:00Z"],
  email: ["ada@example.com", "a.b+c@sub.example.org", "ada@", "a@b", "a..b@example.com", "ada@-example.com", `${"a".repeat(64)}@example.com`, `a@${"b".repeat(63)}.com`, `a@${"b".repeat(64)}.com`],
  uuid: ["123e4567-e89b-12d3-a456-426614174000", "urn:uuid:123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000"],
  uri: ["https://example.com/a?b=c#d", "urn:isbn:0451450523", "urn:", "a:?q", "a:#f", "a:/", "http://[::1]:8080/", "http://[v1.x]/", "http://a b", "http://%zz", "a://@", "a://h:/", "mailto:ada@example.com", "//example.com", "a:b:c", "http://[1:2:3:4:5:6:7::]/", "http://u:p@h:1/p?q#f"],
  ipv4: ["192.168.0.1", "0.0.0.0", "256.1.1.1", "01.2.3.4", "1.2.3"],
  ipv6: ["::1", "::", "1::", "2001:db8::8a2e:370:7334", "::ffff:192.168.0.1", "1:2:3:4:5:6:7::", "::1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "1::2::3", "::ffff:01.2.3.4", "fe80::1%eth0"],
  hostname: ["example.com", "a-b.example", "localhost", "-a.example", "a..b", `${"a".repeat(63)}.com`, `${"a".repeat(64)}.com`, "example.com."],
  iban: [IBAN, "anything at all"],
};

// Excluded here: formats JSON Schema defines that the library does not check (duration,
// uri-reference, json-pointer…): the standard schema keeps them as `format`, a validator
// checks them, the value object does not (it only describes them).

const TEXT_UNITS = ["a", "B", "7", "-", " ", "é", "😀", "\ud83d", "Σ", "ς", "K", "\u212a", "ß", "İ", "ı"];

/** Lengths in order, each optional. */
const lengths = fc.tuple(fc.option(fc.nat(6), { nil: undefined }), fc.option(fc.nat(12), { nil: undefined })).map(([a, b]) =>
  a !== undefined && b !== undefined && a > b ? { minLength: b, maxLength: a } : { minLength: a, maxLength: b },
);

const stringDefinition: fc.Arbitrary<Definition> = fc
  .record({
    lengths,
    pattern: fc.option(fc.constantFrom(...PATTERNS.map((p) => p.source)), { nil: undefined }),
    format: fc.option(fc.constantFrom(...Object.keys(FORMATS)), { nil: undefined }),
    check: fc.boolean(),
  })
  .map(({ lengths: l, pattern, format, check }) => ({
    kind: "string" as const,
    rules: { ...l, pattern, format, ...(check ? { check: (s: string) => (s.includes("7") ? { code: "own.seven", message: "No sevens." } : undefined) } : {}) },
    beyondSchema: check,
  }));

/** Steps written with few decimals, as people declare them. */
const STEPS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 0.001, 0.3];

const boundsOf = (integer: boolean) =>
  fc
    .record({
      a: fc.integer({ min: -1000, max: 1000 }),
      b: fc.integer({ min: -1000, max: 1000 }),
      places: fc.constantFrom(0, 1, 2),
      kinds: fc.constantFrom("inclusive", "exclusive", "mixed", "low", "high", "none"),
    })
    .map(({ a, b, places, kinds }) => {
      const scale = integer ? 1 : 10 ** places;
      let low = Math.min(a, b) / scale;
      let high = Math.max(a, b) / scale;
      if (integer && low === high) high = low + 1;
      if (!integer && low === high) high = low + 1;
      switch (kinds) {
        case "inclusive":
          return { minimum: low, maximum: high };
        case "exclusive":
          return { exclusiveMinimum: low, exclusiveMaximum: high + (integer ? 1 : 0) };
        case "mixed":
          return { minimum: low, exclusiveMaximum: high };
        case "low":
          return { minimum: low };
        case "high":
          return { exclusiveMaximum: high };
        default:
          return {};
      }
    });

const numericDefinition = (integer: boolean): fc.Arbitrary<Definition> =>
  fc
    .record({
      bounds: boundsOf(integer),
      multipleOf: fc.option(fc.constantFrom(...(integer ? [1, 2, 3, 5, 10] : STEPS)), { nil: undefined }),
      fromText: fc.boolean(),
      format: fc.option(fc.constantFrom("int32", "int64", "double", "decimal"), { nil: undefined }),
    })
    .map(({ bounds, multipleOf, fromText, format }) => ({
      kind: integer ? ("integer" as const) : ("number" as const),
      rules: { ...bounds, multipleOf, fromText, format },
      beyondSchema: fromText,
    }));

/** Texts toLowerCase folds onto a word of CASE_WORDS, though no character is that one's own case. */
export const CASE_TRAPS = ["\u212a", "οδος", "οδοσ", "STRASSE", "i̇stanbul", "IStanbul", "Iİ", "ǆ", "ǅ", "A\\-B", "", "ii", "II", "ıI"];

export const CASE_WORDS = ["FR", "DE", "k", "ΟΔΟΣ", "A-B", "straße", "İstanbul", "ıi", "x.y", "Ǆ", "ǅ", "(c)"];

const oneOfDefinition: fc.Arbitrary<Definition> = fc.oneof(
  fc.record({ values: fc.uniqueArray(fc.constantFrom(...CASE_WORDS), { minLength: 1, maxLength: 5 }), ignoreCase: fc.boolean() }).map(({ values, ignoreCase }) => ({
    kind: "oneOf" as const,
    values,
    rules: { ignoreCase },
    beyondSchema: ignoreCase,
  })),
  fc.record({ values: fc.uniqueArray(fc.constantFrom(1, 2, 3, 2.5, -1, 0, 1000, 0.1), { minLength: 1, maxLength: 5 }), fromText: fc.boolean() }).map(({ values, fromText }) => ({
    kind: "oneOf" as const,
    values,
    rules: { fromText },
    beyondSchema: fromText,
  })),
);

const dateDefinition: fc.Arbitrary<Definition> = fc
  .record({ dateTime: fc.boolean(), bounded: fc.boolean() })
  .map(({ dateTime, bounded }) => ({
    kind: dateTime ? ("dateTime" as const) : ("date" as const),
    rules: bounded ? (dateTime ? { min: "2000-01-01T00:00:00Z", max: "2030-01-01T00:00:00+01:00" } : { min: "2000-01-01", max: "2030-12-31" }) : {},
    beyondSchema: bounded,
  }));

/** Any definition. */
export const definition: fc.Arbitrary<Definition> = fc.oneof(stringDefinition, numericDefinition(true), numericDefinition(false), oneOfDefinition, dateDefinition);

/** Declares a definition: a value object, or undefined when it cannot hold (a definition error). */
export function declare(def: Definition, name = "Generated"): vo.ValueObject | undefined {
  try {
    switch (def.kind) {
      case "string":
        return vo.string(name, def.rules);
      case "integer":
        return vo.integer(name, def.rules);
      case "number":
        return vo.number(name, def.rules);
      case "date":
        return vo.date(name, def.rules);
      case "dateTime":
        return vo.dateTime(name, def.rules);
      case "oneOf":
        return vo.oneOf(name, def.values as string[], def.rules);
    }
  } catch (error) {
    if (error instanceof vo.ValueObjectDefinitionError) return undefined;
    throw error;
  }
}

const textOfLength = (n: number) => fc.array(fc.constantFrom(...TEXT_UNITS), { minLength: n, maxLength: n }).map((units) => units.join(""));

/** A decimal as a person writes it: at most 4 places, at most `limit` in size. */
export const decimal = (limit = 1e6) =>
  fc.tuple(fc.integer({ min: -limit, max: limit }), fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0, 1, 2, 3, 4)).map(([whole, fraction, places]) =>
    Number(`${whole}.${String(fraction).padStart(4, "0").slice(0, places) || "0"}`),
  );

/**
 * Ajv decides multipleOf on `x / step` with an absolute tolerance (1e-9 here): past a
 * quotient of 1e6 the float error of that division can exceed it, and Ajv refuses a
 * true multiple. The value objects decide exactly, so those numbers are left out.
 */
export const QUOTIENT_LIMIT = 1e6;
export const beyondAjvPrecision = (def: Definition, input: unknown): boolean =>
  typeof input === "number" && typeof def.rules.multipleOf === "number" && Math.abs(input / def.rules.multipleOf) >= QUOTIENT_LIMIT;

export const caseVariant = (text: string) =>
  fc.array(fc.constantFrom("same", "lower", "upper"), { minLength: [...text].length, maxLength: [...text].length }).map((choices) =>
    [...text].map((c, i) => (choices[i] === "lower" ? c.toLowerCase() : choices[i] === "upper" ? c.toUpperCase() : c)).join(""),
  );

/** Inputs close to a definition's edges: lengths around its bounds, samples of its pattern and format, numbers at its bounds and steps. */
export function edgeInput(def: Definition): fc.Arbitrary<unknown> {
  const r = def.rules as Record<string, any>;
  const pool: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>(null, true, "", [], {}, 0, -0, "0", "-0")];
  if (def.kind === "string") {
    const lengthsNear = [r.minLength, r.maxLength].filter((n) => n !== undefined).flatMap((n: number) => [n - 1, n, n + 1]).filter((n) => n >= 0);
    pool.push(fc.constantFrom(...(lengthsNear.length ? lengthsNear : [0, 3])).chain(textOfLength));
    const pattern = PATTERNS.find((p) => p.source === r.pattern);
    if (pattern) pool.push(fc.constantFrom(...pattern.samples));
    if (r.format) pool.push(fc.constantFrom(...FORMATS[r.format]));
  }
  if (def.kind === "integer" || def.kind === "number") {
    const bounds = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].map((k) => r[k]).filter((n) => n !== undefined) as number[];
    const deltas = def.kind === "integer" ? [-1, 0, 1] : [-0.01, -0.001, 0, 0.001, 0.01, 0.5];
    pool.push(fc.constantFrom(...(bounds.length ? bounds : [0])).chain((b) => fc.constantFrom(...deltas).map((d) => Number((b + d).toFixed(4)))));
    const step: number = r.multipleOf ?? (def.kind === "integer" ? 1 : 0.01);
    const places = (String(step).split(".")[1] ?? "").length;
    // quotients below QUOTIENT_LIMIT: see beyondAjvPrecision
    const limit = Math.floor(Math.min(1e6, step * (QUOTIENT_LIMIT - 1)));
    pool.push(fc.integer({ min: -(QUOTIENT_LIMIT - 1), max: QUOTIENT_LIMIT - 1 }).map((k) => Number((k * step).toFixed(places))));
    pool.push(decimal(limit), fc.integer({ min: -limit, max: limit }));
    pool.push(fc.constantFrom(2 ** 53, -(2 ** 53), 2 ** 53 - 1, 2 ** 31, 1e21, 1.5));
    if (r.fromText) pool.push(fc.oneof(decimal(), fc.integer()).chain((n) => fc.constantFrom(String(n), `0${n}`, ` ${n}`, `${n}e0`, `+${n}`)));
  }
  if (def.kind === "oneOf") {
    const values = def.values as (string | number)[];
    pool.push(fc.constantFrom(...values));
    if (typeof values[0] === "string") {
      pool.push(fc.constantFrom(...(values as string[])).chain(caseVariant));
      pool.push(fc.constantFrom(...CASE_TRAPS));
    } else {
      pool.push(fc.constantFrom(...(values as number[])).map(String), fc.constantFrom(...(values as number[])).map((n) => n + 1e-12));
    }
  }
  if (def.kind === "date" || def.kind === "dateTime") {
    const day = fc.tuple(fc.integer({ min: 1990, max: 2040 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })).map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
    pool.push(day);
    pool.push(fc.tuple(day, fc.constantFrom("T", "t", " "), fc.constantFrom("00:00:00", "23:59:59", "23:59:60", "24:00:00", "12:30:00.123456"), fc.constantFrom("Z", "z", "+01:00", "-23:59", "+0100", "", "+24:00")).map((p) => p.join("")));
  }
  return fc.oneof(...pool);
}

/** Any JSON value fast-check makes, or an edge input. */
export const inputFor = (def: Definition): fc.Arbitrary<unknown> => fc.oneof({ weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }, { weight: 4, arbitrary: edgeInput(def) });

const EDIT_UNITS = [...":/?#[]@!$&'()*+,;=%-._~0123456789abcdefABCDEFxyzTtZz é\"<>{}|^`", "😀", "%2", "::", "//", ".."];

/** A text a few edits away from a sample: characters inserted, removed or replaced. */
export const mutated = (samples: readonly string[]): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...samples), fc.array(fc.tuple(fc.constantFrom("insert", "remove", "replace"), fc.nat(), fc.constantFrom(...EDIT_UNITS)), { minLength: 1, maxLength: 3 }))
    .map(([sample, edits]) => {
      let text = sample;
      for (const [edit, at, unit] of edits) {
        const i = text.length === 0 ? 0 : at % (text.length + 1);
        text = edit === "insert" ? text.slice(0, i) + unit + text.slice(i) : edit === "remove" ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + unit + text.slice(i + 1);
      }
      return text;
    });
