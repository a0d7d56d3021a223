/**
 * A structured answer read while it streams (`streamText` with `valueObjectOutput`): each
 * member is checked as soon as its JSON value is complete, the first refusal ends the
 * generation (the model's stream cancelled; with the middleware, the call's own abort
 * signal fired) with the same `NoObjectGeneratedError` a finished answer gives, and the
 * partial answers hold only values that passed their rules. At the wire: the real `ai`,
 * a scripted model that hands its parts one at a time and counts those pulled.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { NoObjectGeneratedError, type LanguageModel, stepCountIs, streamText, wrapLanguageModel } from "ai";
import { pacedAnswerModel } from "./support/paced-stream.js";
import { streamingModel } from "../hostile/support/stream-model.js";

const SECRET = "ZQX-SECRET-4417";
const Sku = vo.string("Sku", { pattern: /^[A-Z]{3}-\d{3}$/ });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Order = vo.object({ customer: vo.string("Customer", { maxLength: 40 }), items: vo.array(vo.object({ sku: Sku, quantity: Quantity })) });

const sku = (i: number) => `ABC-${String(i).padStart(3, "0")}`;
/** The deltas of a 50-item answer, one item a delta, the quantity's digits of item `bad` in deltas of their own. */
function fiftyItems(bad: { index: number; sku?: string; quantity?: number } = { index: -1 }): string[] {
  const deltas = ['{"customer":"Ada","items":['];
  for (let i = 0; i < 50; i++) {
    const comma = i < 49 ? "," : "";
    if (i !== bad.index) {
      deltas.push(`{"sku":"${sku(i)}","quantity":${(i % 9) + 1}}${comma}`);
      continue;
    }
    const digits = String(bad.quantity ?? 7);
    deltas.push(`{"sku":"${bad.sku ?? sku(i)}","quantity":`, ...digits.split(""), `}${comma}`);
  }
  deltas.push("]}");
  return deltas;
}

const middleware = (model: LanguageModel) => wrapLanguageModel({ model: model as never, middleware: valueObjectMiddleware() });

async function streamAnswer(deltas: readonly string[], withMiddleware: boolean) {
  const { model, run } = pacedAnswerModel(deltas);
  const result = streamText({ model: withMiddleware ? middleware(model) : model, prompt: "Order.", output: valueObjectOutput(Order) });
  const partials: unknown[] = [];
  let streamError: unknown;
  try {
    for await (const partial of result.partialOutputStream) partials.push(partial);
  } catch (error) {
    streamError = error;
  }
  const output = await result.output.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { run, partials, output, streamError };
}

const quantities = (partial: unknown): number[] => ((partial as { items?: { quantity?: number }[] }).items ?? []).flatMap((item) => (item.quantity === undefined ? [] : [item.quantity]));

