import * as vo from "@adcodicem/value-objects";
import type { PreparedOutput } from "./listed-schemas.js";
import type { ToolResultLike } from "./tool-result.js";

/** A result that may leave, or why it may not. */
export type OutputCheck<R> = { readonly ok: true; readonly result: R } | { readonly ok: false; readonly issues: readonly vo.Issue[]; readonly omitted?: number };

/** At most this many refusals of a result are kept for the log; the rest are counted. */
const LOGGED = 20;

const NO_STRUCTURED_CONTENT: vo.Issue = {
  code: vo.REQUIRED,
  message: "The result has no structured content, and the tool declares an output.",
  path: [],
  pointer: "",
};

/**
 * Reads a handler's result with the tool's output rules before it leaves. A result
 * marked `isError` is the handler's own error and passes as it is, as does SDK 2.x's
 * `inputRequired(...)` (no result yet). Otherwise its
 * `structuredContent` must be there and keep the rules; what leaves is the content
 * as read (normalized, defaults filled in, unknown members dropped), so that it
 * matches the listed output schema the client checks it against.
 *
 * @example
 * ```ts
 * const checked = checkOutput(prepareOutput(Quote), { content: [], structuredContent: { total: -1 } });
 * // { ok: false, issues: [{ path: ["total"], pointer: "/total", code: "value_object.out_of_range", … }] }
 * ```
 */
export function checkOutput<R extends ToolResultLike>(output: PreparedOutput, result: R): OutputCheck<R> {
  if (result === null || typeof result !== "object") return { ok: false, issues: [{ ...NO_STRUCTURED_CONTENT, message: "The result is not a tool result." }] };
  if (result.isError === true) return { ok: true, result };
  // SDK 2.x's `inputRequired(...)`: no result yet; the call comes again with the user's answer
  if ((result as { resultType?: unknown }).resultType === "input_required") return { ok: true, result };
  if (result.structuredContent === undefined) return { ok: false, issues: [NO_STRUCTURED_CONTENT] };
  const read = vo.validate(output.schema, output.wrapped ? underResult(result.structuredContent) : result.structuredContent, { maxIssues: LOGGED });
  if (!read.ok) return { ok: false, issues: read.issues, omitted: read.omitted };
  return { ok: true, result: { ...result, structuredContent: read.value as Record<string, unknown> } };
}

/**
 * The structured content of a wrapped output: as the handler gave it when it is
 * already `{ result: … }`, else the bare value put under `result` (what the listed
 * schema says travels).
 */
function underResult(content: unknown): unknown {
  const wrapped = content !== null && typeof content === "object" && !Array.isArray(content) && Object.keys(content).length === 1 && Object.hasOwn(content, "result");
  return wrapped ? content : { result: content };
}
