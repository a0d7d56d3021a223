import type { OnRefusal } from "@adcodicem/value-objects/arguments";
import type { Locale } from "@adcodicem/value-objects";
import type * as vo from "@adcodicem/value-objects";
import type { RunErrorHandler, RunErrorHandlerResult } from "@openai/agents";
import { answerError } from "../answers/read-answer.js";
import { lowerAnswerFormat, readAnswerFormat } from "../answers/answer-format.js";
import type { DialectName } from "../dialects/index.js";
import { makerDialect } from "../frameworks/maker-dialect.js";

/** The options of {@link valueObjectOutputType}. */
export interface ValueObjectOutputTypeOptions {
  /** Sees each refusal of an answer (`kind: "answer"`: its code and pointer, never the value). What it throws is dropped. */
  readonly onRefusal?: OnRefusal;
  /**
   * The provider whose dialect the schema is lowered for, for a host that talks to another provider
   * than its own (an OpenAI-compatible endpoint of Gemini or Ollama, say); strictness is the host's
   * (here always strict), not a dialect name. Default: `openai`, lowered for strict mode
   * (`openai-strict`), since the SDK sends it strict.
   */
  readonly dialect?: Exclude<DialectName, "openai-strict">;
  /** The language of the schema's sentences and of an answer's refusals (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: Locale;
}

/**
 * An `outputType` for `new Agent({ outputType })`: a Standard Schema with JSON Schema
 * whose JSON Schema is the answer's, lowered for OpenAI strict mode, and whose check
 * reads the answer with the rules. `invalidFinalOutput` is the run error handler that
 * turns the SDK's code-less error for a refused answer into the refusal.
 */
export interface ValueObjectOutputType<S extends vo.AnySchema = vo.AnySchema> extends vo.StandardSchemaV1<unknown, vo.Infer<S>> {
  readonly "~standard": vo.StandardSchemaV1.Props<unknown, vo.Infer<S>> & vo.StandardJSONSchemaV1.Props<unknown, vo.Infer<S>>;
  /**
   * For `run(agent, input, { errorHandlers: { invalidFinalOutput } })`: reads the answer the
   * SDK refused with the rules and gives the SDK's `ModelBehaviorError` a `cause`, the
   * `vo.ValueObjectError` (`code`, `path`, `pointer`), before the run rejects with it; or gives the
   * value when the SDK only failed to parse it (JSON inside a code fence).
   */
  readonly invalidFinalOutput: RunErrorHandler<any, any>;
}

// The text of the last assistant message of a run's output items
function lastAnswerText(output: readonly unknown[]): string | undefined {
  for (let i = output.length - 1; i >= 0; i--) {
    const item = output[i] as { type?: unknown; role?: unknown; content?: unknown };
    if (item?.type !== "message" || item.role !== "assistant" || !Array.isArray(item.content)) continue;
    return item.content.map((part: { type?: unknown; text?: unknown }) => (part?.type === "output_text" && typeof part.text === "string" ? part.text : "")).join("");
  }
  return undefined;
}

/**
 * The output type of an @openai/agents `Agent` whose final answer is read with the
 * rules: the response format carries them (lowered for OpenAI strict mode, sent with
 * `strict: true`; an answer that is not an object travels under `data`), and the answer
 * is read with them, forced nulls and `{ key, value }` pairs undone first.
 *
 * A refused answer fails the run. The SDK replaces whatever a check or a handler throws
 * with its own error (no code; by default no detail, since it cannot know that our
 * messages never hold the value), so pass the output type's `invalidFinalOutput` as the
 * run's error handler: the run then rejects with the SDK's `ModelBehaviorError` whose
 * `cause` is a `vo.ValueObjectError` with `code`, `path` (keys and indexes) and `pointer`
 * (an exact JSON Pointer, `""` at the root). Outside a run (`agent.processFinalOutput(text)`) the check throws that cause itself.
 *
 * @example
 * ```ts
 * const output = valueObjectOutputType(OrderConfirmation);
 * const agent = new Agent({ name: "Shop", instructions: "Confirm the order.", outputType: output });
 * const result = await run(agent, "Confirm.", { errorHandlers: { invalidFinalOutput: output.invalidFinalOutput } });
 * result.finalOutput; // { quantity: Quantity, country: CountryCode }; a refusal rejects with e.cause.code, e.cause.path, e.cause.pointer
 * ```
 */
export function valueObjectOutputType<S extends vo.AnySchema>(schema: S, options: ValueObjectOutputTypeOptions = {}): ValueObjectOutputType<S> {
  const format = lowerAnswerFormat(schema, makerDialect(options.dialect, "openai", true), options.onRefusal, options.locale);
  const jsonSchema = () => format.jsonSchema as Record<string, unknown>;
  return {
    "~standard": {
      version: 1,
      vendor: "adcodicem",
      // the SDK turns returned issues into an Error without codes, so a refusal is thrown as ours
      validate(value: unknown) {
        // the SDK hands over the JSON it parsed; read as text, it goes through the one reading of answers
        const reading = readAnswerFormat(format, { text: JSON.stringify(value) ?? "" });
        if (!reading.ok) throw answerError(reading.refusal);
        return { value: reading.value };
      },
      jsonSchema: { input: jsonSchema, output: jsonSchema },
    },
    // What a handler throws is redacted too, but the error it is handed is the one the run
    // rejects with when it returns nothing: the refusal travels as that error's cause.
    invalidFinalOutput({ error, runData }): RunErrorHandlerResult<any> | undefined {
      const reading = readAnswerFormat(format, { text: lastAnswerText(runData.output) ?? "" });
      if (reading.ok) return { finalOutput: reading.value };
      Object.defineProperty(error, "cause", { value: answerError(reading.refusal), configurable: true, writable: true });
      return undefined;
    },
  };
}