describe("a streamed answer whose 2nd item breaks a rule", () => {
  for (const withMiddleware of [false, true]) {
    const via = withMiddleware ? "with valueObjectMiddleware" : "valueObjectOutput alone";
    test(`${via}: the generation ends at the refused item, with the error a finished answer gives`, async () => {
      const { run, output, streamError } = await streamAnswer(fiftyItems({ index: 1, quantity: 500 }), withMiddleware);
      assert.ok("error" in output, "the output must reject");
      const error = output.error as NoObjectGeneratedError;
      assert.ok(NoObjectGeneratedError.isInstance(error), `not a NoObjectGeneratedError: ${String(error)}`);
      assert.ok(error.cause instanceof vo.ValueObjectError);
      assert.equal(error.cause.code, "value_object.out_of_range");
      assert.deepEqual(error.cause.path, ["items", 1, "quantity"]);
      assert.equal(error.cause.pointer, "/items/1/quantity");
      assert.equal(streamError, error, "the stream ends with the same error");
      // 60 parts in all: stream-start, text-start, 56 deltas (the bad item in five), text-end, finish
      assert.equal(run.total, 60);
      // the refused value is complete at part 9; the SDK's own pipeline and Node's streams read a
      // few parts ahead (8 on Node 20, 9 on Node 22 and 24), however long the stream
      assert.ok(run.pulled <= 9 + 10, `pulled ${run.pulled} of ${run.total} parts`);
      assert.equal(run.cancelled, true, "the model's stream is cancelled");
      if (withMiddleware) assert.equal(run.aborted, true, "the call's own abort signal fires");
    });
  }

  test("a secret refused value is in no error, message or partial", async () => {
    const { output, partials } = await streamAnswer(fiftyItems({ index: 1, sku: SECRET }), true);
    assert.ok("error" in output);
    const error = output.error as NoObjectGeneratedError & { cause: vo.ValueObjectError };
    assert.equal(error.cause.code, "value_object.pattern_mismatch");
    assert.deepEqual(error.cause.path, ["items", 1, "sku"]);
    for (const seen of [error.message, error.cause.message, JSON.stringify(error), JSON.stringify(error.cause), String(error.stack), JSON.stringify(partials)]) {
      assert.ok(!seen.includes(SECRET), `the secret leaked: ${seen.slice(0, 200)}`);
    }
    assert.equal(error.text, undefined);
  });

  test("partial answers hold only values that passed: never 5 or 50 on the way to 500", async () => {
    const { partials } = await streamAnswer(fiftyItems({ index: 1, quantity: 500 }), false);
    assert.ok(partials.length >= 1, "the first item is handed out");
    for (const partial of partials) assert.ok([0, 1].includes(quantities(partial).length) && [undefined, 1].includes(quantities(partial)[0]), JSON.stringify(partial));
    assert.deepEqual(quantities(partials.at(-1)), [1]);
  });

  test("a valid answer streamed digit by digit: no partial holds a number still being written", async () => {
    const { partials, output } = await streamAnswer(fiftyItems({ index: 3, quantity: 42 }), false);
    assert.ok("value" in output);
    assert.equal((output.value as { items: unknown[] }).items.length, 50);
    for (const partial of partials) {
      const seen = quantities(partial);
      if (seen.length > 3) assert.equal(seen[3], 42, "item 3 shows 42 or nothing");
    }
    // each partial is its own object: one handed out earlier does not grow afterwards
    const first = partials[0] as { items: unknown[] };
    assert.ok(first.items.length < 50, `the first partial grew to ${first.items.length} items`);
    assert.equal((partials.at(-1) as { items: unknown[] }).items.length, 50);
  });

  test("a refused member inside an item still being written: the partial never shows the item's refused value", async () => {
    const { partials } = await streamAnswer(fiftyItems({ index: 1, sku: "bad" }), false);
    for (const partial of partials) assert.ok(!JSON.stringify(partial).includes('"bad"'), JSON.stringify(partial));
  });
});

describe("tool inputs that stream", () => {
  test("a refused argument streamed in pieces is answered as a tool result when the input ends", async () => {
    const input = JSON.stringify({ sku: SECRET, quantity: 500 });
    const runs: unknown[] = [];
    const tool = valueObjectTool({ parameters: { sku: Sku, quantity: Quantity }, execute: (args) => (runs.push(args), "ok") });
    const parts = [
      { type: "tool-input-start", id: "c1", toolName: "order" },
      ...input.match(/.{1,5}/g)!.map((delta) => ({ type: "tool-input-delta", id: "c1", delta })),
      { type: "tool-input-end", id: "c1" },
      { type: "tool-call", toolCallId: "c1", toolName: "order", input },
    ] as never[];
    const { model, calls } = streamingModel([{ parts, finish: "tool-calls" }, { parts: [], finish: "stop" }]);
    const result = streamText({ model: middleware(model), prompt: "Order.", tools: { order: tool }, stopWhen: stepCountIs(2) });
    await result.consumeStream();
    assert.deepEqual(runs, []);
    const toolMessage = calls[1].prompt.find((m) => m.role === "tool")!;
    const output = (toolMessage.content[0] as unknown as { output: { type: string; value: { code: string; argument: string } } }).output;
    assert.equal(output.type, "error-json");
    assert.equal(output.value.argument, "sku");
    assert.equal(output.value.code, "value_object.pattern_mismatch");
    // the model's own call keeps what it sent; the tool result gives none of it back
    assert.ok(!JSON.stringify(toolMessage).includes(SECRET));
  });
});
