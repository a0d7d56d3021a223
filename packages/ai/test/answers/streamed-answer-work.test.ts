/**
 * Our own work over a streamed answer is linear in its length, however the AI SDK hands
 * it (the whole text so far, on every delta): counted, never timed. One step per
 * character (the scanner's own count), and the characters read by the string and JSON
 * built-ins (test-support/counted-work.ts) bounded by the same constant per character at
 * 1×, 10× and 100× the stream's length.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { answerShape } from "../../src/answers/answer-shape.js";
import { streamedAnswer } from "../../src/answers/streamed-answer.js";
import { streamedReadings } from "../../src/ai-sdk/streamed-readings.js";
import { countedSync } from "../../../../test-support/counted-work.js";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Line = vo.object({ sku: vo.string("Sku", { pattern: /^[A-Z]{3}-\d{3}$/ }), quantity: Quantity, note: vo.optional(vo.string("Note", { maxLength: 200 })) });
const Order = vo.object({ customer: vo.string("Customer"), items: vo.array(Line) });
const shape = answerShape(Order);

const answerText = (items: number) =>
  JSON.stringify({ customer: "Ada", items: Array.from({ length: items }, (_, i) => ({ sku: `ABC-${String(i % 1000).padStart(3, "0")}`, quantity: (i % 100) + 1, note: "x".repeat(i % 13) })) });
// the deltas as a provider cuts them: a few characters each
const DELTA = 7;

/** Reads `text` as the AI SDK hands it (the whole text so far, a delta at a time); our steps and built-in reads. */
function readStreamed(text: string) {
  const readings = streamedReadings(shape);
  const deltas = Array.from({ length: Math.ceil(text.length / DELTA) }, (_, i) => text.slice(i * DELTA, (i + 1) * DELTA));
  const { value, count } = countedSync(() => {
    let last: ReturnType<typeof readings.read> | undefined;
    // grown with `+`, as the SDK grows it: the count is then what our reading reads
    let soFar = "";
    for (const delta of deltas) last = readings.read((soFar += delta));
    return last;
  }, { chars: 100 * text.length + 10_000 });
  return { last: value, chars: count.chars };
}

test("one step per character, and built-in reads linear in the stream's length, at 1×, 10× and 100×", () => {
  const sizes = [50, 500, 5000];
  const counts = sizes.map((items) => {
    const text = answerText(items);
    // the scanner's steps: each character once, however many times the text is handed over
    const reading = streamedAnswer(shape);
    for (let end = DELTA; end < text.length + DELTA; end += DELTA) reading.read(text.slice(0, Math.min(end, text.length)));
    assert.equal(reading.scanner.steps, text.length);
    const { last, chars } = readStreamed(text);
    assert.ok(last?.ok);
    assert.equal((last.partial as { items: unknown[] }).items.length, items);
    return { length: text.length, chars, perChar: chars / text.length };
  });
  // the same constant per character at every size: linear, not growing with the length
  const [one, ten, hundred] = counts;
  assert.ok(ten.length >= 9 * one.length && hundred.length >= 9 * ten.length);
  for (const count of counts) assert.ok(count.perChar <= 12, `${count.chars} characters read for ${count.length}: ${count.perChar.toFixed(2)} per character`);
  assert.ok(hundred.perChar <= one.perChar * 1.25, JSON.stringify(counts));
});

test("the answer so far handed out never changes afterwards (copied on write, only along the open path)", () => {
  const reading = streamedAnswer(shape);
  const first = reading.read('{"customer":"Ada","items":[{"sku":"ABC-001","quantity":2},');
  const kept = JSON.stringify(first.ok && first.partial);
  const second = reading.read('{"customer":"Ada","items":[{"sku":"ABC-001","quantity":2},{"sku":"ABC-002","quantity":3}]');
  assert.ok(first.ok && second.ok);
  assert.equal(JSON.stringify(first.partial), kept);
  assert.equal((second.partial as { items: unknown[] }).items.length, 2);
  // the completed first item is shared, not copied
  assert.equal((first.partial as { items: unknown[] }).items[0], (second.partial as { items: unknown[] }).items[0]);
});

test("a keyed record, a tuple with a rest and a list of unions: built-in reads linear in the stream's length too", () => {
  const Code = vo.string("Code", { pattern: /^[a-z]{2}\d+$/ });
  const Kinds = vo.object({
    stock: vo.record(Code, Quantity),
    path: vo.tuple([vo.string("Label")], { rest: Quantity }),
    items: vo.array(vo.union("Item", [vo.object({ a: Quantity }), Quantity])),
  });
  const kindsShape = answerShape(Kinds);
  const text = (count: number) =>
    JSON.stringify({
      stock: Object.fromEntries(Array.from({ length: count }, (_, i) => [`ab${i}`, (i % 100) + 1])),
      path: ["start", ...Array.from({ length: count }, (_, i) => (i % 100) + 1)],
      items: Array.from({ length: count }, (_, i) => (i % 2 === 0 ? { a: (i % 100) + 1 } : (i % 100) + 1)),
    });
  const counts = [30, 300, 3000].map((count) => {
    const answer = text(count);
    const readings = streamedReadings(kindsShape);
    const { value, count: work } = countedSync(() => {
      let last: ReturnType<typeof readings.read> | undefined;
      let soFar = "";
      for (let i = 0; i < answer.length; i += DELTA) last = readings.read((soFar += answer.slice(i, i + DELTA)));
      return last;
    }, { chars: 100 * answer.length + 10_000 });
    assert.ok(value?.ok);
    const partial = value.partial as { stock: object; path: unknown[]; items: unknown[] };
    assert.equal(Object.keys(partial.stock).length, count);
    assert.equal(partial.path.length, count + 1);
    assert.equal(partial.items.length, count);
    return { length: answer.length, chars: work.chars, perChar: work.chars / answer.length };
  });
  for (const count of counts) assert.ok(count.perChar <= 12, `${count.chars} characters read for ${count.length}: ${count.perChar.toFixed(2)} per character`);
  assert.ok(counts[2].perChar <= counts[0].perChar * 1.25, JSON.stringify(counts));
});
