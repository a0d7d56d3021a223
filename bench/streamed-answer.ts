/**
 * What ending a streamed answer at its first refusal saves, counted (never timed):
 *   1. a 50-item answer whose 2nd item breaks a rule, streamed by a scripted model about a
 *      token a part (4 characters, a common average), through the real `streamText` with
 *      `valueObjectOutput` and `valueObjectMiddleware`: the parts pulled before the abort
 *      against the whole stream;
 *   2. the work over a whole valid stream at 1×, 10× and 100× its length: our reading's own
 *      (steps, and characters read by the string and JSON built-ins), and the whole
 *      `streamText` run's, whose difference is the SDK's own per-delta work.
 * Run: `node --import tsx bench/streamed-answer.ts`.
 */
import * as vo from "@adcodicem/value-objects";
import { valueObjectMiddleware, valueObjectOutput } from "@adcodicem/value-objects-ai/ai-sdk";
import { streamText, wrapLanguageModel } from "ai";
import { pacedAnswerModel } from "../packages/ai/test/ai-sdk/support/paced-stream.js";
import { answerShape } from "../packages/ai/src/answers/answer-shape.js";
import { streamedReadings } from "../packages/ai/src/ai-sdk/streamed-readings.js";
import { counted, countedSync } from "../test-support/counted-work.js";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Order = vo.object({ customer: vo.string("Customer"), items: vo.array(vo.object({ sku: vo.string("Sku", { pattern: /^[A-Z]{3}-\d{3}$/ }), quantity: Quantity })) });
const TOKEN = 4;

const answer = (items: number, bad?: number) =>
  JSON.stringify({ customer: "Ada", items: Array.from({ length: items }, (_, i) => ({ sku: `ABC-${String(i % 1000).padStart(3, "0")}`, quantity: i === bad ? 500 : (i % 100) + 1 })) });
const tokens = (text: string) => Array.from({ length: Math.ceil(text.length / TOKEN) }, (_, i) => text.slice(i * TOKEN, (i + 1) * TOKEN));

async function streamRun(deltas: string[]) {
  const { model, run } = pacedAnswerModel(deltas);
  const result = streamText({ model: wrapLanguageModel({ model, middleware: valueObjectMiddleware() }), prompt: "Order.", output: valueObjectOutput(Order) });
  await result.consumeStream({ onError: () => {} });
  const code = await result.output.then(
    () => "accepted",
    (error: { cause?: { code?: string } }) => error.cause?.code,
  );
  return { run, code };
}

// 1. the parts pulled before the abort
const refused = tokens(answer(50, 1));
const early = await streamRun(refused);
const whole = refused.length + 4; // stream-start, text-start, text-end, finish
console.log(`50 items, the 2nd refused (${early.code}): ${early.run.pulled} of ${whole} parts pulled; aborted: ${early.run.aborted}`);
console.log(`  answer tokens generated: ${early.run.pulled - 2} of ${refused.length} (${refused.length - (early.run.pulled - 2)} saved, ${(100 * (1 - (early.run.pulled - 2) / refused.length)).toFixed(1)}%)`);

// the SDK compares each answer so far with the last it published as JSON text: counted here by what it writes
let stringified = 0;
const stringify = JSON.stringify;
JSON.stringify = ((...args: Parameters<typeof stringify>) => {
  const text = stringify(...args);
  stringified += text?.length ?? 0;
  return text;
}) as typeof JSON.stringify;

// 2. the work over a whole stream
console.log("\nitems | characters | our steps | our built-in reads (per char) | whole streamText run (per char) | JSON written by the run (per char)");
for (const items of [50, 500, 5000]) {
  const text = answer(items);
  const deltas = tokens(text);
  const readings = streamedReadings(answerShape(Order));
  const ours = countedSync(() => {
    let soFar = "";
    for (const delta of deltas) readings.read((soFar += delta));
  }, { chars: Number.MAX_SAFE_INTEGER });
  stringified = 0;
  const sdk = items > 500 ? undefined : await counted(() => streamRun(deltas), { chars: Number.MAX_SAFE_INTEGER });
  const perChar = (n: number) => (n / text.length).toFixed(2);
  console.log(`${items} | ${text.length} | ${text.length} | ${ours.count.chars} (${perChar(ours.count.chars)}) | ${sdk === undefined ? "not run (quadratic)" : `${sdk.count.chars} (${perChar(sdk.count.chars)}) | ${stringified} (${perChar(stringified)})`}`);
}
