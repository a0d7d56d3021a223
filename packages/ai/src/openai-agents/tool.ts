import type * as vo from "@adcodicem/value-objects";
import { type FunctionTool, type RunContext, type ToolOptions, tool } from "@openai/agents";
import { type Arguments, type Parameters, type RefusalLoopOptions, RefusedCalls, refusalText } from "@adcodicem/value-objects/arguments";
import { type OutputOption, readOutput } from "../frameworks/tool-output.js";
import { lowerParameters } from "../arguments/lowered-parameters.js";
import { EndRun, endOfRun, maxRepeats } from "../frameworks/end-run.js";
import { loopReader } from "../frameworks/loop-reader.js";
import { telemetrySettled } from "../telemetry/span-events.js";
import type { DialectName } from "../dialects/index.js";
import { makerDialect } from "../frameworks/maker-dialect.js";
import { carryLoweredFrom } from "../inspect/lowered-from.js";
import { notAnObjectText } from "./object-text.js";

// The SDK's JsonObjectSchemaStrict, which it does not export: what a strict JSON Schema parameter is
type JsonObjectSchemaStrict<_P = any> = { type: "object"; properties: Record<string, any>; required: string[]; additionalProperties: false; description?: string };

type StrictOptions<C> = Extract<ToolOptions<JsonObjectSchemaStrict<any>, C>, { strict?: true }>;

/** Tool settings passed to `tool()` of @openai/agents as they are (`errorFunction`, `timeoutMs`, `isEnabled`…). */
export type PassedToolOptions<C> = Omit<
  StrictOptions<C>,
  "name" | "description" | "parameters" | "execute" | "strict" | "outputSchema" | "needsApproval" | "customDataExtractor"
>;

/** The options of {@link valueObjectTool}. */
export type ValueObjectToolOptions<P extends Parameters, R, C = unknown> = PassedToolOptions<C> & OutputOption & RefusalLoopOptions & {
  /**
   * Ends the run with `RepeatedRefusalError` (thrown by `run`) when the model sends the same
   * refused call this many times (an integer of 2 or more). Counted per tool since it last
   * accepted a call.
   */
  maxRepeatedRefusals?: number;
  /** The tool's name, unique within the agent. */
  name: string;
  /** What the tool does, for the model. */
  description: string;
  /** A `vo.object(...)`, or its shape: `{ iban: Iban, quantity: Quantity }`. */
  parameters: P;
  /** Runs with the arguments read with the rules (branded, defaults filled in); never with refused ones. */
  execute: (args: Arguments<P>, context?: RunContext<C>) => R | Promise<R>;
  /**
   * The provider whose dialect the schema is lowered for, for a host that talks to another provider
   * than its own (an OpenAI-compatible endpoint of Gemini or Ollama, say); strictness is the host's, not a
   * dialect name. Default: `openai`, lowered for strict mode (`openai-strict`) and sent strict, as
   * the SDK sends a tool; under another dialect the tool is sent with `strict: false` (the SDK
   * rewrites a strict tool's schema to OpenAI's strict form), its schema as lowered.
   */
  dialect?: Exclude<DialectName, "openai-strict">;
  /** The language of the schema's sentences and of the refusals the model reads (`@adcodicem/value-objects/locales/fr`…); English without one. */
  locale?: vo.Locale;
};

/**
 * An @openai/agents function tool whose schema carries the rules, lowered for OpenAI
 * strict mode (the SDK sends every function tool with `strict: true`), and whose
 * arguments are read with them before `execute` runs: the forced nulls and the
 * `{ key, value }` pairs of strict mode are undone, then every rule is read. A refused
 * call answers the model with the refusal object as the tool's output (its JSON, byte
 * for byte), not the SDK's generic sentence, and `execute` is not run; so is input that is
 * not a JSON object when the tool's `invoke` is called with it. What `execute` throws keeps
 * the SDK's own handling (`errorFunction`). The SDK's `Runner` and `RealtimeSession` (0.20)
 * parse the arguments before any code of the tool runs and answer text that is not JSON with
 * their own sentence ("…Please try again with valid JSON."): a tool cannot answer there.
 *
 * @example
 * ```ts
 * const placeOrder = valueObjectTool({
 *   name: "place_order",
 *   description: "Places an order.",
 *   parameters: { iban: Iban, quantity: Quantity, country: CountryCode },
 *   execute: async ({ iban, quantity, country }) => shop.place(iban, quantity, country), // branded values
 * });
 * const agent = new Agent({ name: "Shop", instructions: "Take orders.", tools: [placeOrder] });
 * ```
 */
export function valueObjectTool<P extends Parameters, R, C = unknown>(options: ValueObjectToolOptions<P, R, C>): FunctionTool<C, JsonObjectSchemaStrict<any>, R | string> {
  const { parameters, execute, dialect, output, onRefusal, lenient, onLenient, maxRepeatedRefusals, locale, ...passed } = options;
  // strict is OpenAI's form: the SDK rewrites any strict tool's schema to it, so another dialect's lowering goes not strict, as lowered
  const strict = dialect === undefined || dialect === "openai";
  const sentDialect = makerDialect(dialect, "openai", strict);
  const lowered = lowerParameters(parameters, { dialect: sentDialect, locale });
  const max = maxRepeats(maxRepeatedRefusals);
  const calls = new RefusedCalls();
  const read = loopReader(lowered, { tool: options.name, dialect: sentDialect, onRefusal, lenient, onLenient, locale });
  const sdkTool = tool<JsonObjectSchemaStrict<any>, C, R | string>({
    ...(passed as PassedToolOptions<C>),
    name: options.name,
    description: options.description,
    parameters: lowered.jsonSchema as JsonObjectSchemaStrict<any>,
    strict,
    async execute(input: unknown, context?: RunContext<C>) {
      const checked = read(input, calls);
      if (checked.ok) {
        const result = await execute(checked.value, context);
        if (output === undefined) return result;
        // the invalid-result object as the tool's output text, never the value
        const answered = readOutput(options.name, output, result, false, onRefusal, sentDialect);
        return answered.ok ? (answered.value as R) : answered.text;
      }
      // what execute throws becomes a message (errorFunction): the end of the run is thrown by invoke, below
      return (endOfRun(checked, max, options.name) ?? (await telemetrySettled(refusalText(checked.refusal)))) as R | string;
    },
  } as StrictOptions<C>) as FunctionTool<C, JsonObjectSchemaStrict<any>, R | string>;
  // invoke parses the input itself and answers text that is not JSON with the SDK's generic
  // sentence (or errorFunction): the input is read first, and such text gets the refusal object
  // the SDK copies `parameters`: the tool itself says what they were lowered from, for the inspector
  carryLoweredFrom(sdkTool, lowered.jsonSchema);
  const invoke = sdkTool.invoke;
  sdkTool.invoke = async (runContext, input, details) => {
    const output = notAnObjectText(input, locale) ?? (await invoke(runContext, input, details));
    if ((output as unknown) instanceof EndRun) throw (output as unknown as EndRun).error;
    return output;
  };
  return sdkTool;
}
