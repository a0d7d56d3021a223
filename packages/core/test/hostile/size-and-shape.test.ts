/**
 * Size and shape: each hostile input is answered with work that does not grow where
 * it must not. Never in seconds, nor as a ratio of timings (the machine is shared and
 * loaded): work is counted (calls of a normalize, reads of the input through a counting
 * Proxy, a test instrument: JSON.parse makes none, and characters read by the string,
 * regular-expression and JSON built-ins, counted by test-support/counted-work.ts).
 */
import assert from "node:assert/strict";
import { type TestContext, test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { countedSync, type WorkCount } from "../../../../test-support/counted-work.js";

const MiB = 1 << 20;
const TEN_MB = "a".repeat(10 * MiB - 1) + "!";

/** Runs one call and returns its result and how long it took, in milliseconds. */
function timed<T>(call: () => T): [T, number] {
  const start = performance.now();
  const result = call();
  return [result, performance.now() - start];
}

/** What one call reads, counted (characters through the string, regular-expression and JSON built-ins). */
const readBy = (call: () => unknown): WorkCount => countedSync(call, { chars: 1e9 }).count;

/** An object or list that counts every read of it at every depth below `from` levels (0: itself). */
function counted<T extends object>(value: T, reads: { count: number }, from = 0): T {
  if (from > 0) {
    for (const key of Object.keys(value)) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== null && typeof inner === "object") (value as Record<string, unknown>)[key] = counted(inner, reads, from - 1);
    }
    return value;
  }
  return new Proxy(value, {
    get: (target, key, receiver) => (reads.count++, Reflect.get(target, key, receiver)),
    has: (target, key) => (reads.count++, Reflect.has(target, key)),
    ownKeys: (target) => (reads.count++, Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, key) => (reads.count++, Reflect.getOwnPropertyDescriptor(target, key)),
  });
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

test("a 10 MB string against ^(a+)+$ with maxLength 34: too_long before normalize and the pattern", (t) => {
  silenced(t);
  const spy = counting();
  const Catastrophic = vo.string("Catastrophic", { pattern: "^(a+)+$", maxLength: 34, normalize: spy.normalize });
  const [result, ms] = timed(() => Catastrophic.tryCreate(TEN_MB));
  assert.equal(refusedWith(result, vo.TOO_LONG), "The value is not a valid Catastrophic: The value must be at most 34 characters long.");
  assert.equal(spy.calls, 0, "the text reached normalize");
  // past maxLength after normalize, and still before the pattern: 35 characters, the worst case for ^(a+)+$
  // (about 2^35 steps: the read returning at all shows the pattern never ran)
  const [short, shortMs] = timed(() => Catastrophic.tryCreate("a".repeat(34) + "!"));
  refusedWith(short, vo.TOO_LONG);
  assert.equal(spy.calls, 1, "normalize ran once, the length rule refused after it");
  t.diagnostic(`10 MB: ${ms.toFixed(3)} ms; 35 characters: ${shortMs.toFixed(3)} ms`);
});

test("without maxLength or pattern: the raw ceiling (1 MiB of UTF-16 code units) refuses 10 MB before normalize", (t) => {
  silenced(t);
  const spy = counting();
  const Unbounded = vo.string("Unbounded", { normalize: spy.normalize });
  const [result, ms] = timed(() => Unbounded.tryCreate(TEN_MB));
  assert.equal(refusedWith(result, vo.TOO_LONG), `The value is not a valid Unbounded: The value must be at most ${MiB} characters long.`);
  refusedWith(Unbounded.tryCreate("a".repeat(MiB + 1)), vo.TOO_LONG);
  assert.equal(spy.calls, 0);
  // at the ceiling the text does reach normalize and the format check: linear work
  const Mail = vo.string("Mail", { format: "email", normalize: spy.normalize });
  const [atCeiling, ceilingMs] = timed(() => Mail.tryCreate("a".repeat(MiB - 1) + "!"));
  refusedWith(atCeiling, vo.INVALID_FORMAT);
  assert.equal(spy.calls, 1);
  // with a pattern and no maxLength, the pattern's ceiling: 4,096 code units for a linear shape, 8 for a
  // group repeated without bound around a repetition (slow-pattern-polynomial.test.ts)
  const Patterned = vo.string("Patterned", { pattern: "^(ab+)$", normalize: spy.normalize });
  assert.equal(refusedWith(Patterned.tryCreate("a".repeat(4097)), vo.TOO_LONG), "The value is not a valid Patterned: The value must be at most 4096 characters long.");
  const Nested = vo.string("Nested", { pattern: "^(a+)+$", normalize: spy.normalize });
  assert.equal(refusedWith(Nested.tryCreate("a".repeat(9)), vo.TOO_LONG), "The value is not a valid Nested: The value must be at most 8 characters long.");
  assert.equal(spy.calls, 1);
  t.diagnostic(`10 MB: ${ms.toFixed(3)} ms; 1 MiB through an email check: ${ceilingMs.toFixed(1)} ms`);
});

