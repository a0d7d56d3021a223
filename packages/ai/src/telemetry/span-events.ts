// Refusals as span events where `@opentelemetry/api` is installed (an optional peer of this
// package): the import is written here, so that it resolves from this package.
import { spanEvents } from "@adcodicem/value-objects/arguments";

// a name in a variable: a bundler leaves the import to run time, where a missing package is caught
const OTEL = "@opentelemetry/api";

export const { loadTelemetry, withSpanEvents, telemetrySettled, heard } = spanEvents(() => import(/* @vite-ignore */ /* webpackIgnore: true */ OTEL));
