// A streamed call whose reader stops reading (an answer refused while it streamed, or a
// program that stopped listening) must stop the request too, not only the parts: the
// provider's fetch ends on the call's abort signal. The middleware hands the model a signal
// of its own, tied to the caller's, and fires it when the model's stream is cancelled.
import type { CallOptions } from "./sdk-types.js";

/** A call's own abort signal, tied to the caller's: fires when the caller's does, or when {@link abortOnCancel}'s stream is cancelled. */
export interface CallAbort {
  readonly controller: AbortController;
  /** Drops the listener on the caller's signal once the stream is over. */
  readonly release: () => void;
}

/**
 * The call's params with a signal of the middleware's own in place of the caller's,
 * which still aborts it.
 *
 * @example
 * ```ts
 * const { params: sent, abort } = withOwnSignal(params);
 * ```
 */
export function withOwnSignal(params: CallOptions): { params: CallOptions; abort: CallAbort } {
  const controller = new AbortController();
  const caller = params.abortSignal;
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener("abort", follow, { once: true });
  const release = () => caller?.removeEventListener("abort", follow);
  return { params: { ...params, abortSignal: controller.signal }, abort: { controller, release } };
}

/**
 * The model's stream, read as it is, whose cancelling also aborts the call's request (its
 * own signal): the provider's fetch stops, and no more tokens are generated or paid for.
 *
 * @example
 * ```ts
 * return { ...result, stream: abortOnCancel(result.stream, abort) };
 * ```
 */
export function abortOnCancel<T>(stream: ReadableStream<T>, abort: CallAbort): ReadableStream<T> {
  const reader = stream.getReader();
  return new ReadableStream<T>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            abort.release();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          abort.release();
          controller.error(error);
        }
      },
      async cancel(reason) {
        abort.release();
        abort.controller.abort();
        await reader.cancel(reason);
      },
    },
    // pull one part at a time, as the reader asks: nothing read ahead of a cancel
    { highWaterMark: 0 },
  );
}
