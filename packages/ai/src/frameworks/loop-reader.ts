import { argumentLoop, type Arguments, type LoopCheck, notAnObjectRefusal, type Parameters, type RefusalLoopOptions, type Repeats } from "@adcodicem/value-objects/arguments";
import { restoreStrictValue } from "../dialects/index.js";
import type { LoweredParameters } from "../arguments/lowered-parameters.js";
import { withSpanEvents } from "../telemetry/span-events.js";

/**
 * A tool's reader for the loop around a refusal: the model's input (JSON text, or the value
 * an SDK parsed) with the strict reshaping undone, read leniently where asked, then with the
 * rules; a refusal counted against `repeats`, marked when repeated, and reported to
 * `onRefusal` (and as a span event where OpenTelemetry is present). The call's key is made
 * from the input as sent.
 *
 * @example
 * ```ts
 * const read = loopReader(lowered, { tool: "place_order", dialect: "openai-strict", ...options });
 * const checked = read(input, calls);
 * ```
 */
export function loopReader<P extends Parameters>(lowered: LoweredParameters<P>, options: RefusalLoopOptions & { readonly tool: string | undefined; readonly dialect: string | undefined }) {
  const loop = argumentLoop(lowered.schema, { ...options, onRefusal: withSpanEvents(options.onRefusal) });
  return (input: unknown, repeats: Repeats): LoopCheck<Arguments<P>> => {
    let value = input;
    if (typeof input === "string") {
      try {
        value = JSON.parse(input);
      } catch {
        return loop.read(input, repeats) as LoopCheck<Arguments<P>>;
      }
    }
    const sent = value;
    if (lowered.reshaped) value = restoreStrictValue(value, lowered.languageModel);
    return loop.read(value, repeats, sent, lowered.languageModel) as LoopCheck<Arguments<P>>;
  };
}
