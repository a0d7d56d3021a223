// A tool's own result read with its declared `output` before a framework sends it: the same
// for every adapter but the AI SDK's (which has a tool-error part of its own). A result that
// breaks the rules becomes the invalid-result object, in the form the host sends a result in.
import type * as vo from "@adcodicem/value-objects";
import { checkToolResult, type InvalidResultObject, type OnRefusal } from "@adcodicem/value-objects/arguments";
import { withSpanEvents } from "../telemetry/span-events.js";

/** The output rules of a tool, as each adapter takes them. */
export interface OutputOption {
  /**
   * The rules of the tool's own result: a result that breaks them is never sent as valid
   * (the model gets `{"error":"tool_failed","code":"value_object.invalid_result"}` instead,
   * never the value); a valid one is sent as read (normalized, unknown members dropped).
   */
  readonly output?: vo.AnySchema;
}

/** A result read with the output rules: the value as read, or the invalid-result object and its JSON text. */
export type OutputRead = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly answer: InvalidResultObject; readonly text: string };

/**
 * Reads a result (a value, or JSON text where the host's results are text) with a tool's
 * output rules. Text that is not JSON breaks them as a whole.
 *
 * @example
 * ```ts
 * const read = readOutput("quote", Quote, await execute(args), false, onRefusal);
 * return read.ok ? read.value : read.answer; // {"error":"tool_failed","code":"value_object.invalid_result"}
 * ```
 */
export function readOutput(tool: string, output: vo.AnySchema, result: unknown, asText = false, onRefusal?: OnRefusal, dialect?: string): OutputRead {
  let value = result;
  if (asText && typeof result === "string") {
    try {
      value = JSON.parse(result);
    } catch {
      value = undefined;
    }
  }
  const checked = checkToolResult(tool, output, value, withSpanEvents(onRefusal), dialect);
  if (checked.ok) return { ok: true, value: asText && typeof result === "string" ? JSON.stringify(checked.value) : checked.value };
  return { ok: false, answer: checked.answer, text: JSON.stringify(checked.answer) };
}
