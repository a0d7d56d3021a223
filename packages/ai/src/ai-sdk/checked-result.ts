// A valueObjectTool's own result read with its `output` rules before the AI SDK sends it:
// one that breaks them is thrown as InvalidToolResultError (the step's tool-error part; the
// model reads its message, the invalid-result object). A streamed result is read value by value.
import type * as vo from "@adcodicem/value-objects";
import { checkToolResult, type OnRefusal } from "@adcodicem/value-objects/arguments";
import { withSpanEvents } from "../telemetry/span-events.js";
import { InvalidToolResultError } from "./invalid-result-error.js";

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === "function";

function read(output: vo.AnySchema, value: unknown, tool: string, onRefusal: OnRefusal): unknown {
  const checked = checkToolResult(tool, output, value, onRefusal);
  if (!checked.ok) throw new InvalidToolResultError(checked.event);
  return checked.value;
}

async function* readEach(output: vo.AnySchema, values: AsyncIterable<unknown>, tool: string, onRefusal: OnRefusal): AsyncIterable<unknown> {
  for await (const value of values) yield read(output, value, tool, onRefusal);
}

/**
 * The result of `execute`, read with the output's rules: a value or a promise of one, or
 * each value of an async iterable (the AI SDK's preliminary results).
 *
 * @example
 * ```ts
 * return checkedResult(Quote, execute(args, options), "quote", onRefusal); // throws InvalidToolResultError for { total: 5000 }
 * ```
 */
export function checkedResult<T>(output: vo.AnySchema, result: T, name: string | undefined, onRefusal: OnRefusal | undefined): T {
  // the AI SDK does not hand execute the tool's name: the tool's own `name` option, else "tool"
  const tool = name ?? "tool";
  const hook = withSpanEvents(onRefusal);
  if (isAsyncIterable(result)) return readEach(output, result, tool, hook) as T;
  return Promise.resolve(result).then((value) => read(output, value, tool, hook)) as T;
}
