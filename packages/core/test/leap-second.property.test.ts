// A leap second is 23:59:60 in UTC (RFC 3339 §5.6, §5.7): Ajv with ajv-formats (full mode) accepts
// second 60 where the time, its offset applied, is 23:59 in UTC, on any day, and refuses it at
// any other minute. The `time` and `date-time` formats and vo.dateTime accept exactly what it
// accepts there, for every text of their own shape (two-digit fields in range, `Z` or `±HH:MM`,
// at most 9 digits of a fraction), and vo.dateTime orders a leap second between 23:59:59 and
// the next day's 00:00:00 for `min` and `max`. A dateTime's value is the text sent, so second 60
// is kept as it is.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";

const drafts = ["draft-2020-12", "draft-07"] as const;
const validators = { "draft-2020-12": makeAjv("draft-2020-12"), "draft-07": makeAjv("draft-07") };
const pad = (n: number) => String(n).padStart(2, "0");
const fraction = fc.oneof(fc.constant(""), fc.integer({ min: 1, max: 9 }).chain((n) => fc.stringMatching(new RegExp(`^\\.[0-9]{${n}}$`))));
const offset = fc.oneof(
  fc.constantFrom("Z", "z", "+00:00", "-00:00"),
  fc.tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([s, h, m]) => ({ sign: s, minutes: h * 60 + m, text: `${s}${pad(h)}:${pad(m)}` })),
);
/** A time at second 60: half of them at 23:59 UTC once the offset is applied, the others at any minute. */
const leapTime = fc
  .tuple(offset, fc.boolean(), fc.integer({ min: 0, max: 1439 }), fc.constantFrom(0, 0, 0, 1, -1, 60, -60, 1440 - 60))
  .chain(([o, atUtcEnd, anyMinute, nudge]) => {
    const [text, off] = typeof o === "string" ? [o, 0] : [o.text, (o.sign === "-" ? -1 : 1) * o.minutes];
    const local = atUtcEnd ? (((1439 + off + nudge) % 1440) + 1440) % 1440 : anyMinute;
    return fraction.map((f) => `${pad(Math.floor(local / 60))}:${pad(local % 60)}:60${f}${text}`);
  });
const date = fc.constantFrom("2016-12-31", "2016-06-30", "2017-01-01", "2024-02-29", "1985-04-12");
const leapDateTime = fc.tuple(date, fc.constantFrom("T", "t"), leapTime).map(([d, t, time]) => `${d}${t}${time}`);

const checkers: [string, fc.Arbitrary<string>, vo.Schema][] = [
  ["time", leapTime, vo.string("Time", { format: "time" }) as vo.Schema],
  ["date-time", leapDateTime, vo.string("Stamp", { format: "date-time" }) as vo.Schema],
  ["date-time", leapDateTime, vo.dateTime("Moment") as vo.Schema],
];

for (const [format, texts, schema] of checkers) {
  test(`second 60 (${schema.kind}, format ${format}): accepted exactly where Ajv with ajv-formats accepts it (both drafts)`, (t) => {
    const ajv = drafts.map((draft) => validators[draft].compile(vo.toJsonSchema(schema, { profile: "standard", target: draft })));
    const notOfTheFormat = (schema.tryCreate("noon") as { error: { code: string } }).error.code;
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(texts, (text) => {
        const ours = schema.tryCreate(text);
        const theirs = ajv.map((check) => check(text));
        assert.deepEqual(theirs, [theirs[0], theirs[0]], `the drafts agree on ${text}`);
        assert.equal(ours.ok, theirs[0], `${JSON.stringify(text)}: ${schema.kind} ${ours.ok ? "accepts" : "refuses"} it, Ajv ${theirs[0] ? "accepts" : "refuses"} it`);
        if (ours.ok) {
          accepted++;
          assert.equal(ours.value, text, "the value is the text sent");
        } else {
          refused++;
          assert.equal(ours.error.code, notOfTheFormat, "refused as a text not of the format");
        }
      }),
      { numRuns: 2000, seed: 20261206 },
    );
    t.diagnostic(`${accepted} accepted, ${refused} refused`);
    assert.ok(accepted > 200 && refused > 200, `the property saw both outcomes (${accepted} accepted, ${refused} refused)`);
  });
}

test("the red team's leap seconds are accepted and kept as sent; second 60 off 23:59 UTC and second 61 are refused", () => {
  const Moment = vo.dateTime("At");
  const Stamp = vo.string("Stamp", { format: "date-time" });
  const Time = vo.string("T", { format: "time" });
  for (const schema of [Moment, Stamp]) {
    for (const text of ["2016-12-31T23:59:60Z", "2016-12-31T18:59:60-05:00", "2017-01-01T00:59:60+01:00", "2016-12-31T23:59:60.999999999Z"]) {
      assert.deepEqual(schema.tryCreate(text), { ok: true, value: text });
    }
    for (const text of ["2016-12-31T23:58:60Z", "2016-12-31T23:59:60+01:00", "2016-12-31T23:59:61Z", "2016-12-31T12:00:60Z"]) assert.equal(schema.tryCreate(text).ok, false, text);
  }
  assert.deepEqual(Time.tryCreate("23:59:60Z"), { ok: true, value: "23:59:60Z" });
  assert.equal(Time.tryCreate("22:59:60Z").ok, false);
});

test("vo.dateTime orders a leap second after 23:59:59.999999999 and before the next day's 00:00:00, as a bound too", () => {
  const leap = "2016-12-31T23:59:60Z";
  const code = (schema: vo.Schema, text: string) => {
    const read = schema.tryCreate(text);
    return read.ok ? "ok" : read.error.code;
  };
  assert.equal(code(vo.dateTime("A", { max: "2016-12-31T23:59:59.999999999Z" }) as vo.Schema, leap), "value_object.out_of_range");
  assert.equal(code(vo.dateTime("A", { min: "2017-01-01T00:00:00Z" }) as vo.Schema, leap), "value_object.out_of_range");
  assert.equal(code(vo.dateTime("A", { min: "2017-01-01T01:00:00+01:00" }) as vo.Schema, "2016-12-31T18:59:60-05:00"), "value_object.out_of_range");
  assert.equal(code(vo.dateTime("A", { min: "2016-12-31T23:59:59.9Z", max: "2017-01-01T00:00:00Z" }) as vo.Schema, leap), "ok");
  assert.equal(code(vo.dateTime("A", { min: "2016-12-31T23:59:60.5Z" }) as vo.Schema, "2016-12-31T23:59:60.25Z"), "value_object.out_of_range");
  assert.equal(code(vo.dateTime("A", { min: leap, max: "2016-12-31T18:59:60-05:00" }) as vo.Schema, "2016-12-31T23:59:60.000Z"), "ok");
  assert.equal(code(vo.dateTime("A", { max: leap }) as vo.Schema, "2017-01-01T00:00:00Z"), "value_object.out_of_range");
  assert.equal(code(vo.dateTime("A", { max: leap }) as vo.Schema, "2016-12-31T23:59:59.999Z"), "ok");
});
