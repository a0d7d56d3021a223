import * as vo from "@adcodicem/value-objects";
import { type FlexibleSchema, jsonSchema, type JSONSchema7, type Tool, type ToolExecutionOptions } from "ai";
import { type ArgumentRefusal, type Arguments, isArgumentRefusal, type Parameters, parametersSchema, type ParametersSchema, type RefusalLoopOptions } from "@adcodicem/value-objects/arguments";
import { telemetrySettled } from "../telemetry/span-events.js";
import { checkedResult } from "./checked-result.js";
import { toolLoop } from "./tool-loop.js";
import { defaultModelOutput, refusalOutput } from "./refusal-output.js";
import type { ToolContext, ToolResultOutput } from "./sdk-types.js";

/** What the model sends: the JSON the parameters accept, before the rules read it. */
export type ToolInput<P extends Parameters> = vo.InferInput<ParametersSchema<P>>;

type FunctionTool<I, O, C extends ToolContext> = Extract<Tool<I, O, C>, { type?: undefined | "function" }>;

/** Tool settings passed to the AI SDK as they are (`title`, `strict`, `providerOptions`, `needsApproval`…). */
export type PassedToolOptions<I, O, C extends ToolContext> = Omit<
  FunctionTool<I, O, C>,
  "type" | "inputSchema" | "execute" | "outputSchema" | "toModelOutput" | "description"
>;

/** The options of {@link valueObjectTool}. */
export type ValueObjectToolOptions<P extends Parameters, OUTPUT, CONTEXT extends ToolContext = ToolContext> = PassedToolOptions<
  ToolInput<P>,
  OUTPUT | ArgumentRefusal,
  CONTEXT
> & RefusalLoopOptions & {
  /**
   * The tool's key in `tools` (the AI SDK does not tell a tool its name): names the tool in
   * refusal events, and counts as the same call only earlier calls of this name. Without it,
   * an earlier call of any tool with equal arguments refused the same way counts.
   */
  name?: string;
  /** What the tool does, for the model; a function of the context where it varies. */
  description?: string | ((options: { context: CONTEXT }) => string);
  /** A `vo.object(...)`, or its shape: `{ iban: Iban, quantity: Quantity }`. */
  parameters: P;
  /** Runs with the arguments read with the rules (branded, defaults filled in); never with refused ones. */
  execute: (args: Arguments<P>, options: ToolExecutionOptions<CONTEXT>) => AsyncIterable<OUTPUT> | PromiseLike<OUTPUT> | OUTPUT;
  /**
   * The language of the schema's sentences and of the refusal the model reads (`@adcodicem/value-objects/locales/fr`…);
   * English without one. A `valueObjectMiddleware` takes its own, for the sentences it adds when it lowers.
   */
  locale?: vo.Locale;
  /** Describes the result; the AI SDK does not check it. */
  outputSchema?: FlexibleSchema<OUTPUT>;
  /**
   * The rules of the tool's own result: a result that breaks them is never sent as valid
   * (the model gets `{"error":"tool_failed","code":"value_object.invalid_result"}`, the step an
   * `InvalidToolResultError` in its tool-error part); a valid one is sent as read.
   */
  output?: vo.AnySchema;
  /** Turns a result into what the model receives; a refusal never reaches it (it is always `error-json`). */
  toModelOutput?: (options: { toolCallId: string; input: ToolInput<P>; output: OUTPUT }) => ToolResultOutput | PromiseLike<ToolResultOutput>;
};

/** The AI SDK tool {@link valueObjectTool} makes: its result is the execute result or the refusal object. */
export type ValueObjectTool<P extends Parameters, OUTPUT, CONTEXT extends ToolContext = ToolContext> = FunctionTool<
  ToolInput<P>,
  OUTPUT | ArgumentRefusal,
  CONTEXT
> & {
  execute: (input: ToolInput<P>, options: ToolExecutionOptions<CONTEXT>) => AsyncIterable<OUTPUT> | PromiseLike<OUTPUT> | OUTPUT | ArgumentRefusal;
};

/**
 * An AI SDK tool whose schema carries the rules (the `languageModel` profile) and
 * whose arguments are read with them before `execute` runs. A refused call answers
 * the model with the refusal object as an `error-json` tool output (Anthropic sees
 * `is_error`, Gemini an `error` response), and `execute` is not run.
 *
 * The AI SDK's own check of the input is switched off (it would answer first, with
 * the value echoed); an unknown tool and an `execute` that throws keep the AI SDK's own
 * handling. Arguments that are not JSON are parsed by the AI SDK before any tool sees
 * them: behind `valueObjectMiddleware` they get the refusal for arguments that are not an
 * object; without it, the AI SDK's own error text, which quotes them.
 *
 * @example
 * ```ts
 * const placeOrder = valueObjectTool({
 *   description: "Places an order.",
 *   parameters: { iban: Iban, quantity: Quantity },
 *   execute: async ({ iban, quantity }) => orders.place(iban, quantity), // iban: Iban, quantity: Quantity
 * });
 * await generateText({ model, tools: { place_order: placeOrder }, stopWhen: stepCountIs(5), prompt });
 * ```
 */
export function valueObjectTool<P extends Parameters, OUTPUT, CONTEXT extends ToolContext = ToolContext>(
  options: ValueObjectToolOptions<P, OUTPUT, CONTEXT>,
): ValueObjectTool<P, OUTPUT, CONTEXT> {
  const { parameters, execute, toModelOutput, output, name, onRefusal, lenient, onLenient, locale, ...passed } = options;
  const schema = parametersSchema(parameters);
  const read = toolLoop(schema, { tool: name, onRefusal, lenient, onLenient, locale });
  // the rules are read inside execute, so the SDK's own check must let every object through
  const inputSchema = jsonSchema<ToolInput<P>>(
    // written by `~standard.jsonSchema` (the languageModel profile), so the middleware knows it as a value-object tool
    () => schema["~standard"].jsonSchema.input({ target: "draft-07", libraryOptions: { locale } }) as JSONSchema7,
    { validate: (value) => ({ success: true, value: value as ToolInput<P> }) },
  );
  return {
    ...passed,
    inputSchema,
    // not async: an AsyncIterable from execute must reach the SDK as it is
    execute(input: ToolInput<P>, executionOptions: ToolExecutionOptions<CONTEXT>) {
      const checked = read(input, executionOptions?.messages);
      // a refusal's span event lands before the SDK goes on, even on the first call
      if (!checked.ok) return telemetrySettled(checked.refusal);
      const result = execute(checked.value as Arguments<P>, executionOptions);
      return output === undefined ? result : checkedResult(output, result, name, onRefusal);
    },
    toModelOutput(modelOutputOptions: { toolCallId: string; input: ToolInput<P>; output: OUTPUT | ArgumentRefusal }) {
      const { output } = modelOutputOptions;
      if (isArgumentRefusal(output)) return refusalOutput(output);
      return toModelOutput ? toModelOutput({ ...modelOutputOptions, output }) : defaultModelOutput(output);
    },
  } as unknown as ValueObjectTool<P, OUTPUT, CONTEXT>;
}
