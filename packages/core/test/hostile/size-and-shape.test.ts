/**
 * Size and shape: each hostile input is answered within a stated bound, measured with
 * performance.now around a single call. The bounds are generous (the reads take
 * microseconds to milliseconds; the bounds are seconds) so a noisy machine does not
 * flake; what they catch is work that grows with the input where it must not.
 */
import assert from "node:assert/strict";
import { type TestContext, test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";

const MiB = 1 << 20;
const TEN_MB = "a".repeat(10 * MiB - 1) + "!";

/** Runs one call and returns its result and how long it took, in milliseconds. */
function timed<T>(call: () => T): [T, number] {
  const start = performance.now();
  const result = call();
  return [result, performance.now() - start];
}

/** A normalize that counts its calls: proof that a text never reached it (nor the pattern after it). */
function counting() {
  const counter = { calls: 0, normalize: (text: string) => (counter.calls++, text) };
  return counter;
}

const silenced = (t: TestContext) => t.mock.method(process, "emitWarning", () => undefined);

const refusedWith = (result: vo.Result<unknown>, code: string) => {
  assert.equal(result.ok, false);
  if (!result.ok) assert.equal(result.error.code, code);
  return result.ok ? "" : result.error.message;
};

test("a 10 MB string against ^(a+)+$ with maxLength 34: too_long before normalize and the pattern, under 2 s", (t) => {
  silenced(t);
  const spy = counting();
  const Catastrophic = vo.string("Catastrophic", { pattern: "^(a+)+$", maxLength: 34, normalize: spy.normalize });
  const [result, ms] = timed(() => Catastrophic.tryCreate(TEN_MB));
  assert.ok(ms < 2000, `${ms} ms`);
  assert.equal(refusedWith(result, vo.TOO_LONG), "The value is not a valid Catastrophic: The value must be at most 34 characters long.");
  assert.equal(spy.calls, 0, "the text reached normalize");
  // past maxLength after normalize, and still before the pattern: 35 characters, the worst case for ^(a+)+$
  const [short, shortMs] = timed(() => Catastrophic.tryCreate("a".repeat(34) + "!"));
  assert.ok(shortMs < 2000, `${shortMs} ms`);
  refusedWith(short, vo.TOO_LONG);
  t.diagnostic(`10 MB: ${ms.toFixed(3)} ms; 35 characters: ${shortMs.toFixed(3)} ms`);
});

test("without maxLength: the raw ceiling (1 MiB of UTF-16 code units) refuses 10 MB before normalize, under 2 s", (t) => {
  silenced(t);
  const spy = counting();
  const Unbounded = vo.string("Unbounded", { pattern: "^(a+)+$", normalize: spy.normalize });
  const [result, ms] = timed(() => Unbounded.tryCreate(TEN_MB));
  assert.ok(ms < 2000, `${ms} ms`);
  assert.equal(refusedWith(result, vo.TOO_LONG), `The value is not a valid Unbounded: The value must be at most ${MiB} characters long.`);
  refusedWith(Unbounded.tryCreate("a".repeat(MiB + 1)), vo.TOO_LONG);
  assert.equal(spy.calls, 0);
  // at the ceiling the text does reach normalize and the pattern: linear work stays small
  const Safe = vo.string("Safe", { pattern: "^[a-z]+$", normalize: spy.normalize });
  const [atCeiling, ceilingMs] = timed(() => Safe.tryCreate("a".repeat(MiB - 1) + "!"));
  refusedWith(atCeiling, vo.PATTERN_MISMATCH);
  assert.equal(spy.calls, 1);
  assert.ok(ceilingMs < 2000, `${ceilingMs} ms`);
  t.diagnostic(`10 MB: ${ms.toFixed(3)} ms; 1 MiB through a linear pattern: ${ceilingMs.toFixed(1)} ms`);
});

test("every checked format, on 1 MiB of text built to make it work hard: under 2 s each", (t) => {
  const texts = [
    "a".repeat(MiB), "a.".repeat(MiB / 2), "a@".repeat(MiB / 2), "1:".repeat(MiB / 2), "%0".repeat(MiB / 2), "a-".repeat(MiB / 2),
    "a".repeat(MiB - 10) + "@b.c", ("a".repeat(62) + ".").repeat(16_000), "a:" + "/".repeat(MiB - 2), "a://" + "@".repeat(MiB - 4), "1::".repeat(MiB / 3 - 1),
  ];
  let worst = 0;
  for (const format of ["date", "date-time", "time", "email", "uuid", "uri", "ipv4", "ipv6", "hostname"]) {
    const Formatted = vo.string(`F${format.replace("-", "")}`, { format });
    for (const text of texts) {
      const [, ms] = timed(() => Formatted.tryCreate(text));
      assert.ok(ms < 2000, `${format}: ${ms} ms`);
      worst = Math.max(worst, ms);
    }
  }
  t.diagnostic(`worst format check on 1 MiB: ${worst.toFixed(1)} ms`);
});

test("10 MB at every other kind: refused before normalize, under 2 s each", () => {
  const spy = counting();
  const kinds: [vo.ValueObject<unknown>, string][] = [
    [vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true, normalize: spy.normalize }) as vo.ValueObject<unknown>, vo.NOT_ALLOWED],
    [vo.date("Day", { normalize: spy.normalize }) as vo.ValueObject<unknown>, vo.TOO_LONG],
    [vo.dateTime("Moment", { normalize: spy.normalize }) as vo.ValueObject<unknown>, vo.TOO_LONG],
    [vo.integer("Count", { fromText: true }) as vo.ValueObject<unknown>, vo.NOT_PARSABLE],
    [vo.number("Amount", { fromText: true }) as vo.ValueObject<unknown>, vo.NOT_PARSABLE],
    [vo.integer("Digits", { fromText: true }) as vo.ValueObject<unknown>, vo.NOT_PARSABLE],
  ];
  const digits = "9".repeat(10 * MiB);
  for (const [index, [valueObject, code]] of kinds.entries()) {
    const [result, ms] = timed(() => valueObject.tryCreate(index === 5 ? digits : TEN_MB));
    assert.ok(ms < 2000, `${valueObject.name}: ${ms} ms`);
    refusedWith(result, code);
  }
  assert.equal(spy.calls, 0);
});

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });

