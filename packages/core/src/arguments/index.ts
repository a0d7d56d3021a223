/**
 * @adcodicem/value-objects/arguments — the framework-free argument layer both adapter
 * packages build on: reading a tool's arguments with the rules, the refusal object a model
 * receives instead of a result, its text lines, and the bounds every refusal keeps.
 * It reaches the core through the core's main entry (one copy of `validate` and of every
 * schema's identity), and loads nothing of a provider or of an SDK.
 *
 * @example
 * ```ts
 * import * as vo from "@adcodicem/value-objects";
 * import { checkArguments, refusalLines } from "@adcodicem/value-objects/arguments";
 *
 * const checked = checkArguments(vo.object({ q: vo.integer("Quantity", { minimum: 1 }) }), { q: 0 });
 * if (!checked.ok) console.log(refusalLines(checked.refusal).join("\n"));
 * ```
 * @packageDocumentation
 */

// A tool's parameters: an object schema, or the shape of one.
export type { Arguments, Parameters, ParametersSchema } from "./parameters.js";
export { parametersSchema } from "./parameters.js";

// Rules → refusal → wire object: the arguments read with the rules, the refusal, its text.
export type { ArgumentCheck } from "./check-arguments.js";
export { checkArguments } from "./check-arguments.js";
export type { ArgumentRefusal, RefusedArgument } from "./refusal-object.js";
export { isArgumentRefusal, notAnObjectRefusal, refusalLines } from "./refusal-object.js";
export { refusalText } from "./refusal-text.js";

// The bounds every refusal keeps, for a package that writes refusals of its own (an answer's, MCP's log).
export { cutText, LISTED, listWithinBounds, REFUSAL_BYTES, utf8Bytes } from "./refusal-bounds.js";

// A tool's own result read with its declared `output`: the object a model receives when it breaks them.
export type { InvalidResultEvent, InvalidResultObject, ResultCheck } from "./tool-result.js";
export { checkToolResult, emitInvalidResultEvent, invalidResultObject } from "./tool-result.js";
// The loop around a refusal: the same refused call again, seeing refusals, lenient reading.
export type { ArgumentLoopOptions, LoopCheck, RefusalLoopOptions, Repeats } from "./argument-loop.js";
export { argumentLoop } from "./argument-loop.js";
export { CALL_KEY_DEPTH, CALL_KEY_NODES, callKey } from "./call-key.js";
export { REMEMBERED_CALLS, RefusedCalls } from "./refused-calls.js";
export { markRepeated } from "./repeated-marker.js";
export { REPEATED_REFUSAL, RepeatedRefusalError } from "./repeated-refusal-error.js";
export type { OnRefusal, RefusalEvent, RefusalEventFields, RefusalKind } from "./refusal-event.js";
export { argumentRefusalEvents, refusalEvent, reportRefusal } from "./refusal-event.js";
export type { LenientEvent, OnLenient } from "./lenient.js";
export { LENIENT_DEPTH, LENIENT_TEXT_CHARS, lenientEvent, readLeniently } from "./lenient.js";

// Refusals as OpenTelemetry span events: each package hands in the import of the API (its optional peer).
export type { SpanEvents } from "./span-events.js";
export { spanEvents } from "./span-events.js";
// A `locale` option that is not a locale (its name as a string, the usual slip): a TypeError at declaration.
export { knownLocale } from "../refusal/known-locale.js";
