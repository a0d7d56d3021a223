import type { OnRefusal } from "@adcodicem/value-objects/arguments";
import type { Locale } from "@adcodicem/value-objects";
import * as vo from "@adcodicem/value-objects";
import { makeParseableResponseFormat } from "openai/lib/parser";
import type { AutoParseableResponseFormat, AutoParseableTextFormat } from "openai/lib/parser";
import { lowerAnswerFormat, readAnswerFormat } from "../answers/answer-format.js";
import { type OpenaiChatChoice, type OpenaiResponse, openaiChatAnswer, openaiResponsesAnswer } from "../answers/provider-answers.js";
import { answerError } from "../answers/read-answer.js";
import type { DialectName } from "../dialects/index.js";
import { makerDialect } from "../frameworks/maker-dialect.js";

/** Options of {@link valueObjectResponseFormat}. */
export interface ValueObjectResponseFormatOptions {
  /** Sees each refusal of an answer (`kind: "answer"`: its code and pointer, never the value). What it throws is dropped. */
  readonly onRefusal?: OnRefusal;
  /** The format's name, as OpenAI asks for one. */
  readonly name: string;
  /** What the answer is, for the model. */
  readonly description?: string;
  /** Strict mode (Structured Outputs). Defaults to `true`. */
  readonly strict?: boolean;
  /**
   * The provider whose dialect the schema is lowered for, for a host that talks to another provider
   * than its own (an OpenAI-compatible endpoint of Gemini or Ollama, say); strictness is the host's
   * (`strict`), not a dialect name. Default: `openai` (`openai-strict` while `strict`).
   */
  readonly dialect?: Exclude<DialectName, "openai-strict">;
  /** The language of the schema's sentences and of an answer's refusals (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: Locale;
}

/** A completion (Chat Completions) or a response (Responses API) whose answer is read. */
export type OpenaiAnswerSource = { readonly choices: readonly OpenaiChatChoice[] } | OpenaiResponse;

/** Reads the answer of a whole completion or response: the finish reason first, then the rules. */
export interface AnswerReader<T> {
  /**
   * The value of the answer, read with the rules; throws a `vo.ValueObjectError` whose
   * `code` says why (`answer.cut_off` for finish `length` or an incomplete response,
   * `answer.filtered` for a content filter or a model's refusal, `answer.not_json`, or a
   * value object's code) and whose `path` (keys and indexes) and `pointer` (an exact JSON Pointer) say where in the value.
   */
  read(source: OpenaiAnswerSource): T;
}

/** A response format for `response_format` (Chat Completions) and `text.format` (Responses API). */
export type ValueObjectResponseFormat<T> = AutoParseableResponseFormat<T> & AutoParseableTextFormat<T> & AnswerReader<T>;

const isChat = (source: OpenaiAnswerSource): source is { readonly choices: readonly OpenaiChatChoice[] } => Array.isArray((source as { choices?: unknown }).choices);

/**
 * A structured answer for the openai SDK, its schema lowered for OpenAI (strict by
 * default), read with the rules. One object serves both APIs: given as `response_format`
 * to `client.chat.completions.parse`, or as `text.format` to `client.responses.parse`,
 * it is sent in that API's shape, and `parsed` / `output_parsed` hold the value read with
 * the rules (forced nulls and record pairs undone). A refused answer throws a
 * `vo.ValueObjectError` with `code`, `path` (keys and indexes) and `pointer` (an exact JSON Pointer). The SDK checks the finish
 * reason before reading (a cut-off or filtered chat answer throws its own error; an
 * incomplete response is not read); `format.read(completion)` does the same with codes.
 *
 * @example
 * ```ts
 * const format = valueObjectResponseFormat(Order, { name: "order" });
 * const completion = await client.chat.completions.parse({ model: "gpt-5", messages, response_format: format });
 * completion.choices[0].message.parsed; // an Order, read with the rules
 * const response = await client.responses.parse({ model: "gpt-5", input, text: { format } });
 * format.read(response); // the same, or a vo.ValueObjectError with code, path and pointer
 * ```
 */
export function valueObjectResponseFormat<S extends vo.AnySchema>(schema: S, options: ValueObjectResponseFormatOptions): ValueObjectResponseFormat<vo.Infer<S>> {
  const strict = options.strict !== false;
  const format = lowerAnswerFormat(schema, makerDialect(options.dialect, "openai", strict), options.onRefusal, options.locale);
  const described = options.description === undefined ? {} : { description: options.description };
  const jsonSchema = { name: options.name, ...described, schema: format.jsonSchema, strict };
  const readText = (text: string): vo.Infer<S> => {
    const reading = readAnswerFormat(format, { text, finishReason: "stop" });
    if (!reading.ok) throw answerError(reading.refusal);
    return reading.value;
  };
  // The SDK's own constructor brands the object and attaches the parser it calls
  const made = makeParseableResponseFormat({ type: "json_schema", json_schema: jsonSchema }, readText);
  Object.defineProperties(made, {
    // the Responses API takes the same format flat: the key it sits under says which shape to send
    toJSON: { value: (key: string) => (key === "format" ? { type: "json_schema", ...jsonSchema } : { type: "json_schema", json_schema: jsonSchema }) },
    name: { value: options.name },
    schema: { value: format.jsonSchema },
    strict: { value: strict },
    read: {
      value: (source: OpenaiAnswerSource): vo.Infer<S> => {
        const answer = isChat(source) ? openaiChatAnswer(source) : openaiResponsesAnswer(source);
        const reading = readAnswerFormat(format, answer);
        if (!reading.ok) throw answerError(reading.refusal);
        return reading.value;
      },
    },
  });
  return made as unknown as ValueObjectResponseFormat<vo.Infer<S>>;
}