test("a million items: read within 10 s without maxItems; with maxItems refused before any item is read, under 2 s", (t) => {
  const million = 1_000_000;
  const [good, goodMs] = timed(() => vo.validate(vo.array(Quantity), new Array(million).fill(5)));
  assert.ok(good.ok && good.value.length === million);
  assert.ok(goodMs < 10_000, `${goodMs} ms`);

  const heapBefore = process.memoryUsage().heapUsed;
  const [bad, badMs] = timed(() => vo.validate(vo.array(Quantity), new Array(million).fill(500)));
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / MiB;
  assert.ok(!bad.ok && bad.issues.length === million, "every refused item is reported");
  assert.ok(badMs < 10_000, `${badMs} ms`);

  const spy = counting();
  const Code = vo.string("Code", { normalize: spy.normalize });
  const Codes = vo.array(Code, { maxItems: 100 });
  const many = new Array(million).fill("x");
  const [bounded, boundedMs] = timed(() => vo.validate(Codes, many));
  assert.deepEqual(bounded, { ok: false, issues: [{ code: vo.TOO_LONG, message: "The list must hold at most 100 items.", path: [] }] });
  assert.equal(spy.calls, 0, "an item was read");
  assert.ok(boundedMs < 2000, `${boundedMs} ms`);
  t.diagnostic(`1M valid: ${goodMs.toFixed(0)} ms; 1M refused: ${badMs.toFixed(0)} ms, ${million} issues, ~${heapMb.toFixed(0)} MiB of heap; with maxItems: ${boundedMs.toFixed(3)} ms`);
});

/** `depth` levels of `{"k": …}` (or of arrays), parsed as a server would parse it. */
const deepObject = (depth: number) => JSON.parse('{"k":'.repeat(depth) + "1" + "}".repeat(depth)) as unknown;
const deepArray = (depth: number) => JSON.parse("[".repeat(depth) + "1" + "]".repeat(depth)) as unknown;

test("input 100,000 levels deep: shallow schemas read two levels at most, no stack overflow, under 2 s each", () => {
  const objects = deepObject(100_000);
  const arrays = deepArray(100_000);
  const cases: [vo.AnySchema, unknown, vo.PathKey[]][] = [
    [vo.object({ k: Quantity }), objects, ["k"]],
    [vo.object({ k: vo.optional(vo.nullable(vo.object({ k: Quantity }))) }), objects, ["k", "k"]],
    [vo.record(vo.record(Quantity)), objects, ["k", "k"]],
    [vo.array(vo.array(Quantity)), arrays, [0, 0]],
    [vo.record(Quantity), arrays, []],
    [vo.object({ k: z.object({ k: z.number() }) }), objects, ["k", "k"]],
  ];
  for (const [index, [schema, input, path]] of cases.entries()) {
    const [result, ms] = timed(() => vo.validate(schema, input));
    assert.ok(ms < 2000, `case ${index}: ${ms} ms`);
    assert.equal(result.ok, false, `case ${index}`);
    if (!result.ok) assert.deepEqual(result.issues[0].path, path, `case ${index}`);
  }
  // a foreign member that takes anything keeps the deep value as it is: nothing of ours walks it
  const Any = vo.object({ k: z.unknown() });
  const [kept, keptMs] = timed(() => vo.validate(Any, objects));
  assert.ok(kept.ok && kept.value.k === (objects as { k: unknown }).k);
  assert.ok(keptMs < 2000);
});

test("schema depth bounds the recursion: a schema 1,000 levels deep reads input as deep", () => {
  let schema: vo.AnySchema = Quantity;
  for (let i = 0; i < 1000; i++) schema = vo.object({ k: schema });
  const [result, ms] = timed(() => vo.validate(schema, deepObject(1000)));
  assert.ok(result.ok);
  assert.ok(ms < 2000, `${ms} ms`);
  const [refused] = timed(() => vo.validate(schema, deepObject(999)));
  assert.ok(!refused.ok && refused.issues[0].path.length === 999);
});

test("wide objects: 200,000 unknown members cost an object schema nothing, a record reads each, under 5 s", () => {
  const wide: Record<string, unknown> = { quantity: 5 };
  for (let i = 0; i < 200_000; i++) wide[`m${i}`] = 500;
  const [narrow, narrowMs] = timed(() => vo.validate(vo.object({ quantity: Quantity }), wide));
  assert.deepEqual(narrow, { ok: true, value: { quantity: 5 } });
  assert.ok(narrowMs < 5000, `${narrowMs} ms`);
  const [record, recordMs] = timed(() => vo.validate(vo.record(Quantity), wide));
  assert.ok(!record.ok && record.issues.length === 200_000);
  assert.ok(recordMs < 5000, `${recordMs} ms`);
});

test("a record key is the address of its value: a refused value's path holds the key as sent, whatever its length", () => {
  const key = "k".repeat(MiB);
  const result = vo.validate(vo.record(Quantity), { [key]: 500 });
  assert.ok(!result.ok);
  assert.equal(result.issues[0].path[0], key);
  assert.ok(!result.issues[0].message.includes("kkkk"));
});
