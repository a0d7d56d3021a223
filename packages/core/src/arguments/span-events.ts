import type { OnRefusal, RefusalEvent } from "./refusal-event.js";

/**
 * Refusals as OpenTelemetry span events, where `@opentelemetry/api` is installed (an
 * optional peer of the ai and mcp packages, never of the core): each refusal event is also
 * an event `value_object.refusal` on the active span, with the refusal event's fields as
 * attributes (never the value). Each package hands {@link spanEvents} the function that
 * imports the API at run time, so the import resolves from that package (a missing package
 * is no error); the API is loaded once, when the first tool is made; a refusal before it has
 * loaded is added once it has, on the span active when it happened (the promise keeps the
 * context), unless that span has ended by then.
 */

interface Span {
  addEvent(name: string, attributes?: Record<string, string | number>): unknown;
}
interface TraceApi {
  trace: { getActiveSpan(): Span | undefined };
}

/** What a package makes of refusals with {@link spanEvents}. */
export interface SpanEvents {
  /** Starts loading `@opentelemetry/api` (once); resolves when it is loaded or known absent. */
  readonly loadTelemetry: () => Promise<void>;
  /** The program's hook, with each event also a span event on the active span where OpenTelemetry is present (a span that throws is dropped, as a hook's throw is). */
  readonly withSpanEvents: (hook: OnRefusal | undefined) => OnRefusal;
  /** `value` once the API is loaded (or known absent): at once when it is, else a promise, so a host that awaits a tool's result lets the span event land on its span first. */
  readonly telemetrySettled: <T>(value: T) => T | Promise<T>;
  /** Whether a refusal's events would reach anyone (the hook, or an active span; while the API loads, yes): where no one would, the events are not made. */
  readonly heard: (hook: OnRefusal | undefined) => boolean;
}

/** The event's fields as span attributes: those that are set. */
function spanAttributes(event: RefusalEvent): Record<string, string | number> {
  const attributes: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(event)) if (typeof value === "string" || typeof value === "number") attributes[key] = value;
  return attributes;
}

/**
 * Span events for one package, whose `load` imports `@opentelemetry/api` at run time.
 *
 * @example
 * ```ts
 * // in the ai or mcp package, OTEL holding the API's package name
 * export const { withSpanEvents, telemetrySettled, heard, loadTelemetry } = spanEvents(() => import(OTEL));
 * ```
 */
export function spanEvents(load: () => Promise<unknown>): SpanEvents {
  let api: TraceApi | null | undefined;
  let loading: Promise<void> | undefined;
  const loadTelemetry = (): Promise<void> =>
    (loading ??= load().then(
      (m) => {
        const module = m as Partial<TraceApi> & { default?: Partial<TraceApi> };
        const found = typeof module.trace?.getActiveSpan === "function" ? module : module.default;
        api = typeof found?.trace?.getActiveSpan === "function" ? (found as TraceApi) : null;
      },
      () => {
        api = null;
      },
    ));
  const spanEvent = (event: RefusalEvent): void => {
    try {
      api?.trace.getActiveSpan()?.addEvent("value_object.refusal", spanAttributes(event));
    } catch {
      // telemetry never decides the model's answer
    }
  };
  return {
    loadTelemetry,
    withSpanEvents(hook) {
      const loaded = loadTelemetry();
      return (event) => {
        if (api === undefined) void loaded.then(() => spanEvent(event));
        else spanEvent(event);
        return hook?.(event);
      };
    },
    telemetrySettled: <T>(value: T): T | Promise<T> => (api === undefined ? loadTelemetry().then(() => value) : value),
    heard(hook) {
      if (typeof hook === "function" || api === undefined) return true;
      try {
        return api !== null && api.trace.getActiveSpan() !== undefined;
      } catch {
        return false;
      }
    },
  };
}
