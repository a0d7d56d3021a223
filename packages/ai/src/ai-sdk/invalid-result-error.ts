import { type InvalidResultEvent, type InvalidResultObject, invalidResultObject } from "@adcodicem/value-objects/arguments";
import * as vo from "@adcodicem/value-objects";

/**
 * Thrown from a `valueObjectTool`'s execute when its own result broke the rules of its
 * declared `output`: the AI SDK puts it in the step's tool-error part and sends the model
 * its message, the invalid-result object `{"error":"tool_failed","code":"value_object.invalid_result"}`
 * (never the value). The run goes on. `refusal` says which rule and where, for the program.
 *
 * @example
 * ```ts
 * for (const part of result.steps[0].content)
 *   if (part.type === "tool-error" && part.error instanceof InvalidToolResultError) console.log(part.error.refusal.pointer);
 * ```
 */
export class InvalidToolResultError extends Error {
  override readonly name = "InvalidToolResultError";
  readonly code = vo.INVALID_RESULT;
  /** The tool whose result was refused, where the host names it (the AI SDK does not, to execute: its tool-error part has `toolName`). */
  readonly tool: string;
  /** The first rule the result broke: its code and where (a JSON Pointer), never the value. */
  readonly refusal: { readonly code: string; readonly pointer: string };

  constructor(event: InvalidResultEvent) {
    // the message is what the model reads: the invalid-result object, as JSON
    super(JSON.stringify(invalidResultObject() satisfies InvalidResultObject));
    this.tool = event.tool;
    this.refusal = { code: event.code, pointer: event.pointer };
  }

  /** The message alone: the AI SDK sends the model a tool error as its text. */
  override toString(): string {
    return this.message;
  }
}
