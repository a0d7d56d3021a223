/**
 * A streamed answer ended at its first refusal: a scripted model streams a 50-item answer
 * (a token or so a part) whose 2nd item asks for 500 of something allowed up to 100.
 * `streamText` with `valueObjectOutput`, behind `valueObjectMiddleware`, refuses the item as
 * soon as its quantity is complete: the model's stream is cancelled and the request's abort
 * signal fires, long before the rest of the answer would have been generated and paid for.
 */
import * as vo from "@adcodicem/value-objects";
import { valueObjectMiddleware, valueObjectOutput } from "@adcodicem/value-objects-ai/ai-sdk";
import { NoObjectGeneratedError, streamText, wrapLanguageModel } from "ai";
import { MockLanguageModelV4 } from "ai/test";

const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
const Restock = vo.object({ items: vo.array(vo.object({ sku: vo.string("Sku", { pattern: "^[A-Z]{3}-[0-9]{3}$" }), quantity: Quantity })) });
const usage = { inputTokens: { total: 20, noCache: 20, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 0, text: 0, reasoning: undefined } };

/** What the streamed run came to: the refusal, and how much of the stream was read. */
export interface StreamDemoRun {
  readonly code: string | undefined;
  readonly pointer: string | undefined;
  readonly pulled: number;
  readonly total: number;
  readonly aborted: boolean;
}

/** The scripted answer's parts: about four characters each, as a provider streams tokens. */
function answerDeltas(): string[] {
  const text = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ sku: `SKU-${String(i).padStart(3, "0")}`, quantity: i === 1 ? 500 : 2 })) });
  return Array.from({ length: Math.ceil(text.length / 4) }, (_, i) => text.slice(i * 4, i * 4 + 4));
}

/** Runs the streamed answer and logs what happened. */
export async function runStreamDemo(options: { log: (line: string) => void }): Promise<StreamDemoRun> {
  const deltas = answerDeltas();
  const parts = [
    { type: "stream-start" as const, warnings: [] },
    { type: "text-start" as const, id: "t" },
    ...deltas.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
    { type: "text-end" as const, id: "t" },
    { type: "finish" as const, finishReason: { unified: "stop" as const, raw: "stop" }, usage },
  ];
  let pulled = 0;
  let aborted = false;
  const model = new MockLanguageModelV4({
    doStream: async ({ abortSignal }) => {
      abortSignal?.addEventListener("abort", () => void (aborted = true), { once: true });
      // one part a pull, as a provider's body is read: nothing generated ahead of the reader
      const stream = new ReadableStream<(typeof parts)[number]>({ pull: (c) => (pulled < parts.length ? c.enqueue(parts[pulled++]) : c.close()) }, { highWaterMark: 0 });
      return { stream };
    },
  });
  const result = streamText({ model: wrapLanguageModel({ model, middleware: valueObjectMiddleware() }), output: valueObjectOutput(Restock), prompt: "Restock 50 items." });
  let last = 0;
  let refusal: vo.ValueObjectError | undefined;
  try {
    for await (const partial of result.partialOutputStream) last = partial.items?.length ?? last;
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error) || !(error.cause instanceof vo.ValueObjectError)) throw error;
    refusal = error.cause;
  }
  // the output settles once the stream is torn down: the cancel has reached the request by then
  await Promise.resolve(result.output).catch(() => undefined);
  options.log(`streamText: an answer of 50 items streamed in ${parts.length} parts; the 2nd item asks for 500`);
  options.log(`→ partial answers reached ${last} item(s), holding only checked values: never the 500`);
  options.log(`→ refused: ${refusal?.code} at ${refusal?.pointer} (${refusal?.message})`);
  options.log(`→ the stream ended after ${pulled} of ${parts.length} parts; the request's abort signal fired: ${aborted}`);
  return { code: refusal?.code, pointer: refusal?.pointer, pulled, total: parts.length, aborted };
}
