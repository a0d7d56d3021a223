// A valueObjectTool's own result read with its `output` rules before the AI SDK sends it:
// one that breaks them is thrown as InvalidToolResultError (the step's tool-error part; the
// model reads its message, the invalid-result object). A streamed result is read value by value.
import type * as vo from "@adcodicem/value-objects";
import { checkToolResult } from "@adcodicem/value-objects/arguments";
import { InvalidToolResultError } from "./invalid-result-error.js";

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function";

// the tool's name as the AI SDK hands it to execute (ai 7: not in the options); else "tool"
const toolName = (options: unknown): string => {
  const name = (options as { toolName?: unknown } | undefined)?.toolName;
  return typeof name === "string" ? name : "tool";
};

function read(output: vo.AnySchema, value: unknown, tool: string): unknown {
  const checked = checkToolResult(tool, output, value);
  if (!checked.ok) throw new InvalidToolResultError(checked.event);
  return checked.value;
}

async function* readEach(output: vo.AnySchema, values: AsyncIterable<unknown>, tool: string): AsyncIterable<unknown> {
  for await (const value of values) yield read(output, value, tool);
}

/**
 * The result of `execute`, read with the output's rules: a value or a promise of one, or
 * each value of an async iterable (the AI SDK's preliminary results).
 *
 * @example
 * ```ts
 * return checkedResult(Quote, execute(args, options), options); // throws InvalidToolResultError for { total: 5000 }
 * ```
 */
export function checkedResult<T>(output: vo.AnySchema, result: T, options: unknown): T {
  const tool = toolName(options);
  if (isAsyncIterable(result)) return readEach(output, result, tool) as T;
  return Promise.resolve(result).then((value) => read(output, value, tool)) as T;
}
