import type * as vo from "@adcodicem/value-objects";
import type { RunnableToolFunctionWithParse } from "openai/lib/RunnableFunction";
import { lowerParameters } from "../arguments/lowered-parameters.js";
import { type Arguments, type Parameters, type RefusalLoopOptions, RefusedCalls } from "@adcodicem/value-objects/arguments";
import type { DialectName } from "../dialects/index.js";
import { makerDialect } from "../frameworks/maker-dialect.js";
import { EndRun, endOfRun, maxRepeats } from "../frameworks/end-run.js";
import { loopReader } from "../frameworks/loop-reader.js";
import { refusalErrorClass } from "../frameworks/refused-arguments.js";
import { unparsedName } from "./unparsed-name.js";
import { type OutputOption, readOutput } from "../frameworks/tool-output.js";

/** What `runTools` hands a function besides its arguments: the runner and the `toolContext` of the run. */
export type RunnerArguments = RunnableToolFunctionWithParse<object>["function"]["function"] extends (args: object, ...rest: infer Rest) => unknown ? Rest : never;

/** The options of {@link valueObjectFunction}. */
export interface ValueObjectFunctionOptions<P extends Parameters, OUTPUT> extends RefusalLoopOptions, OutputOption {
  /**
   * Ends the run with `RepeatedRefusalError` when the model sends the same refused call this
   * many times (an integer of 2 or more): `runTools` ends its run on what a function throws.
   * Counted per function since it last accepted a call.
   */
  readonly maxRepeatedRefusals?: number;
  /** The function's name, as the model calls it. */
  readonly name: string;
  /** What the function does, for the model. */
  readonly description: string;
  /** A `vo.object(...)`, or its shape: `{ iban: Iban, quantity: Quantity }`. */
  readonly parameters: P;
  /** Runs with the arguments read with the rules (branded, defaults filled in); never with refused ones. What it throws ends the run, as `runTools` does. */
  readonly execute: (args: Arguments<P>, ...runner: RunnerArguments) => OUTPUT | Promise<OUTPUT>;
  /** Strict mode (Structured Outputs), as the SDK's own helpers send it. Defaults to `true`. */
  readonly strict?: boolean;
  /** The language of the schema's sentences and of the refusals the model reads (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: vo.Locale;
  /**
   * The provider whose dialect the schema is lowered for, for a host that talks to another provider
   * than its own (an OpenAI-compatible endpoint of Gemini or Ollama, say); strictness is the host's
   * (`strict`), not a dialect name. Default: `openai` (`openai-strict` while `strict`).
   */
  readonly dialect?: Exclude<DialectName, "openai-strict">;
}

/**
 * Thrown by the function's `parse` for refused arguments: `runTools` sends an error's
 * message as the tool message's content, so the message is the refusal object's JSON.
 */
export class RefusedArgumentsError extends refusalErrorClass(Error) {}

/**
 * A function tool for the openai SDK's `client.chat.completions.runTools({ tools })`,
 * whose schema carries the rules, lowered for OpenAI (strict mode by default: every
 * property required, an optional one nullable, records as `{ key, value }` pairs; the
 * rules strict mode rejects said in descriptions). The model's arguments have the strict
 * reshaping undone and are read with the rules before `execute`; a refused call answers
 * the model with the refusal object, byte for byte, as the tool message's content, and
 * `execute` is not run. A schema past OpenAI's strict limits throws `ProviderLimitError` here.
 *
 * In strict mode, `function.name` is a `String` object holding the name (compare it with
 * `String(fn.function.name)`): the SDK's `runTools` parses a strict tool's arguments itself,
 * before the tool, and ends the whole run on text that is not JSON, which a server that does
 * not enforce strict mode sends; a name that is not `===` the call's keeps its parser away,
 * and the model gets the refusal (`value_object.not_parsable`) instead. Checked when the
 * function is declared: with an openai SDK where that no longer holds, this throws.
 *
 * @example
 * ```ts
 * const placeOrder = valueObjectFunction({
 *   name: "place_order",
 *   description: "Places an order.",
 *   parameters: { iban: Iban, quantity: Quantity, country: CountryCode },
 *   execute: ({ iban, quantity, country }) => ({ orderId: "o-1", iban, quantity, country }),
 * });
 * const runner = client.chat.completions.runTools({ model: "gpt-5", messages, tools: [placeOrder] });
 * ```
 */
export function valueObjectFunction<P extends Parameters, OUTPUT>(options: ValueObjectFunctionOptions<P, OUTPUT>): RunnableToolFunctionWithParse<Arguments<P> & object> {
  const strict = options.strict !== false;
  const dialect = makerDialect(options.dialect, "openai", strict);
  const lowered = lowerParameters(options.parameters, { dialect, locale: options.locale });
  const { execute } = options;
  const max = maxRepeats(options.maxRepeatedRefusals);
  const calls = new RefusedCalls();
  const read = loopReader(lowered, { tool: options.name, dialect, onRefusal: options.onRefusal, lenient: options.lenient, onLenient: options.onLenient, locale: options.locale });
  return {
    type: "function",
    function: {
      // strict: a String object, so that runTools leaves arguments that are not JSON to `parse`
      name: strict ? unparsedName(options.name) : options.name,
      description: options.description,
      parameters: lowered.jsonSchema,
      strict,
      parse(text: string) {
        const checked = read(text, calls);
        if (checked.ok) return checked.value as Arguments<P> & object;
        // runTools answers the model with what parse throws, and ends the run on what the function throws
        const end = endOfRun(checked, max, options.name);
        if (end !== undefined) return end as unknown as Arguments<P> & object;
        throw new RefusedArgumentsError(checked.refusal);
      },
      function: (args: Arguments<P> & object, ...runner: RunnerArguments) => {
        if ((args as unknown) instanceof EndRun) throw (args as unknown as EndRun).error;
        const { output } = options;
        if (output === undefined) return execute(args, ...runner);
        // runTools sends an object as its JSON: the invalid-result object, never the value
        return Promise.resolve(execute(args, ...runner)).then((result) => {
          const answered = readOutput(options.name, output, result, false, options.onRefusal, dialect);
          return (answered.ok ? answered.value : answered.answer) as OUTPUT;
        });
      },
    },
  };
}