test("every checked format, on 1 MiB of text built to make it work hard: linear, each character read a bounded number of times", (t) => {
  const texts = [
    "a".repeat(MiB), "a.".repeat(MiB / 2), "a@".repeat(MiB / 2), "1:".repeat(MiB / 2), "%0".repeat(MiB / 2), "a-".repeat(MiB / 2),
    "a".repeat(MiB - 10) + "@b.c", ("a".repeat(62) + ".").repeat(16_000), "a:" + "/".repeat(MiB - 2), "a://" + "@".repeat(MiB - 4), "1::".repeat(MiB / 3 - 1),
  ];
  let worst = 0;
  for (const format of ["date", "date-time", "time", "email", "uuid", "uri", "ipv4", "ipv6", "hostname"]) {
    const Formatted = vo.string(`F${format.replace("-", "")}`, { format });
    Formatted.tryCreate("x"); // the first read makes the reader: its reads, once
    for (const [index, text] of texts.entries()) {
      // a quadratic reader (an indexOf or slice from the start for each character) reads 1 MiB times over
      const { chars, regexChars } = readBy(() => Formatted.tryCreate(text));
      assert.ok(chars <= 10 * text.length + 4096, `${format}, text ${index}: ${chars} characters read for ${text.length}`);
      assert.ok(regexChars <= 2 * text.length + 1024, `${format}, text ${index}: ${regexChars} characters handed to regular expressions`);
      worst = Math.max(worst, chars / text.length);
    }
  }
  t.diagnostic(`most characters read per character of 1 MiB: ${worst.toFixed(2)} (uri; 0 where the length refuses first)`);
});

test("a format of bounded length reads no more of 1 MiB than of its longest form", (t) => {
  // an IPv6 address is at most 45 characters, an IPv4 15, a UUID 36, a date 10, a host name 254 (with its
  // final dot), an email address 254 (RFC 5321): a longer text is refused on its length alone
  const longest: Record<string, string> = {
    ipv6: "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255",
    ipv4: "255.255.255.255",
    uuid: "123e4567-e89b-12d3-a456-426614174000",
    date: "2026-12-01",
    hostname: `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}.`,
    email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`,
  };
  const hostile = ["a:".repeat(MiB / 2 - 1), "1.".repeat(MiB / 2 - 1), "a".repeat(MiB - 1), "a-".repeat(MiB / 2 - 1), "2026-12-01".repeat(MiB / 10 - 1)];
  let most = 0;
  for (const [format, form] of Object.entries(longest)) {
    const Formatted = vo.string(`Longest${format}`, { format });
    assert.equal(Formatted.tryCreate(form).ok, true, `${format}: its longest form (${form.length} characters) is accepted`);
    assert.equal(Formatted.tryCreate(`${form}0`).ok, false, `${format}: one character more is refused`);
    const ofForm = readBy(() => Formatted.tryCreate(form)).chars;
    for (const [index, text] of hostile.entries()) {
      const ofText = readBy(() => Formatted.tryCreate(text)).chars;
      assert.ok(ofText <= ofForm, `${format}, text ${index}: 1 MiB read ${ofText} characters, its longest form ${ofForm}`);
      most = Math.max(most, ofText);
    }
  }
  t.diagnostic(`most characters read of a 1 MiB text of a bounded format: ${most} (the refusal's own sentence)`);
});

test("10 MB at every other kind: refused before normalize, reading no more than 1 KiB costs", () => {
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
  for (const [index, [valueObject, code]] of kinds.entries()) refusedWith(valueObject.tryCreate(index === 5 ? digits : TEN_MB), code);
  assert.equal(spy.calls, 0);
  for (const [index, [valueObject]] of kinds.entries()) {
    const huge = index === 5 ? digits : TEN_MB;
    // a read that looked at each character would read 10 million; the refusal reads its own sentence only
    const ofHuge = readBy(() => valueObject.tryCreate(huge)).chars;
    const ofKib = readBy(() => valueObject.tryCreate(huge.slice(0, 1024))).chars;
    assert.ok(ofHuge <= Math.min(ofKib, 1024), `${valueObject.name}: 10 MB read ${ofHuge} characters, 1 KiB ${ofKib}`);
  }
});

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });

