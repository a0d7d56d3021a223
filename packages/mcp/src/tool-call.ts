import type { Issue } from "@adcodicem/value-objects";
import { checkArguments } from "@adcodicem/value-objects-ai";
import type { PreparedOutput, PreparedParameters } from "./listed-schemas.js";
import { checkOutput } from "./output-check.js";
import { invalidResultResult, refusedArgumentsResult } from "./tool-error.js";
import type { ToolErrorResult, ToolResultLike } from "./tool-result.js";

/** A value-object tool as both SDK adapters answer it: its name, its parameters and its output, ready. */
export interface PreparedTool {
  readonly name: string;
  readonly parameters: PreparedParameters;
  readonly output: PreparedOutput | undefined;
}

/**
 * One `tools/call` of a value-object tool, whatever SDK carries it: the arguments
 * are read with the rules (omitted and null read as `{}`; any other non-object is
 * refused as a whole); a refusal answers as a tool execution error and `run` is
 * not called; with an output, the result's `structuredContent` is read with the
 * output rules, and one that breaks them is logged (`log`: the first 20 issues and how
 * many more there were) and answered as an error.
 *
 * @example
 * ```ts
 * const answer = await answerToolCall(tool, request.params.arguments, (args) => handler(args, extra), (issues, omitted) => logInvalidResult(send, tool.name, issues, omitted));
 * ```
 */
export async function answerToolCall<R extends ToolResultLike>(
  tool: PreparedTool,
  args: unknown,
  run: (args: Record<string, unknown>) => R | Promise<R>,
  log: (issues: readonly Issue[], omitted: number) => void,
): Promise<R | ToolErrorResult> {
  const checked = checkArguments(tool.parameters.schema, args ?? {});
  if (!checked.ok) return refusedArgumentsResult(checked.refusal, tool.output !== undefined);
  const result = await run(checked.value as Record<string, unknown>);
  if (tool.output === undefined) return result;
  const read = checkOutput(tool.output, result);
  if (read.ok) return read.result;
  log(read.issues, read.omitted ?? 0);
  return invalidResultResult(tool.name);
}
