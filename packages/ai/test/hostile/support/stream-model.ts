/**
 * A scripted model that streams exactly the parts it is given: the real
 * MockLanguageModelV4, its stream ending as a hostile provider's may — closed, broken
 * off with an error, or never ending until the call is aborted (as a provider's fetch
 * ends when its signal aborts).
 */
import { MockLanguageModelV4 } from "ai/test";
import { type FinishReason, usage } from "../../ai-sdk/support/scripted.js";

type Model = InstanceType<typeof MockLanguageModelV4>;
type CallOptions = Model["doStreamCalls"][number];
export type StreamPart = Awaited<ReturnType<Model["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

/** One streamed turn: its parts, a finish part when `finish` is given, and how the stream ends. */
export interface StreamTurn {
  readonly parts: readonly StreamPart[];
  readonly finish?: FinishReason;
  /** `close` (the default), `error` (the connection breaks), or `hang` (no end until the call is aborted). */
  readonly end?: "close" | "error" | "hang";
}

/**
 * A model that plays one turn per call and records each call's options. `onHang` is
 * called when a hanging stream's reader has taken every part and asks for more: the
 * moment a caller can see that nothing more comes (no clock decides it).
 */
export function streamingModel(turns: StreamTurn | readonly StreamTurn[], options: { provider?: string; onHang?: () => void } = {}) {
  const script = Array.isArray(turns) ? turns : [turns as StreamTurn];
  const calls: CallOptions[] = [];
  const model = new MockLanguageModelV4({
    provider: options.provider ?? "mock-provider",
    doStream: async (callOptions) => {
      calls.push(callOptions);
      const turn = script[calls.length - 1];
      if (turn === undefined) throw new Error(`The script has no turn ${calls.length}.`);
      const { parts, finish, end = "close" } = turn;
      const signal = callOptions.abortSignal;
      const all: StreamPart[] = [{ type: "stream-start", warnings: [] }, ...parts];
      if (finish !== undefined) all.push({ type: "finish", finishReason: { unified: finish, raw: finish }, usage });
      const stream = new ReadableStream<StreamPart>({
        start(controller) {
          for (const part of all) controller.enqueue(part);
          if (end === "close") controller.close();
          else if (end === "error") controller.error(new Error("The connection was reset."));
          else signal?.addEventListener("abort", () => controller.error(signal.reason), { once: true });
        },
        // called once the reader has emptied the queue: a hanging stream has nothing more to give
        pull() {
          if (end === "hang") options.onHang?.();
        },
      });
      return { stream };
    },
  });
  return { model, calls };
}
