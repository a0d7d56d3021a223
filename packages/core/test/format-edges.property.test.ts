// The formats the library checks accept nothing their own `standard` schema refuses, as Ajv with
// ajv-formats reads it, on texts generated at the edges: leap years and days, 23:59:60 at every
// offset, offsets at and past their bounds, fractions of many digits (Ajv reads the seconds as a
// float: "59.999999999999999" is 60), both separators and cases; and the addresses, names and
// identifiers beside them at their lengths and separators.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";

const drafts = ["draft-2020-12", "draft-07"] as const;
const validators = { "draft-2020-12": makeAjv("draft-2020-12"), "draft-07": makeAjv("draft-07") };
const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const digits = (min: number, max: number) => fc.array(pick(..."0123456789"), { minLength: min, maxLength: max }).map((d) => d.join(""));
// the edges mostly, any two digits now and then
const twoDigits = (...edges: string[]) => fc.oneof({ arbitrary: pick(...edges), weight: 6 }, { arbitrary: digits(2, 2), weight: 1 });

const date = fc
  .tuple(pick("1900", "2000", "2024", "2023", "0000", "9999", "1985"), twoDigits("00", "01", "02", "12", "13"), twoDigits("00", "01", "28", "29", "30", "31", "32"))
  .map(([y, m, d]) => `${y}-${m}-${d}`);
const fraction = fc.oneof(
  pick(""),
  fc.integer({ min: 1, max: 24 }).map((n) => "." + "9".repeat(n)),
  fc.integer({ min: 1, max: 24 }).chain((n) => digits(n, n)).map((d) => "." + d),
  fc.integer({ min: 0, max: 20 }).map((n) => ".5" + "0".repeat(n)),
);
const offset = fc.oneof(
  pick("Z", "z", "+00:00", "-00:00", "+23:59", "-23:59", "+24:00", "+01:60", "+0100", "+01", "-01:00", "+01:00", "+14:00", "-12:00", ""),
  fc.tuple(pick("+", "-"), twoDigits("00", "23", "24"), twoDigits("00", "59", "60")).map(([s, h, m]) => `${s}${h}:${m}`),
);
const time = fc
  .tuple(twoDigits("00", "23", "24"), twoDigits("00", "59", "60"), twoDigits("00", "59", "60", "61"), fraction, offset)
  .map(([h, m, s, f, o]) => `${h}:${m}:${s}${f}${o}`);
const dateTime = fc.tuple(date, fc.oneof({ arbitrary: pick("T"), weight: 6 }, { arbitrary: pick("t", " ", "_"), weight: 1 }), time).map(([d, sep, t]) => `${d}${sep}${t}`);

const label = fc.oneof(pick("a", "-a", "a-", "xn--p1ai", "a".repeat(63), "a".repeat(64), "A1", "1"), fc.stringMatching(/^[a-z0-9-]{1,70}$/));
const hostname = fc.array(label, { minLength: 1, maxLength: 6 }).chain((labels) => pick("", ".").map((dot) => labels.join(".") + dot));
const email = fc.tuple(fc.oneof(pick("a", "a.b", ".a", "a.", "a..b", "a+b", "\"a\"", "a".repeat(64), "a".repeat(65)), fc.stringMatching(/^[a-z0-9.+_-]{1,70}$/)), hostname).map(([l, h]) => `${l}@${h}`);
const octet = fc.oneof(pick("0", "00", "01", "255", "256", "249", "199", "099"), fc.integer({ min: 0, max: 300 }).map(String));
const ipv4 = fc.array(octet, { minLength: 3, maxLength: 5 }).map((o) => o.join("."));
const group = fc.oneof(pick("0", "ffff", "FFFF", "12345", "g", ""), fc.stringMatching(/^[0-9a-f]{1,5}$/));
const ipv6 = fc.oneof(
  fc.array(group, { minLength: 1, maxLength: 9 }).map((g) => g.join(":")),
  fc.tuple(fc.array(group, { maxLength: 7 }), fc.array(group, { maxLength: 7 }), pick("", ":1.2.3.4", ":256.1.1.1")).map(([a, b, v4]) => `${a.join(":")}::${b.join(":")}${v4}`),
);
const uuid = fc.oneof(fc.uuid({ version: [1, 4, 7] }), fc.stringMatching(/^[0-9a-gA-G]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{11,13}$/));
const uri = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.tuple(pick("http:", "urn:", "a:", "1a:", "mailto:", "x+y.z-w:"), pick("", "//", "///", "//h:", "//[::1]", "//[::1]:80", "//u@h", "//[v1.x]"), pick("", "/", "/a b", "/%2", "/%zz", "/%20", "?q", "#f", "a:b")).map((p) => p.join("")),
);

const byFormat: Record<string, fc.Arbitrary<string>> = {
  date,
  time,
  "date-time": dateTime,
  email,
  hostname,
  ipv4,
  ipv6,
  uuid,
  uri,
};

/** The value objects that check each format: the format rule of a string, and the date and dateTime kinds. */
const checkersOf = (format: string): vo.AnySchema[] => [
  vo.string("Formatted", { format }),
  ...(format === "date" ? [vo.date("Day")] : []),
  ...(format === "date-time" ? [vo.dateTime("Moment")] : []),
];

for (const [format, texts] of Object.entries(byFormat)) {
  test(`${format}: every text the library accepts, its standard schema accepts under Ajv with ajv-formats (both drafts)`, (t) => {
    const checks = checkersOf(format).map((schema) => ({
      schema: schema as vo.Schema,
      ajv: drafts.map((draft) => validators[draft].compile(vo.toJsonSchema(schema, { profile: "standard", target: draft }))),
    }));
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(texts, (text) => {
        for (const { schema, ajv } of checks) {
          if (!schema.tryCreate(text).ok) {
            refused++;
            continue;
          }
          accepted++;
          ajv.forEach((check, i) => assert.ok(check(text), `${drafts[i]} refuses ${JSON.stringify(text)}, which ${schema.kind} accepts`));
        }
      }),
      { numRuns: 3000, seed: 20261206 },
    );
    t.diagnostic(`${format}: ${accepted} accepted, ${refused} refused`);
    assert.ok(accepted > 20 && refused > 20, `the property saw both outcomes (${accepted} accepted, ${refused} refused)`);
  });
}

test("a fraction of the seconds has at most 9 digits: the texts the red team sent are refused, a nanosecond is kept", () => {
  const Moment = vo.dateTime("Moment");
  const Time = vo.string("Time", { format: "time" });
  const Stamp = vo.string("Stamp", { format: "date-time" });
  for (const schema of [Moment, Stamp]) {
    assert.equal(schema.tryCreate("1985-04-12T00:59:59.999999999999999Z").ok, false);
    assert.equal(schema.tryCreate("1985-04-12T23:20:50.5200000000Z").ok, false);
    assert.deepEqual(schema.tryCreate("1985-04-12T00:59:59.999999999Z"), { ok: true, value: "1985-04-12T00:59:59.999999999Z" });
  }
  assert.equal(Time.tryCreate("00:59:59.999999999999999Z").ok, false);
  assert.deepEqual(Time.tryCreate("00:59:59.123456789+01:00"), { ok: true, value: "00:59:59.123456789+01:00" });
});
