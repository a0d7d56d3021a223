import type * as vo from "@adcodicem/value-objects";
import { argumentLoop, type LoopCheck, type RefusalLoopOptions } from "@adcodicem/value-objects/arguments";
import type { ModelMessage } from "ai";
import { withSpanEvents } from "../telemetry/span-events.js";
import { refusedBefore } from "./refused-before.js";

/**
 * A `valueObjectTool`'s reading around the rules: lenient where asked, a refusal counted
 * against the identical refused calls of the conversation `execute` is handed, marked and
 * reported (`onRefusal`, and a span event where OpenTelemetry is present).
 *
 * @example
 * ```ts
 * const read = toolLoop(schema, { tool: "place_order", onRefusal });
 * const checked = read(input, executionOptions.messages);
 * ```
 */
export function toolLoop<S extends vo.ObjectSchema<any>>(schema: S, options: RefusalLoopOptions & { readonly tool: string | undefined }) {
  const loop = argumentLoop(schema, { ...options, dialect: undefined, onRefusal: withSpanEvents(options.onRefusal) });
  // the earlier calls' keys, by their arguments objects: made once each, not at every refused execute
  const keys = new WeakMap<object, string | undefined>();
  return (input: unknown, messages: readonly ModelMessage[] | undefined): LoopCheck<vo.Infer<S>> =>
    loop.read(input, (key, refusal) => refusedBefore(messages, options.tool, key, refusal, keys) + 1);
}
