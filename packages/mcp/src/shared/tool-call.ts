import type * as vo from "@adcodicem/value-objects";
import { type ArgumentCheck, checkArguments, type Parameters } from "@adcodicem/value-objects/arguments";
import { type ListedDialect, type OutputSpec, type PreparedOutput, type PreparedParameters, prepareOutput, prepareParameters } from "./listed-schemas.js";
import { checkOutput } from "./output-check.js";
import { logInvalidResult, type SendLog } from "./result-log.js";
import type { ToolDeclaration } from "./tool-declaration.js";
import { invalidResultResult, refusedArgumentsResult } from "./tool-error.js";
import type { ToolErrorResult, ToolResultLike } from "./tool-result.js";

/** A value-object tool as both SDK adapters answer it: its name, its parameters and its output, ready. */
export interface PreparedTool {
  readonly name: string;
  /** The dialect its schemas are listed in (its SDK Client's). */
  readonly dialect: ListedDialect;
  readonly parameters: PreparedParameters;
  readonly output: PreparedOutput | undefined;
  /** The language of its listed sentences and refusals (English where undefined). */
  readonly locale?: vo.Locale;
}

/**
 * A tool's declaration made ready once: its parameters and output, each with the
 * schema it lists (in `dialect`, its SDK Client's) and the rules that read it. Every way of
 * declaring a tool (both entries' `registerValueObjectTool`, `defineValueObjectTool`) starts here.
 *
 * @example
 * ```ts
 * const tool = prepareTool("place_order", { description: "Places an order.", parameters: { quantity: Quantity } }, "draft-07");
 * ```
 */
export function prepareTool(name: string, config: ToolDeclaration<Parameters, OutputSpec | undefined, unknown>, dialect: ListedDialect): PreparedTool {
  return {
    name,
    dialect,
    parameters: prepareParameters(config.parameters, dialect, config.locale),
    output: config.output === undefined ? undefined : prepareOutput(config.output, dialect, config.locale),
    locale: config.locale,
  };
}

/** How a call's arguments are read: with the rules alone, or around them (the loop around a refusal: `callLoop`). */
export type ReadArguments = (parameters: PreparedParameters, tool: string, args: unknown, locale: vo.Locale | undefined) => ArgumentCheck<Record<string, unknown>> | Promise<ArgumentCheck<Record<string, unknown>>>;

const checkParameters: ReadArguments = (parameters, _tool, args, locale) => checkArguments(parameters.schema, args, { locale }) as ArgumentCheck<Record<string, unknown>>;

/**
 * One `tools/call` of a value-object tool, whatever SDK carries it: the arguments
 * are read with the rules (omitted and null read as `{}`; any other non-object is
 * refused as a whole); a refusal answers as a tool execution error and `run` is
 * not called; with an output, the result's `structuredContent` is read with the
 * output rules, and one that breaks them is logged (on stderr, and with `send` as an MCP
 * log notification: the first 20 issues and how many more there were) and answered as an error.
 *
 * @example
 * ```ts
 * const answer = await answerToolCall(tool, request.params.arguments, (args) => handler(args, extra), (params) => server.sendLoggingMessage(params));
 * ```
 */
export async function answerToolCall<R extends ToolResultLike>(
  tool: PreparedTool,
  args: unknown,
  run: (args: Record<string, unknown>) => R | Promise<R>,
  send: SendLog,
  readArguments: ReadArguments = checkParameters,
): Promise<R | ToolErrorResult> {
  const checked = await readArguments(tool.parameters, tool.name, args ?? {}, tool.locale);
  if (!checked.ok) return refusedArgumentsResult(checked.refusal, tool.output !== undefined, tool.locale);
  const result = await run(checked.value as Record<string, unknown>);
  if (tool.output === undefined) return result;
  const read = checkOutput(tool.output, result);
  if (read.ok) return read.result;
  logInvalidResult(send, tool.name, read.issues, read.omitted ?? 0);
  return invalidResultResult(tool.name, tool.locale);
}
