import type * as vo from "@adcodicem/value-objects";
import { createTool, type Tool, type ToolExecutionContext } from "@mastra/core/tools";
import { type ArgumentRefusal, type Arguments, type Parameters, type RefusalLoopOptions, RefusedCalls } from "@adcodicem/value-objects/arguments";
import type { DialectName } from "../dialects/index.js";
import { type OutputOption, readOutput } from "../frameworks/tool-output.js";
import { lowerParameters } from "../arguments/lowered-parameters.js";
import { loopReader } from "../frameworks/loop-reader.js";
import { telemetrySettled } from "../telemetry/span-events.js";
import { argumentsAsSent } from "../frameworks/arguments-as-sent.js";
import { makerDialect } from "../frameworks/maker-dialect.js";
import { sentSchema } from "../frameworks/sent-schema.js";

// The input of each call as the model sent it, by tool call id: Mastra hands it to the tool's
// `onInputAvailable` before it copies it key by key (dropping `__proto__` keys) for `execute`.
// Taken by `execute`; at most 64 wait (a call never executed, say denied approval, is let go).
class SentInputs {
  readonly #inputs = new Map<string, unknown>();
  keep(id: string, input: unknown): void {
    if (typeof id !== "string") return;
    this.#inputs.delete(id);
    this.#inputs.set(id, input);
    if (this.#inputs.size > 64) this.#inputs.delete(this.#inputs.keys().next().value as string);
  }
  take(id: string | undefined): unknown {
    if (id === undefined) return undefined;
    const input = this.#inputs.get(id);
    this.#inputs.delete(id);
    return input;
  }
}

/** The options of {@link valueObjectTool}. */
export interface ValueObjectToolOptions<TId extends string, P extends Parameters, R> extends RefusalLoopOptions, OutputOption {
  /** The tool's id: the name the model calls it by. */
  readonly id: TId;
  /** What the tool does, for the model. */
  readonly description: string;
  /** A `vo.object(...)`, or its shape: `{ iban: Iban, quantity: Quantity }`. */
  readonly parameters: P;
  /** Runs with the arguments read with the rules (branded, defaults filled in); never with refused ones. */
  readonly execute: (args: Arguments<P>, context: ToolExecutionContext) => R | Promise<R>;
  /**
   * The dialect of the agent's model: `openai` (the default: every rule a keyword and a
   * sentence, which every provider reads), `anthropic`, `gemini`, `ollama`.
   */
  readonly dialect?: Exclude<DialectName, "openai-strict">;
  /**
   * Sends the tool strict, lowered for strict mode. Mastra then runs its own schema layer for
   * OpenAI over it, which moves patterns, bounds and item counts into the description as
   * "constraints: …" (measured, Mastra 1.71): every rule still reaches the model, as a
   * sentence. The forced nulls and `{ key, value }` pairs of strict mode are undone before reading.
   */
  readonly strict?: boolean;
  /** The language of the schema's sentences and of the refusals the model reads (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: vo.Locale;
}

/**
 * A Mastra tool (for `new Agent({ tools })`) whose schema carries the rules, lowered
 * for the agent's provider, and whose arguments are read with them before `execute`
 * runs. Mastra sends a tool without `strict` unless asked, and rewrites its schema with
 * its own layer for the provider (bounds and lengths moved into "constraints:" text);
 * this tool opts out of that layer (`strict: false`), so what is sent is the lowered
 * schema as it is. A refused call's result is the refusal object (the model reads its
 * JSON, byte for byte; Mastra's own check would echo the arguments), and `execute` is
 * not run. What `execute` throws keeps Mastra's handling. The input is read as the model
 * sent it (Mastra hands it to the tool's `onInputAvailable` first): the copy Mastra runs a
 * tool with drops `__proto__` keys, which the rules read as data.
 *
 * @example
 * ```ts
 * const placeOrder = valueObjectTool({
 *   id: "place_order",
 *   description: "Places an order.",
 *   parameters: { iban: Iban, quantity: Quantity },
 *   execute: async ({ iban, quantity }) => shop.place(iban, quantity), // branded values
 * });
 * const agent = new Agent({ id: "shop", name: "Shop", instructions: "Take orders.", model, tools: { placeOrder } });
 * ```
 */
export function valueObjectTool<TId extends string, P extends Parameters, R>(
  options: ValueObjectToolOptions<TId, P, R>,
): Tool<unknown, R | ArgumentRefusal, unknown, unknown, ToolExecutionContext, TId> {
  const { id, description, parameters, execute, output } = options;
  const strict = options.strict === true;
  const dialect = makerDialect(options.dialect, "openai", strict);
  const lowered = lowerParameters(parameters, { dialect, strict, locale: options.locale });
  const sent = new SentInputs();
  // Mastra answers the model with the tool's result: the marker reaches it, and the agent's maxSteps ends a loop
  const calls = new RefusedCalls();
  const read = loopReader(lowered, { tool: id, dialect, onRefusal: options.onRefusal, lenient: options.lenient, onLenient: options.onLenient });
  return createTool({
    id,
    description,
    inputSchema: sentSchema(lowered.jsonSchema),
    strict,
    onInputAvailable: ({ toolCallId, input }: { toolCallId: string; input: unknown }) => sent.keep(toolCallId, input),
    execute: async (input: unknown, context: ToolExecutionContext) => {
      const checked = read(argumentsAsSent(sent.take(context?.agent?.toolCallId), input), calls);
      if (!checked.ok) return telemetrySettled(checked.refusal);
      const result = await execute(checked.value, context);
      if (output === undefined) return result;
      const answered = readOutput(id, output, result, false, options.onRefusal, dialect);
      return (answered.ok ? answered.value : answered.answer) as R;
    },
  }) as unknown as Tool<unknown, R | ArgumentRefusal, unknown, unknown, ToolExecutionContext, TId>;
}
