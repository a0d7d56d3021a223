import type * as vo from "@adcodicem/value-objects";
import type { BetaRunnableTool, BetaToolRunContext } from "@anthropic-ai/sdk/lib/tools/BetaRunnableTool";
import { ToolError } from "@anthropic-ai/sdk/lib/tools/ToolError";
import { lowerParameters } from "../arguments/lowered-parameters.js";
import { type Arguments, type Parameters, type RefusalLoopOptions, RefusedCalls } from "@adcodicem/value-objects/arguments";
import type { DialectName } from "../dialects/index.js";
import { makerDialect } from "../frameworks/maker-dialect.js";
import { type OutputOption, readOutput } from "../frameworks/tool-output.js";
import { loopReader } from "../frameworks/loop-reader.js";
import { refusalErrorClass } from "../frameworks/refused-arguments.js";
import { definitionAsked } from "./request-set.js";

/** What a tool's `run` may return: text, or content blocks, as the SDK takes them. */
export type ToolRunResult = Awaited<ReturnType<BetaRunnableTool["run"]>>;

/** The options of {@link valueObjectTool}. */
export interface ValueObjectToolOptions<P extends Parameters> extends RefusalLoopOptions, OutputOption {
  /** The tool's name, as the model calls it. */
  readonly name: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** A `vo.object(...)`, or its shape: `{ iban: Iban, quantity: Quantity }`. */
  readonly parameters: P;
  /**
   * Runs with the arguments read with the rules (branded, defaults filled in); never with
   * refused ones. What it throws is answered as the tool runner answers it (`is_error`).
   */
  readonly run: (args: Arguments<P>, context?: BetaToolRunContext) => ToolRunResult | Promise<ToolRunResult>;
  /**
   * A strict tool (`strict: true`): its schema is lowered (bounds and lengths said in
   * descriptions, records as `{ key, value }` pairs). Defaults to `false`, as Anthropic's
   * tools: the schema then keeps every keyword, since the model reads it as it is.
   */
  readonly strict?: boolean;
  /** The language of the schema's sentences and of the refusals the model reads (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: vo.Locale;
  /**
   * The provider whose dialect the schema is lowered for, for a host that talks to another provider
   * than its own (an OpenAI-compatible endpoint of Gemini or Ollama, say); strictness is the host's
   * (`strict`), not a dialect name. Default: `anthropic`.
   */
  readonly dialect?: Exclude<DialectName, "openai-strict">;
}

/**
 * Thrown by the tool's `parse` for refused arguments: an SDK `ToolError`, so the tool runner
 * answers the model with its content (the refusal object's JSON, byte for byte) and
 * `is_error: true`; `refusal` holds the refusal for code that catches it.
 */
export class RefusedArgumentsError extends refusalErrorClass(ToolError) {}

/**
 * A tool for the Anthropic SDK's `client.beta.messages.toolRunner({ tools })`, whose
 * schema carries the rules (lowered for a strict tool). The model's input has the strict
 * reshaping undone and is read with the rules before `run`; a refused call answers the
 * model with a `tool_result` whose content is the refusal object, byte for byte, with
 * `is_error: true` (a `RefusedArgumentsError`, the SDK's `ToolError`), and `run` is not called. A strict schema past
 * Anthropic's limits for one request throws `ProviderLimitError` here; the strict tools the
 * runner sends together (it asks each for its definition, `toJSON`, once a request) are
 * counted together, and past those limits the request does not leave (`ProviderLimitError`).
 * Where tools reach a request another way, `checkRequestLimits(tools, { dialect: "anthropic" })`.
 *
 * @example
 * ```ts
 * const placeOrder = valueObjectTool({
 *   name: "place_order",
 *   description: "Places an order.",
 *   parameters: { iban: Iban, quantity: Quantity, country: CountryCode },
 *   run: ({ iban, quantity, country }) => JSON.stringify({ orderId: "o-1", iban, quantity, country }),
 * });
 * const final = await client.beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 1024, messages, tools: [placeOrder] });
 * ```
 */
export function valueObjectTool<P extends Parameters>(options: ValueObjectToolOptions<P>): BetaRunnableTool<Arguments<P>> {
  const strict = options.strict === true;
  const dialect = makerDialect(options.dialect, "anthropic", strict);
  const lowered = lowerParameters(options.parameters, { dialect, strict, locale: options.locale });
  // the tool runner turns every throw into a tool result: the marker reaches the model, the run goes on (its own max_iterations ends it)
  const calls = new RefusedCalls();
  const read = loopReader(lowered, { tool: options.name, dialect, onRefusal: options.onRefusal, lenient: options.lenient, onLenient: options.onLenient, locale: options.locale });
  const definition = {
    type: "custom",
    name: options.name,
    description: options.description,
    input_schema: lowered.jsonSchema as { type: "object" },
    ...(strict ? { strict: true } : {}),
  } as const;
  return {
    ...definition,
    // the runner asks each tool of a request for its definition in one pass: the strict ones are counted together
    toJSON() {
      definitionAsked(this, strict ? lowered.jsonSchema : undefined);
      return definition;
    },
    // the runner calls parse inside its own try: a ToolError's content is the tool result, is_error set
    parse(input: unknown): Arguments<P> {
      const checked = read(input, calls);
      if (!checked.ok) throw new RefusedArgumentsError(checked.refusal);
      return checked.value;
    },
    run: options.output === undefined ? options.run : checkedRun(options.name, options.output, options.run, options.onRefusal, dialect),
  } as BetaRunnableTool<Arguments<P>>;
}

// with `output`: the result (JSON text, or a value) read with its rules; one that breaks them is
// answered as the runner answers a ToolError, `is_error` set, its content the invalid-result object
function checkedRun<A>(
  name: string,
  output: NonNullable<OutputOption["output"]>,
  run: (args: A, context?: BetaToolRunContext) => ToolRunResult | Promise<ToolRunResult>,
  onRefusal: RefusalLoopOptions["onRefusal"],
  dialect: string,
) {
  return async (args: A, context?: BetaToolRunContext): Promise<ToolRunResult> => {
    const read = readOutput(name, output, await run(args, context), true, onRefusal, dialect);
    if (!read.ok) throw new ToolError(read.text);
    return (typeof read.value === "string" ? read.value : JSON.stringify(read.value)) as ToolRunResult;
  };
}
