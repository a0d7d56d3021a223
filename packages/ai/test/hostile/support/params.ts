/**
 * The parameters the hostile suites read, and an oracle written apart from the
 * library: which argument positions a sent object breaks (as JSON Pointers, with the
 * code each must carry), and the value a tool must receive when it breaks none.
 */
import * as vo from "@adcodicem/value-objects";
import { CountryCode, Iban, Note, Quantity } from "../../../../../test-support/shop.js";

export const Sku = vo.string("Sku", { pattern: "^[A-Z]{3}-[0-9]{3}$" });
export const Price = vo.number("Price", { minimum: 0, exclusiveMaximum: 10000, multipleOf: 0.01 });
export const Day = vo.date("Day", { min: "2026-01-01", max: "2026-12-31" });
export const Line = vo.object({ sku: Sku, price: vo.nullable(Price) });
export const Alternates = vo.array(Iban, { maxItems: 3 });
export const Stock = vo.record(Quantity);
export const Lines = vo.array(Line, { minItems: 1, maxItems: 4 });

/** Every kind of member: value objects, a default, optional ones, a list, a record, a list of objects. */
export const Params = vo.object({
  iban: vo.describe(Iban, "The account to debit."),
  quantity: Quantity,
  country: CountryCode,
  alternates: vo.optional(Alternates, []),
  note: vo.optional(Note),
  stock: vo.optional(Stock),
  lines: vo.optional(Lines),
  deliverOn: vo.optional(Day),
});

/** Parameters named as Object.prototype's own members, and one a JSON Pointer must escape. */
export const Odd = vo.object({
  ["__proto__"]: vo.optional(Note),
  constructor: vo.optional(Quantity),
  toString: vo.optional(Stock),
  "a/b~c": vo.optional(Quantity),
});

export const REQUIRED = "value_object.required";
export const NOT_PARSABLE = "value_object.not_parsable";
/** Every code a refusal of these parameters may carry. */
export const KNOWN_CODES = new Set<string>([...Object.values(vo.codes), "iban.checksum"]);

