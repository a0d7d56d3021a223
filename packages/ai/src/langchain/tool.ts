import type * as vo from "@adcodicem/value-objects";
import { ToolMessage } from "@langchain/core/messages";
import { DynamicStructuredTool, tool, type ToolRunnableConfig } from "@langchain/core/tools";
import { type Arguments, type Parameters, type RefusalLoopOptions, RefusedCalls, refusalText } from "@adcodicem/value-objects/arguments";
import type { DialectName } from "../dialects/index.js";
import { type OutputOption, readOutput } from "../frameworks/tool-output.js";
import { lowerParameters } from "../arguments/lowered-parameters.js";
import { loopReader } from "../frameworks/loop-reader.js";
import { telemetrySettled } from "../telemetry/span-events.js";
import { argumentsAsSent } from "../frameworks/arguments-as-sent.js";
import { makerDialect } from "../frameworks/maker-dialect.js";
import { sentSchema } from "../frameworks/sent-schema.js";

/** The options of {@link valueObjectTool}. */
export interface ValueObjectToolOptions<P extends Parameters> extends RefusalLoopOptions, OutputOption {
  /** The tool's name, unique within the agent. */
  readonly name: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** A `vo.object(...)`, or its shape: `{ iban: Iban, quantity: Quantity }`. */
  readonly parameters: P;
  /**
   * The dialect of the provider the chat model talks to: `openai` (the default: every rule
   * a keyword and a sentence, which every provider reads), `anthropic`, `gemini`, `ollama`.
   */
  readonly dialect?: Exclude<DialectName, "openai-strict">;
  /**
   * True when the chat model sends tools strict (`new ChatOpenAI({ supportsStrictToolCalling: true })`,
   * `bindTools(tools, { strict: true })`): the schema is then lowered for strict mode
   * (`openai-strict`, or Anthropic's strict tools), and the forced nulls and pairs undone.
   */
  readonly strict?: boolean;
  /** The language of the schema's sentences and of the refusals the model reads (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: vo.Locale;
  /** Ends the agent's loop with this tool's result (LangChain's own `returnDirect`). */
  readonly returnDirect?: boolean;
}

// The arguments of this call as the chat model parsed them, in the agent's state (createAgent
// hands a tool its state: the runtime of LangChain 1.x), where the copy it runs the tool with
// has lost every `__proto__` key. Undefined outside an agent (a tool invoked directly reads
// the arguments it is given, uncopied).
function sentArguments(config: ToolRunnableConfig): unknown {
  const id = config?.toolCall?.id;
  const messages = (config as { state?: { messages?: unknown } } | undefined)?.state?.messages;
  if (typeof id !== "string" || !Array.isArray(messages)) return undefined;
  for (let i = messages.length - 1; i >= 0; i--) {
    const calls = (messages[i] as { tool_calls?: unknown } | null)?.tool_calls;
    if (!Array.isArray(calls)) continue;
    const sent = calls.find((c: { id?: unknown; name?: unknown } | null) => c?.id === id && c?.name === config.toolCall?.name);
    if (sent !== undefined) return (sent as { args?: unknown }).args;
  }
  return undefined;
}

/** The LangChain tool {@link valueObjectTool} makes. */
export type ValueObjectTool<P extends Parameters, R> = DynamicStructuredTool<any, Arguments<P>, unknown, R | ToolMessage>;

/**
 * A LangChain tool (for `createAgent({ tools })`, or any chat model's `bindTools`) whose
 * schema carries the rules, lowered for the provider the chat model talks to, and whose
 * arguments are read with them before `execute` runs. LangChain's own `tool()` does not
 * check a Standard Schema: it sends the schema's JSON Schema, but hands the schema object to
 * its JSON Schema validator, which writes into it (a value object's schema is frozen, so
 * every call throws) and reads none of the rules. Here the rules read them (strict-mode reshaping undone
 * first), and a refused call answers the model with a `ToolMessage` of status `error`
 * whose content is the refusal object's JSON, byte for byte: no arguments echoed, no
 * stack trace. `execute` is not run. What `execute` throws keeps LangChain's handling
 * (the agent's tool error handling, or a rejection). In `createAgent`, the arguments are read
 * as the chat model sent them (from the agent's state): the copy LangChain runs a tool with
 * drops `__proto__` keys, which the rules read as data.
 *
 * @example
 * ```ts
 * const placeOrder = valueObjectTool(
 *   async ({ iban, quantity }) => shop.place(iban, quantity), // branded values
 *   { name: "place_order", description: "Places an order.", parameters: { iban: Iban, quantity: Quantity } },
 * );
 * const agent = createAgent({ model: new ChatOpenAI({ model: "gpt-4.1" }), tools: [placeOrder] });
 * ```
 */
export function valueObjectTool<P extends Parameters, R>(
  execute: (args: Arguments<P>, config: ToolRunnableConfig) => R | Promise<R>,
  options: ValueObjectToolOptions<P>,
): ValueObjectTool<P, R> {
  const { name, description, parameters, returnDirect, output } = options;
  const dialect = makerDialect(options.dialect, "openai", options.strict === true);
  const lowered = lowerParameters(parameters, { dialect, ...(options.strict === undefined ? {} : { strict: options.strict }), locale: options.locale });
  // LangChain's agent turns what a tool throws into a message: the marker reaches the model, and its recursionLimit ends a loop
  const calls = new RefusedCalls();
  const read = loopReader(lowered, { tool: name, dialect, onRefusal: options.onRefusal, lenient: options.lenient, onLenient: options.onLenient, locale: options.locale });
  const func = async (input: unknown, config: ToolRunnableConfig) => {
    const checked = read(argumentsAsSent(sentArguments(config), input), calls);
    if (!checked.ok) return new ToolMessage({ content: await telemetrySettled(refusalText(checked.refusal)), tool_call_id: config?.toolCall?.id ?? "", name, status: "error" });
    const result = await execute(checked.value, config);
    if (output === undefined) return result;
    const answered = readOutput(name, output, result, false, options.onRefusal, dialect);
    // the invalid-result object as an error ToolMessage, never the value
    return answered.ok ? answered.value : new ToolMessage({ content: answered.text, tool_call_id: config?.toolCall?.id ?? "", name, status: "error" });
  };
  // as never: tool()'s overloads type `schema` as Zod or JSON Schema 7, not the Standard JSON Schema it reads at runtime, and `func` by it
  return tool(func as never, { name, description, schema: sentSchema(lowered.jsonSchema) as never, ...(returnDirect === undefined ? {} : { returnDirect }) }) as unknown as ValueObjectTool<P, R>;
}