test("a million items: each read once without maxItems; with maxItems refused before any item is read", (t) => {
  const million = 1_000_000;
  const spy = counting();
  const Code = vo.string("Code", { normalize: spy.normalize, maxLength: 3 });
  const [good, goodMs] = timed(() => vo.validate(vo.array(Code), new Array(million).fill("abc")));
  assert.ok(good.ok && good.value.length === million);
  assert.equal(spy.calls, million, "each item read once");

  spy.calls = 0;
  const heapBefore = process.memoryUsage().heapUsed;
  const [bad, badMs] = timed(() => vo.validate(vo.array(Code), new Array(million).fill("abcd")));
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / MiB;
  assert.ok(!bad.ok && bad.issues.length === million, "every refused item is reported");
  assert.equal(spy.calls, million, "each item read once");

  spy.calls = 0;
  const Codes = vo.array(Code, { maxItems: 100 });
  const many = new Array(million).fill("x");
  const reads = { count: 0 };
  const [bounded, boundedMs] = timed(() => vo.validate(Codes, counted(many, reads)));
  assert.deepEqual(bounded, { ok: false, issues: [{ code: vo.TOO_LONG, message: "The list must hold at most 100 items.", path: [], pointer: "" }] });
  assert.equal(spy.calls, 0, "an item was read");
  assert.ok(reads.count <= 2, `${reads.count} reads of the list (its length only)`);
  t.diagnostic(`1M valid: ${goodMs.toFixed(0)} ms; 1M refused: ${badMs.toFixed(0)} ms, ${million} issues, ~${heapMb.toFixed(0)} MiB of heap; with maxItems: ${boundedMs.toFixed(3)} ms`);
});

/** `depth` levels of `{"k": …}` (or of arrays), parsed as a server would parse it. */
const deepObject = (depth: number) => JSON.parse('{"k":'.repeat(depth) + "1" + "}".repeat(depth)) as unknown;
const deepArray = (depth: number) => JSON.parse("[".repeat(depth) + "1" + "]".repeat(depth)) as unknown;

test("input 100,000 levels deep: shallow schemas read two levels at most, no stack overflow", () => {
  // below the third level every read is counted: none may happen
  const reads = { count: 0 };
  const objects = counted(deepObject(100_000) as object, reads, 3);
  const arrays = counted(deepArray(100_000) as object, reads, 3);
  const cases: [vo.AnySchema, unknown, vo.PathKey[]][] = [
    [vo.object({ k: Quantity }), objects, ["k"]],
    [vo.object({ k: vo.optional(vo.nullable(vo.object({ k: Quantity }))) }), objects, ["k", "k"]],
    [vo.record(vo.record(Quantity)), objects, ["k", "k"]],
    [vo.array(vo.array(Quantity)), arrays, [0, 0]],
    [vo.record(Quantity), arrays, []],
    [vo.object({ k: z.object({ k: z.number() }) }), objects, ["k", "k"]],
  ];
  for (const [index, [schema, input, path]] of cases.entries()) {
    const result = vo.validate(schema, input);
    assert.equal(result.ok, false, `case ${index}`);
    assert.equal(reads.count, 0, `case ${index}: reads below the third level`);
    reads.count = 0;
    if (!result.ok) assert.deepEqual(result.issues[0].path, path, `case ${index}`);
  }
  // a foreign member that takes anything keeps the deep value as it is: nothing of ours walks it
  const Any = vo.object({ k: z.unknown() });
  const kept = vo.validate(Any, objects);
  assert.ok(kept.ok && kept.value.k === (objects as { k: unknown }).k);
  assert.equal(reads.count, 0, "reads below the third level");
});

test("schema depth bounds the recursion: a schema 1,000 levels deep reads input as deep", () => {
  let schema: vo.AnySchema = Quantity;
  for (let i = 0; i < 1000; i++) schema = vo.object({ k: schema });
  const result = vo.validate(schema, deepObject(1000));
  assert.ok(result.ok);
  const refused = vo.validate(schema, deepObject(999));
  assert.ok(!refused.ok && refused.issues[0].path.length === 999);
});

test("wide objects: 200,000 unknown members cost an object schema nothing, a record reads each once", () => {
  const wide: Record<string, unknown> = { quantity: 5 };
  for (let i = 0; i < 200_000; i++) wide[`m${i}`] = 500;
  const narrowReads = { count: 0 };
  const narrow = vo.validate(vo.object({ quantity: Quantity }), counted(wide, narrowReads));
  assert.deepEqual(narrow, { ok: true, value: { quantity: 5 } });
  assert.ok(narrowReads.count <= 3, `${narrowReads.count} reads for one declared member`);
  const recordReads = { count: 0 };
  const record = vo.validate(vo.record(Quantity), counted(wide, recordReads));
  assert.ok(!record.ok && record.issues.length === 200_000);
  // the keys once, then each value once (and a descriptor per key, as Object.keys asks for enumerability)
  assert.ok(recordReads.count <= 3 * 200_001 + 1, `${recordReads.count} reads for 200,001 members`);
});

test("a record key is the address of its value: a refused value's path holds the key as sent, whatever its length", () => {
  const key = "k".repeat(MiB);
  const result = vo.validate(vo.record(Quantity), { [key]: 500 });
  assert.ok(!result.ok);
  assert.equal(result.issues[0].path[0], key);
  assert.ok(!result.issues[0].message.includes("kkkk"));
});
