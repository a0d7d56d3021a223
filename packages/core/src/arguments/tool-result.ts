import * as vo from "@adcodicem/value-objects";
import { toJsonPointer } from "../refusal/json-pointer.js";
import { type OnRefusal, refusalEvent, reportRefusal } from "./refusal-event.js";

/**
 * What a model receives instead of a tool's own result that broke the rules of the
 * tool's declared `output`: the program's fault, not the model's, so nothing of the
 * value and nothing to correct; the run goes on.
 *
 * @example
 * ```json
 * {"error":"tool_failed","code":"value_object.invalid_result"}
 * ```
 */
export interface InvalidResultObject {
  readonly error: "tool_failed";
  readonly code: typeof vo.INVALID_RESULT;
}

/** The object a model receives for an invalid result, always the same. */
export function invalidResultObject(): InvalidResultObject {
  return { error: "tool_failed", code: vo.INVALID_RESULT };
}

/** What the program learns of an invalid result: the tool, and the first refusal's code and pointer (never the value). */
export interface InvalidResultEvent {
  readonly tool: string;
  readonly kind: "invalid_result";
  /** The code of the first rule the result broke (`value_object.out_of_range`…). */
  readonly code: string;
  /** Where in the result, as a JSON Pointer (`""` at the root), keys cut and escaped as in a refusal object. */
  readonly pointer: string;
}

/**
 * Where every adapter reports an invalid result, once per result refused: to `onRefusal`
 * (`kind: "invalid_result"`), whose throws are dropped as for every refusal.
 *
 * @internal
 */
export function emitInvalidResultEvent(event: InvalidResultEvent, onRefusal?: OnRefusal, dialect?: string): void {
  reportRefusal(onRefusal, [refusalEvent({ ...event, dialect })]);
}

/** A tool's result read with its output's rules: the value as read, or the invalid-result object and the event. */
export type ResultCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly answer: InvalidResultObject; readonly event: InvalidResultEvent };

/**
 * Reads a tool's own result with the rules of its declared `output`, before it is sent.
 * A result that breaks them is never sent as valid: the model gets
 * {@link invalidResultObject} instead, and the event (tool, code, pointer; never the
 * value) is reported to `onRefusal` (`kind: "invalid_result"`).
 *
 * @example
 * ```ts
 * const read = checkToolResult("quote", Quote, { total: 5000 });
 * if (!read.ok) return read.answer; // {"error":"tool_failed","code":"value_object.invalid_result"}
 * ```
 */
export function checkToolResult<S extends vo.AnySchema>(tool: string, output: S, result: unknown, onRefusal?: OnRefusal, dialect?: string): ResultCheck<vo.Infer<S>> {
  let read: vo.Validation<vo.Infer<S>>;
  try {
    read = vo.validate(output, result, { maxIssues: 1 });
  } catch {
    // a result the rules cannot read at all (an async rule on a synchronous path): not valid either
    read = { ok: false, issues: [{ code: vo.NOT_PARSABLE, message: "", path: [], pointer: "" }] };
  }
  if (read.ok) return read;
  const [first] = read.issues;
  const event: InvalidResultEvent = { tool, kind: "invalid_result", code: first.code, pointer: toJsonPointer(first.path) };
  emitInvalidResultEvent(event, onRefusal, dialect);
  return { ok: false, answer: invalidResultObject(), event };
}
