import { argumentLoop, type LoopCheck, type RefusalLoopOptions } from "@adcodicem/value-objects/arguments";
import type { PreparedParameters } from "./listed-schemas.js";
import { type Session, SessionCalls } from "./session-calls.js";
import { telemetrySettled, withSpanEvents } from "./span-events.js";

/**
 * A tool's `tools/call` reading around the rules, on both entries: lenient where asked (by
 * the listed schema), a refusal counted against the same session's identical refused calls
 * of this tool, marked when repeated, and reported to `onRefusal` (and as a span event where
 * OpenTelemetry is present). The parameters are those of the call (an `update` may change them).
 *
 * @example
 * ```ts
 * const loop = callLoop(config);
 * const checked = await loop.read(state.prepared.parameters, name, args, extra.sessionId);
 * ```
 */
export function callLoop(options: RefusalLoopOptions) {
  const onRefusal = withSpanEvents(options.onRefusal);
  const calls = new SessionCalls();
  const loops = new WeakMap<PreparedParameters, Map<string, ReturnType<typeof argumentLoop>>>();
  const loopFor = (parameters: PreparedParameters, tool: string) => {
    let byName = loops.get(parameters);
    if (byName === undefined) loops.set(parameters, (byName = new Map()));
    let loop = byName.get(tool);
    if (loop === undefined) byName.set(tool, (loop = argumentLoop(parameters.schema, { ...options, tool, dialect: undefined, onRefusal })));
    return loop;
  };
  return {
    async read(parameters: PreparedParameters, tool: string, args: unknown, session: Session): Promise<LoopCheck<Record<string, unknown>>> {
      const checked = loopFor(parameters, tool).read(args, calls.of(session), args, parameters.jsonSchema) as LoopCheck<Record<string, unknown>>;
      return checked.ok ? checked : telemetrySettled(checked);
    },
  };
}
