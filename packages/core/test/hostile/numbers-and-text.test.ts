/**
 * Numbers and text at their edges: what JSON.parse makes of 1e400 and 2^53 + 1, -0,
 * NaN and ±Infinity from an in-process caller, numbers sent as text with the
 * decorations JSON's grammar does not allow, and lengths counted over lone
 * surrogates, emoji and combining marks, as JSON Schema (and Ajv) count them.
 */
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";

const { default: ucs2length } = createRequire(import.meta.url)("ajv/dist/runtime/ucs2length.js") as { default: (s: string) => number };

const codeOf = (result: vo.Result<unknown>) => (result.ok ? "ok" : result.error.code);

const Count = vo.integer("Count");
const Amount = vo.number("Amount");
const Level = vo.oneOf("Level", [0, 1, 2]);

test("1e400 parses to Infinity: not_parsable for every numeric kind, sent as a number or as text", () => {
  const infinity = JSON.parse("1e400") as number;
  assert.equal(infinity, Number.POSITIVE_INFINITY);
  const fromText = [vo.integer("C", { fromText: true }), vo.number("A", { fromText: true }), vo.oneOf("L", [1, 2], { fromText: true })];
  for (const valueObject of [Count, Amount, Level, ...fromText]) {
    for (const input of [infinity, -infinity, Number.NaN]) assert.equal(codeOf(valueObject.tryCreate(input)), vo.NOT_PARSABLE, `${valueObject.name} ${input}`);
  }
  for (const valueObject of fromText) {
    for (const text of ["1e400", "-1e400", "NaN", "Infinity"]) assert.equal(codeOf(valueObject.tryCreate(text)), vo.NOT_PARSABLE, `${valueObject.name} ${text}`);
  }
});

test("-0 reads as 0, sent or made by normalize; is(-0) is false", () => {
  for (const valueObject of [Count, Amount, Level, vo.number("Rounded", { normalize: Math.round })]) {
    const read = valueObject.create(-0);
    assert.ok(Object.is(read, 0), valueObject.name);
    assert.equal(valueObject.is(-0), false);
    assert.equal(valueObject.is(0), true);
  }
  const Rounded = vo.number("Rounded", { normalize: Math.round });
  assert.ok(Object.is(Rounded.create(-0.3), 0), "Math.round(-0.3) is -0: read as 0");
  assert.ok(Object.is(vo.integer("Text", { fromText: true }).create("-0"), 0));
});

test("2^53 + 1 arrives as 2^53 after JSON.parse: not_parsable as an integer; 2^53 - 1 is the largest integer read", () => {
  const parsed = JSON.parse("9007199254740993") as number;
  assert.equal(parsed, 2 ** 53);
  assert.equal(codeOf(Count.tryCreate(parsed)), vo.NOT_PARSABLE);
  assert.equal(codeOf(Count.tryCreate(-(2 ** 53))), vo.NOT_PARSABLE);
  assert.equal(Count.create(2 ** 53 - 1), 2 ** 53 - 1);
  assert.equal(Count.create(-(2 ** 53 - 1)), -(2 ** 53 - 1));
  assert.equal(codeOf(vo.integer("Text", { fromText: true }).tryCreate("9007199254740993")), vo.NOT_PARSABLE);
  // a number kind holds any finite number: the precision was lost by the parser, before the value object
  assert.equal(Amount.create(parsed), 2 ** 53);
  assert.equal(Amount.create(1e308), 1e308);
  assert.equal(Amount.create(5e-324), 5e-324);
});

test("numbers as text: only what JSON's number grammar writes, and only with fromText", () => {
  const Text = vo.integer("Text", { fromText: true });
  const Decimal = vo.number("Decimal", { fromText: true });
  const read: [string, number][] = [["42", 42], ["-7", -7], ["0", 0], ["4.0", 4], ["1e3", 1000], ["1E+3", 1000], ["2.5e-1", 0.25]];
  for (const [text, n] of read) assert.equal(Decimal.create(text), n, text);
  for (const [text, n] of read.filter(([, n]) => Number.isInteger(n))) assert.equal(Text.create(text), n, text);
  const refused = [
    "042", "00", " 42", "42 ", "\t42", "42\n", "+42", "0x10", "0b1", "0o7", ".5", "5.", "1_000", "1,000", "٤٢", "４２", "", "-", "--1", "1e", "e3", "NaN", "Infinity",
    "4 2", "42abc", "\u00a042", "1".repeat(401),
  ];
  for (const text of refused) {
    assert.equal(codeOf(Decimal.tryCreate(text)), vo.NOT_PARSABLE, JSON.stringify(text));
    assert.equal(codeOf(Text.tryCreate(text)), vo.NOT_PARSABLE, JSON.stringify(text));
  }
  assert.equal(codeOf(Text.tryCreate("4.5")), vo.NOT_PARSABLE);
  for (const valueObject of [Count, Amount, Level]) assert.equal(codeOf(valueObject.tryCreate("42")), vo.NOT_PARSABLE, "no fromText, no text");
});

test("lengths count code points as JSON Schema does: a pair is one, a lone surrogate is one, a combining mark is one", () => {
  const texts = ["\uD800", "\uDC00", "a\uD800b", "\uD83D\uDE00", "\uDE00\uD83D", "\uD83D\uD83D\uDE00", "👨‍👩‍👧‍👦", "🇫🇷", "e\u0301", "😀".repeat(3) + "\uD800", ""];
  for (const text of texts) {
    const n = ucs2length(text);
    const Exact = vo.string("Exact", { minLength: n, maxLength: n });
    assert.equal(Exact.create(text), text, `${JSON.stringify(text)} counts ${n}`);
    if (n > 0) assert.equal(codeOf(vo.string("Shorter", { maxLength: n - 1 }).tryCreate(text)), vo.TOO_LONG, JSON.stringify(text));
    assert.equal(codeOf(vo.string("Longer", { minLength: n + 1 }).tryCreate(text)), vo.TOO_SHORT, JSON.stringify(text));
  }
  assert.equal(ucs2length("👨‍👩‍👧‍👦"), 7);
  // the doubling shortcut in the length rules, at its edge: 2·max code units may still be max code points
  const Two = vo.string("Two", { maxLength: 2 });
  assert.equal(Two.create("😀😀"), "😀😀");
  assert.equal(codeOf(Two.tryCreate("😀😀\uD800")), vo.TOO_LONG);
  assert.equal(codeOf(Two.tryCreate("\uD800\uD800\uD800")), vo.TOO_LONG);
});

test("a pattern sees lone surrogates as the u flag does; the empty string is a present value", () => {
  const Lone = vo.string("Lone", { pattern: "^\\uD83D$" });
  assert.equal(Lone.create("\uD83D"), "\uD83D");
  assert.equal(codeOf(Lone.tryCreate("😀")), vo.PATTERN_MISMATCH, "half of a pair does not match alone");
  assert.equal(codeOf(vo.string("Word", { minLength: 1 }).tryCreate("")), vo.TOO_SHORT);
  assert.equal(codeOf(vo.string("Word").tryCreate("")), "ok");
  assert.equal(codeOf(vo.oneOf("Empty", ["", "x"]).tryCreate("")), "ok");
});

test("the ceiling without maxLength counts UTF-16 code units: 600,000 emoji (1.2 M units) are refused", () => {
  const emoji = "😀".repeat(600_000);
  const result = vo.string("Text").tryCreate(emoji);
  assert.equal(codeOf(result), vo.TOO_LONG);
  assert.equal(codeOf(vo.string("Text").tryCreate("😀".repeat(500_000))), "ok");
});
