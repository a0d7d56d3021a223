import type { ArgumentRefusal } from "./refusal-object.js";

/**
 * The refusal object as the text a tool result carries: its JSON, nothing added, so a
 * model receives it byte for byte in every framework that takes a tool result as text.
 *
 * @example
 * ```ts
 * refusalText(refusal); // '{"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range",…}'
 * ```
 */
export const refusalText = (refusal: ArgumentRefusal): string => JSON.stringify(refusal);
