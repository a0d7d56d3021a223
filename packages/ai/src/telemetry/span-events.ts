import type { OnRefusal, RefusalEvent } from "@adcodicem/value-objects/arguments";

/**
 * Refusals as OpenTelemetry span events, where `@opentelemetry/api` is installed (an
 * optional peer): each refusal event is also an event `value_object.refusal` on the active
 * span, with the refusal event's fields as attributes (never the value). The API is loaded
 * without a static import (a missing package is no error), once, when the first tool is
 * made; a refusal before it has loaded is added once it has, on the span active when it
 * happened (the promise keeps the context), unless that span has ended by then.
 */

interface Span {
  addEvent(name: string, attributes?: Record<string, string | number>): unknown;
}
interface TraceApi {
  trace: { getActiveSpan(): Span | undefined };
}

let api: TraceApi | null | undefined;
let loading: Promise<void> | undefined;

// a name in a variable: a bundler leaves the import to run time, where a missing package is caught
const OTEL = "@opentelemetry/api";

/** Starts loading `@opentelemetry/api` (once); resolves when it is loaded or known absent. */
export function loadTelemetry(): Promise<void> {
  loading ??= import(/* @vite-ignore */ /* webpackIgnore: true */ OTEL).then(
    (m: Partial<TraceApi> & { default?: Partial<TraceApi> }) => {
      const found = typeof m.trace?.getActiveSpan === "function" ? m : m.default;
      api = typeof found?.trace?.getActiveSpan === "function" ? (found as TraceApi) : null;
    },
    () => {
      api = null;
    },
  );
  return loading;
}

/** The event's fields as span attributes: those that are set. */
export function spanAttributes(event: RefusalEvent): Record<string, string | number> {
  const attributes: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(event)) if (typeof value === "string" || typeof value === "number") attributes[key] = value;
  return attributes;
}

function spanEvent(event: RefusalEvent): void {
  try {
    api?.trace.getActiveSpan()?.addEvent("value_object.refusal", spanAttributes(event));
  } catch {
    // telemetry never decides the model's answer
  }
}

/**
 * Whether a refusal's events would reach anyone: the program's hook, or an active span
 * (while the API is still loading, yes: its span is read once it has). Where no one would,
 * the events are not made at all.
 *
 * @example
 * ```ts
 * if (heard(options.onRefusal)) reportRefusal(withSpanEvents(options.onRefusal), events());
 * ```
 */
export function heard(hook: OnRefusal | undefined): boolean {
  if (typeof hook === "function" || api === undefined) return true;
  try {
    return api !== null && api.trace.getActiveSpan() !== undefined;
  } catch {
    return false;
  }
}

/**
 * The program's hook, with each event also a span event on the active span where
 * OpenTelemetry is present. A span that throws is dropped as a hook's throw is.
 *
 * @example
 * ```ts
 * const onRefusal = withSpanEvents(options.onRefusal);
 * ```
 */
export function withSpanEvents(hook: OnRefusal | undefined): OnRefusal {
  const loaded = loadTelemetry();
  return (event) => {
    if (api === undefined) void loaded.then(() => spanEvent(event));
    else spanEvent(event);
    return hook?.(event);
  };
}

/**
 * `value` once the OpenTelemetry API is loaded (or known absent): at once when it is, else
 * a promise, so a tool whose host awaits its result lets a refusal's span event land on
 * its span before the run goes on (the span may end right after).
 *
 * @example
 * ```ts
 * if (!checked.ok) return telemetrySettled(checked.refusal);
 * ```
 */
export function telemetrySettled<T>(value: T): T | Promise<T> {
  return api === undefined ? loadTelemetry().then(() => value) : value;
}