const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
/** A character no written key may hold as it is: controls (C0, DEL, C1), line and paragraph separators, bidi overrides, a lone surrogate. */
const isUnsafe = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return c <= 0x1f || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029 || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || (c >= 0xd800 && c <= 0xdfff);
};
/** A key as the library writes it (DESIGN.md, "A refused argument"): cut past 64 characters with `…`, escaped as JSON, controls as \uXXXX. */
export const writtenKey = (key: string): string => {
  const points = Array.from(key);
  const cut = points.length > 64 ? [...points.slice(0, 63), "…"] : points;
  return cut.map((ch) => (ch === '"' ? '\\"' : ch === "\\" ? "\\\\" : isUnsafe(ch) ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}` : ch)).join("");
};
/** A key as a segment of a pointer the library writes. */
export const escapePointer = (key: string) => writtenKey(key).replace(/~/g, "~0").replace(/\//g, "~1");

/** A position the oracle finds broken: its pointer from the arguments, and a code when only one fits. */
export interface Broken {
  readonly pointer: string;
  readonly code?: string;
}

/** What the oracle makes of a value at one position: the value read, or the positions it breaks. */
export type Judged = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly broken: readonly Broken[] };
export type Judge = (value: unknown, at: string) => Judged;

const ok = (value: unknown): Judged => ({ ok: true, value });
const bad = (broken: Broken[]): Judged => ({ ok: false, broken });
const typeBroken = (value: unknown, at: string): Judged => bad([{ pointer: at, code: value == null ? REQUIRED : NOT_PARSABLE }]);

function leaf(type: "string" | "number", valid: (v: never) => boolean, read: (v: never) => unknown = (v) => v): Judge {
  return (value, at) => {
    if (typeof value !== type || (type === "number" && !Number.isFinite(value))) return typeBroken(value, at);
    return valid(value as never) ? ok(read(value as never)) : bad([{ pointer: at }]);
  };
}

const codePoints = (text: string) => [...text].length;

/** Decimal places of a number as JavaScript writes it (`1e-7` has 7). */
function places(n: number): number {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(Math.abs(n)));
  if (m === null) return Infinity;
  return Math.max(0, (m[2] ?? "").length - Number(m[3] ?? 0));
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, mo, d] = text.split("-").map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// written apart from the shop's checksum, so the oracle does not share its mistakes
/** ISO 13616 mod-97: the rearranged number, letters as 10..35, leaves 1. */
function mod97(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const digits = char >= "A" && char <= "Z" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

export const isIban = (v: string) => v.length >= 15 && v.length <= 34 && /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(v) && mod97(v);
/** The shop's Iban reads an IBAN as a person writes it: its spaces dropped, upper-cased, before any rule. */
const asWritten = (v: string) => v.replace(/ /g, "").toUpperCase();
const iban = leaf("string", (v: string) => isIban(asWritten(v)), asWritten);
const quantity: Judge = (value, at) => {
  if (typeof value !== "number") return typeBroken(value, at);
  if (!Number.isSafeInteger(value)) return bad([{ pointer: at, code: NOT_PARSABLE }]);
  return value >= 1 && value <= 100 ? ok(value) : bad([{ pointer: at }]);
};
const country = leaf("string", (v: string) => v.toUpperCase() === "FR" || v.toUpperCase() === "DE", (v: string) => v.toUpperCase());
const note = leaf("string", (v: string) => codePoints(v) <= 200);
const sku = leaf("string", (v: string) => /^[A-Z]{3}-[0-9]{3}$/.test(v));
// -0 is read as 0: the contract's reading of a number
const price = leaf("number", (v: number) => v >= 0 && v < 10000 && places(v) <= 2, (v: number) => (v === 0 ? 0 : v));
const day: Judge = (value, at) => {
  if (typeof value !== "string") return typeBroken(value, at);
  if (!isCalendarDate(value)) return bad([{ pointer: at, code: NOT_PARSABLE }]);
  return value >= "2026-01-01" && value <= "2026-12-31" ? ok(value) : bad([{ pointer: at }]);
};

const nullable = (judge: Judge): Judge => (value, at) => (value === null ? ok(null) : judge(value, at));

function list(item: Judge, min: number, max: number): Judge {
  return (value, at) => {
    if (!Array.isArray(value)) return typeBroken(value, at);
    if (value.length > max) return bad([{ pointer: at, code: "value_object.too_long" }]);
    const broken: Broken[] = value.length < min ? [{ pointer: at, code: "value_object.too_short" }] : [];
    const read = value.map((v, i) => {
      const judged = item(v, `${at}/${i}`);
      if (!judged.ok) broken.push(...judged.broken);
      return judged.ok ? judged.value : undefined;
    });
    return broken.length > 0 ? bad(broken) : ok(read);
  };
}

function record(item: Judge): Judge {
  return (value, at) => {
    if (!isPlainObject(value)) return typeBroken(value, at);
    const broken: Broken[] = [];
    const read: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const judged = item(value[key], `${at}/${escapePointer(key)}`);
      if (judged.ok) Object.defineProperty(read, key, { value: judged.value, enumerable: true, writable: true, configurable: true });
      else broken.push(...judged.broken);
    }
    return broken.length > 0 ? bad(broken) : ok(read);
  };
}

/** A member: required, optional (left out when absent) or defaulted. */
type Member = { readonly judge: Judge; readonly absent?: "omit" | { readonly default: unknown } };
const optional = (judge: Judge): Member => ({ judge, absent: "omit" });

function object(members: Record<string, Member>): Judge {
  return (value, at) => {
    if (!isPlainObject(value)) return typeBroken(value, at);
    const broken: Broken[] = [];
    const read: Record<string, unknown> = {};
    for (const key of Object.keys(members)) {
      const { judge, absent } = members[key];
      const present = hasOwn(value, key) && value[key] !== undefined;
      if (!present && absent === "omit") continue;
      // absent with a default: the default; absent and required: the judge says it is missing
      const defaulted = !present && absent !== undefined && absent !== "omit";
      const judged = defaulted ? ok(structuredClone(absent.default)) : judge(present ? value[key] : undefined, `${at}/${escapePointer(key)}`);
      if (judged.ok) Object.defineProperty(read, key, { value: judged.value, enumerable: true, writable: true, configurable: true });
      else broken.push(...judged.broken);
    }
    return broken.length > 0 ? bad(broken) : ok(read);
  };
}

const line = object({ sku: { judge: sku }, price: { judge: nullable(price) } });

/** The oracles of {@link Lines} and {@link Stock}. */
export const judgeLines = list(line, 1, 4);
export const judgeStock = record(quantity);

/** The oracle of {@link Params}. */
export const judgeParams = object({
  iban: { judge: iban },
  quantity: { judge: quantity },
  country: { judge: country },
  alternates: { judge: list(iban, 0, 3), absent: { default: [] } },
  note: optional(note),
  stock: optional(judgeStock),
  lines: optional(judgeLines),
  deliverOn: optional(day),
});

/** The oracle of {@link Odd}. */
export const judgeOdd = object({
  ["__proto__"]: optional(note),
  constructor: optional(quantity),
  toString: optional(record(quantity)),
  "a/b~c": optional(quantity),
});

/** What the oracle says of arguments: the value a tool must receive, or every broken position. */
export function judge(oracle: Judge, args: unknown): Judged {
  return oracle(args, "");
}

/** The parameters with their oracle and their order, as the property suites take them. */
export const suites = [
  { name: "Params", schema: Params, oracle: judgeParams, order: Object.keys(Params.shape) },
  { name: "Odd", schema: Odd, oracle: judgeOdd, order: Object.keys(Odd.shape) },
] as const;

// Inputs of my own, never the input under test: every sentence the schemas above can say comes from one of them.
const PROBES: unknown[] = [
  undefined, null, true, {}, [], 0, -1, 1, 1.5, 0.001, 100, 101, 10000, 1e9, -1e9, 2 ** 53, NaN, Infinity,
  "", "x", "abc", "FR", "zz", "1", "x".repeat(35), "x".repeat(201), "x".repeat(2 ** 20 + 1),
  "FR7630006000011234567890188", "fr7630006000011234567890189", "FR76-30006000011234567890189", "ABC-123", "abc-123",
  "2026-02-30", "2025-12-31", "2027-01-01", "2026-06-01", [1, 2, 3, 4, 5], [{}],
];
const PROBED: vo.AnySchema[] = [Iban, Quantity, CountryCode, Note, Sku, Price, Day, Line, Alternates, Stock, Lines, Params, Odd];

/**
 * Every message these schemas give, collected from the probes above: a refusal's
 * message must be one of them, so it cannot hold anything the model sent.
 */
export const MESSAGES: ReadonlySet<string> = (() => {
  const said = new Set<string>(["The arguments are not an object."]);
  for (const schema of PROBED) {
    for (const probe of PROBES) {
      const result = vo.validate(schema, probe);
      if (!result.ok) for (const issue of result.issues) said.add(issue.message);
    }
  }
  return said;
})();
