import type { ArgumentRefusal } from "../arguments/refusal-object.js";
import type { JsonValue, ToolResultOutput } from "./sdk-types.js";

/**
 * Tells the refusal object from a tool's own result by its shape (`error` is always
 * `invalid_argument`), so that it is still recognised after a round trip through
 * JSON, as in a chat UI whose messages come back through `convertToModelMessages`.
 *
 * @example
 * ```ts
 * for (const r of result.toolResults) if (isArgumentRefusal(r.output)) console.log(r.output.code);
 * ```
 */
export function isArgumentRefusal(output: unknown): output is ArgumentRefusal {
  if (typeof output !== "object" || output === null) return false;
  const o = output as Record<string, unknown>;
  return o.error === "invalid_argument" && typeof o.code === "string" && typeof o.message === "string";
}

/** The refusal as the model receives it: an `error-json` tool output holding the object unchanged. */
export const refusalOutput = (refusal: ArgumentRefusal): ToolResultOutput => ({ type: "error-json", value: refusal as unknown as JsonValue });

/** The AI SDK's own default for a tool result without `toModelOutput`: text as text, the rest as JSON. */
export function defaultModelOutput(output: unknown): ToolResultOutput {
  if (typeof output === "string") return { type: "text", value: output };
  const serialized = output === undefined ? undefined : JSON.stringify(output);
  return { type: "json", value: serialized === undefined ? null : (JSON.parse(serialized) as JsonValue) };
}
