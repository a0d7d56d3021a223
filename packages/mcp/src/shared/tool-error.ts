import { type ArgumentRefusal, refusalLines } from "@adcodicem/value-objects/arguments";
import type { ToolErrorResult } from "./tool-result.js";
import type { Locale } from "@adcodicem/value-objects";

// the table's `invalidResult`: a tool whose result breaks its output schema (its name filled in)
const INVALID_RESULT = "Tool '{tool}' produced an invalid result: its structured content breaks the tool's output schema. The server logged the details.";

/**
 * A refusal as a tool execution error: one text line per refused argument, and the
 * refusal object as `structuredContent`, unless the tool declares an output,
 * whose structured content must match the output schema (the text says it all).
 *
 * @example
 * ```ts
 * refusedArgumentsResult(refusal, false);
 * // { isError: true, content: [{ type: "text", text: "Argument 'quantity' rejected (value_object.out_of_range): …" }],
 * //   structuredContent: { error: "invalid_argument", argument: "quantity", … } }
 * ```
 */
export function refusedArgumentsResult(refusal: ArgumentRefusal, hasOutput: boolean, locale?: Locale): ToolErrorResult {
  const content: ToolErrorResult["content"] = [{ type: "text", text: refusalLines(refusal, "Argument", locale).join("\n") }];
  return hasOutput ? { content, isError: true } : { content, isError: true, structuredContent: { ...refusal } };
}

/**
 * What the client receives when a handler's result broke the output rules: an
 * error that says so, with no structured content. Why is in the server's log.
 *
 * @example
 * ```ts
 * invalidResultResult("quote_order"); // { isError: true, content: [{ type: "text", text: "Tool 'quote_order' produced an invalid result…" }] }
 * ```
 */
export function invalidResultResult(tool: string, locale?: Locale): ToolErrorResult {
  const words = locale?.["~words"].get(INVALID_RESULT);
  return {
    content: [{ type: "text", text: (typeof words === "string" ? words : INVALID_RESULT).replace("{tool}", tool) }],
    isError: true,
  };
}
