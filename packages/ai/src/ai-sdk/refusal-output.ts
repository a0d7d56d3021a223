import type { ArgumentRefusal } from "@adcodicem/value-objects/arguments";
import type { JsonValue, ToolResultOutput } from "./sdk-types.js";

/** The refusal as the model receives it: an `error-json` tool output holding the object unchanged. */
export const refusalOutput = (refusal: ArgumentRefusal): ToolResultOutput => ({ type: "error-json", value: refusal as unknown as JsonValue });

/** The AI SDK's own default for a tool result without `toModelOutput`: text as text, the rest as JSON. */
export function defaultModelOutput(output: unknown): ToolResultOutput {
  if (typeof output === "string") return { type: "text", value: output };
  const serialized = output === undefined ? undefined : JSON.stringify(output);
  return { type: "json", value: serialized === undefined ? null : (JSON.parse(serialized) as JsonValue) };
}
