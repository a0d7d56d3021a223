import type { OnRefusal } from "@adcodicem/value-objects/arguments";
import type { Locale } from "@adcodicem/value-objects";
import * as vo from "@adcodicem/value-objects";
import type { AutoParseableBetaOutputFormat } from "@anthropic-ai/sdk/lib/beta-parser";
import { lowerAnswerFormat, readAnswerFormat } from "../answers/answer-format.js";
import { type AnthropicMessage, anthropicAnswer } from "../answers/provider-answers.js";
import { answerError } from "../answers/read-answer.js";
import { parseRefusals } from "./parse-refusal.js";
import type { DialectName } from "../dialects/index.js";
import { makerDialect } from "../frameworks/maker-dialect.js";

/** A structured output format whose answer is read with the rules, from its text or from a whole message. */
export type ValueObjectOutputFormat<T> = AutoParseableBetaOutputFormat<T> & {
  /**
   * The value of a whole message's answer, read with the rules: the stop reason first
   * (`max_tokens` is `answer.cut_off`, `refusal` is `answer.filtered`), then the JSON and
   * the rules. Throws a `vo.ValueObjectError` with `code`, `path` (keys and indexes) and `pointer` (an exact JSON Pointer).
   */
  read(message: AnthropicMessage): T;
  /**
   * The `vo.ValueObjectError` (code, path, pointer) behind an error `client.beta.messages.parse`
   * or `client.messages.parse` threw for this format: the SDK wraps a refused answer in its own
   * error with no `cause` (its text then names the code and the pointer). `undefined` for any
   * other error.
   */
  refusalOf(error: unknown): vo.ValueObjectError | undefined;
};

/** The options of {@link valueObjectOutputFormat}. */
export interface ValueObjectOutputFormatOptions {
  /** Sees each refusal of an answer (`kind: "answer"`: its code and pointer, never the value). What it throws is dropped. */
  readonly onRefusal?: OnRefusal;
  /**
   * The provider whose dialect the schema is lowered for, for a host that talks to another provider
   * than its own (an OpenAI-compatible endpoint of Gemini or Ollama, say); strictness is the host's
   * (here always strict), not a dialect name. Default: `anthropic`; `openai` is
   * lowered for strict mode (`openai-strict`), since a structured output is strict.
   */
  readonly dialect?: Exclude<DialectName, "openai-strict">;
  /** The language of the schema's sentences and of an answer's refusals (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: Locale;
}

/**
 * A structured output (`output_config.format`) for the Anthropic SDK, its schema lowered
 * for Anthropic's native structured output (bounds and lengths said in descriptions,
 * `pattern` kept, records as `{ key, value }` pairs), read with the rules by
 * `client.beta.messages.parse` (`parsed_output`) and by `client.messages.parse`. A refused
 * answer fails the parse (the SDK wraps the error in its own, whose text names the code and
 * the pointer; `format.refusalOf(error)` gives the `vo.ValueObjectError`); `format.read(message)`
 * checks the stop reason first and throws a `vo.ValueObjectError` with `code`, `path` and `pointer`.
 *
 * @example
 * ```ts
 * const format = valueObjectOutputFormat(Order);
 * const message = await client.beta.messages.create({ model, max_tokens: 1024, messages, output_config: { format } });
 * const order = format.read(message); // an Order, or a ValueObjectError with code, path and pointer
 * // or: try { await client.beta.messages.parse({ …, output_config: { format } }) }
 * //     catch (error) { format.refusalOf(error)?.code; }
 * ```
 */
export function valueObjectOutputFormat<S extends vo.AnySchema>(schema: S, options: ValueObjectOutputFormatOptions = {}): ValueObjectOutputFormat<vo.Infer<S>> {
  const format = lowerAnswerFormat(schema, makerDialect(options.dialect, "anthropic", true), options.onRefusal, options.locale);
  const read = (answer: { text: string; finishReason?: string }): vo.Infer<S> => {
    const reading = readAnswerFormat(format, answer);
    if (!reading.ok) throw answerError(reading.refusal);
    return reading.value;
  };
  const refusals = parseRefusals();
  const output = {
    type: "json_schema" as const,
    schema: format.jsonSchema,
    // the SDK keeps only the text of what this throws: that text names the code and the pointer
    parse: (content: string): vo.Infer<S> => {
      const reading = readAnswerFormat(format, { text: content, finishReason: "stop" });
      if (!reading.ok) throw refusals.thrown(reading.refusal);
      return reading.value;
    },
  };
  // not enumerable: the SDK sends the format's own fields as they are
  Object.defineProperty(output, "read", { value: (message: AnthropicMessage) => read(anthropicAnswer(message)) });
  Object.defineProperty(output, "refusalOf", { value: refusals.of });
  return output as ValueObjectOutputFormat<vo.Infer<S>>;
}
