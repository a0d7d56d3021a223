/**
 * A scripted streaming model that hands its parts one at a time, as the reader pulls
 * them (nothing queued ahead), and counts the parts pulled: what a provider would have
 * generated and billed by the time the stream stops. It records whether the call's abort
 * signal fired and whether its stream was cancelled.
 */
import { MockLanguageModelV4 } from "ai/test";
import { usage } from "./scripted.js";
import type { StreamPart } from "../../hostile/support/stream-model.js";

export interface PacedRun {
  /** Parts the reader pulled (the stream-start and finish parts included). */
  pulled: number;
  /** Every part the turn holds. */
  total: number;
  aborted: boolean;
  cancelled: boolean;
}

/** A model streaming `deltas` as one answer text, each delta a part pulled on demand. */
export function pacedAnswerModel(deltas: readonly string[], options: { provider?: string } = {}) {
  const run: PacedRun = { pulled: 0, total: 0, aborted: false, cancelled: false };
  const model = new MockLanguageModelV4({
    provider: options.provider ?? "mock-provider",
    doStream: async ({ abortSignal }) => {
      abortSignal?.addEventListener("abort", () => void (run.aborted = true), { once: true });
      const parts: StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "t" },
        ...deltas.map((delta): StreamPart => ({ type: "text-delta", id: "t", delta })),
        { type: "text-end", id: "t" },
        { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
      ];
      run.total = parts.length;
      let next = 0;
      const stream = new ReadableStream<StreamPart>(
        {
          pull(controller) {
            if (next === parts.length) return controller.close();
            run.pulled++;
            controller.enqueue(parts[next++]);
          },
          cancel() {
            run.cancelled = true;
          },
        },
        { highWaterMark: 0 },
      );
      return { stream };
    },
  });
  return { model, run };
}
