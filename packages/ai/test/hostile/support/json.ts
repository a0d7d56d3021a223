/**
 * Hostile JSON as a model sends it: arbitrary values, keys such as `__proto__` and
 * `constructor` as own data, texts that look like the library's own messages, and
 * arguments with the right keys and wrong (or right) values.
 */
import fc from "fast-check";
import { BAD_CHECKSUM, IBAN, OTHER_IBAN } from "../../../../../test-support/shop.js";
import { MESSAGES } from "./params.js";

/** Keys a hostile model likes: the prototype's own names, pointer escapes, the wrapper and pair keys. */
export const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "", "a/b~c", "~1", "/", "key", "value", "data", "0"];

/** Sets an own, enumerable key (even `__proto__`), as JSON.parse does. */
export function own(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

/** The value as the model sends it: its JSON text parsed again (own `__proto__` keys stay own data). */
export const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? "null");

/** Texts that look like what the library says: its messages, codes, the refusal's own words. */
export const messageLike: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...MESSAGES, "value_object.out_of_range", "invalid_argument", "answer.not_json", "The answer is not JSON.", "iban.checksum"),
  fc.tuple(fc.constantFrom(...MESSAGES), fc.string({ maxLength: 6 })).map(([m, tail]) => m + tail),
  fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...MESSAGES)).map(([head, m]) => head + m.slice(0, 20)),
);

const key = fc.oneof({ arbitrary: fc.constantFrom(...HOSTILE_KEYS), weight: 1 }, { arbitrary: fc.string({ maxLength: 6 }), weight: 2 });

/** Any JSON value, its objects keyed with hostile keys too, its texts sometimes message-like. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0, 1, -1, 2 ** 53, 1e308, -1e-308, 0.1, "", "null", "[]", "{}"),
    fc.integer({ min: -1000, max: 1000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: "grapheme", maxLength: 8 }),
    messageLike,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }).map(own),
  ),
})).value;

/** Mostly right, sometimes wrong, sometimes anything: so that both paths are taken often. */
const mostly = (right: fc.Arbitrary<unknown>, wrong: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: right, weight: 8 }, { arbitrary: wrong, weight: 1 }, { arbitrary: hostileJson, weight: 1 });

const validIban = fc.constantFrom(IBAN, OTHER_IBAN, "GB82WEST12345698765432", "NL91ABNA0417164300");
// a lower-case or spaced IBAN is read (the shop's Iban normalizes it); a tab or a dash is not
const iban = mostly(validIban, fc.constantFrom(BAD_CHECKSUM, IBAN.toLowerCase(), ` ${IBAN}`, `\t${IBAN}`, `${IBAN.slice(0, 4)}-${IBAN.slice(4)}`, IBAN.slice(0, 14), IBAN + "0".repeat(8)));
const quantity = mostly(fc.integer({ min: 1, max: 100 }), fc.oneof(fc.integer({ min: -200, max: 300 }), fc.constantFrom(1.5, 2 ** 53, -0, "2", 1e300)));
const country = mostly(fc.constantFrom("FR", "fr", "De", "dE"), fc.constantFrom("XX", "FRA", "F R", "ＦＲ"));
const note = mostly(fc.string({ maxLength: 30 }), fc.string({ unit: "grapheme", minLength: 195, maxLength: 205 }));
const sku = mostly(fc.stringMatching(/^[A-Z]{3}-[0-9]{3}$/), fc.constantFrom("abc-123", "ABC-1234", "ABC123"));
const price = mostly(
  fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 999_999 }).map((cents) => cents / 100)),
  fc.oneof(fc.double({ min: -10, max: 10_010, noNaN: true }), fc.constantFrom(9999.99, 10000, 0.001, -0, 5e-324)),
);
const day = mostly(
  fc.integer({ min: 0, max: 364 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10)),
  fc.constantFrom("2025-12-31", "2027-01-01", "2026-02-29", "2026-13-01", "2026-1-1", "2026-06-01T00:00:00Z"),
);
const line = mostly(
  fc.tuple(sku, price, fc.option(fc.tuple(key, hostileJson), { nil: undefined })).map(([s, p, extra]) => own([["sku", s], ["price", p], ...(extra ? [extra] : [])])),
  fc.tuple(sku).map(([s]) => own([["sku", s]])),
);

/** A member present or not: required ones are present most of the time. */
const member = (name: string, value: fc.Arbitrary<unknown>, presence: number) =>
  fc.option(value.map((v) => [name, v] as const), { freq: Math.round(1 / (1 - presence)), nil: undefined });

/** Arguments for `Params`: the right keys most of the time, values right or wrong, extra keys, `__proto__`. */
export const paramsArgs: fc.Arbitrary<unknown> = fc
  .tuple(
    member("iban", iban, 0.95),
    member("quantity", quantity, 0.95),
    member("country", country, 0.95),
    member("alternates", mostly(fc.array(iban, { maxLength: 3 }), fc.array(iban, { minLength: 4, maxLength: 5 })), 0.4),
    member("note", note, 0.4),
    member("stock", mostly(fc.array(fc.tuple(key, quantity), { maxLength: 4 }).map(own), fc.array(quantity)), 0.4),
    member("lines", mostly(fc.array(line, { minLength: 1, maxLength: 4 }), fc.array(line, { maxLength: 6 })), 0.4),
    member("deliverOn", day, 0.4),
    fc.array(fc.tuple(key, hostileJson), { maxLength: 2 }),
  )
  .map(([...parts]) => {
    const extras = parts.pop() as [string, unknown][];
    // extra keys first, so that a declared key sent twice keeps the declared value, as JSON.parse keeps the last
    return asSent(own([...extras, ...(parts.filter((p) => p !== undefined) as [string, unknown][])]));
  });

/** Arguments for `Odd`: its members are named as Object.prototype's own. */
export const oddArgs: fc.Arbitrary<unknown> = fc
  .tuple(
    member("__proto__", note, 0.6),
    member("constructor", quantity, 0.6),
    member("toString", mostly(fc.array(fc.tuple(key, quantity), { maxLength: 3 }).map(own), fc.array(quantity)), 0.6),
    member("a/b~c", quantity, 0.6),
    fc.array(fc.tuple(key, hostileJson), { maxLength: 2 }),
  )
  .map(([...parts]) => {
    const extras = parts.pop() as [string, unknown][];
    return asSent(own([...extras, ...(parts.filter((p) => p !== undefined) as [string, unknown][])]));
  });

/** Any JSON at all, arguments or not: what a broken model may send. */
export const anyArgs: fc.Arbitrary<unknown> = hostileJson.map(asSent);

/** A list of order lines as an answer: mostly lines, sometimes anything. */
export const linesValue: fc.Arbitrary<unknown> = mostly(fc.array(line, { minLength: 1, maxLength: 4 }), fc.array(line, { maxLength: 6 }));
/** A stock record as an answer: quantities under any keys. */
export const stockValue: fc.Arbitrary<unknown> = mostly(fc.array(fc.tuple(key, quantity), { maxLength: 4 }).map(own), fc.array(quantity, { maxLength: 2 }));
