import type * as vo from "@adcodicem/value-objects";
import {
  type DeepPartial,
  type FinishReason,
  type JSONSchema7,
  type LanguageModelResponseMetadata,
  type LanguageModelUsage,
  NoObjectGeneratedError,
  type OutputInterface,
  parsePartialJson,
} from "ai";
import { type AnswerShape, answerShape, unwrapAnswer } from "../answers/answer-shape.js";
import { type AnswerReading, type AnswerRefusal, answerError, readAnswer } from "../answers/read-answer.js";
import { writtenPointer } from "../answers/repair-line.js";
import { nestsDeeperThan, PARTIAL_DEPTH, partialJsonText } from "./partial-answer.js";

/** An output spec for `generateText` / `streamText` that reads the answer with the rules. */
export interface ValueObjectOutput<S extends vo.AnySchema = vo.AnySchema> extends OutputInterface<vo.Infer<S>, DeepPartial<vo.InferInput<S>>, never> {
  /** @internal How the answer is asked for and read, for {@link generateChecked}. */
  readonly [ANSWER]: AnswerSettings<S>;
}

/** Options of {@link valueObjectOutput}. */
export interface ValueObjectOutputOptions {
  /** A name for the answer; some providers pass it to the model. */
  readonly name?: string;
  /** What the answer is; some providers pass it to the model. */
  readonly description?: string;
  /** The language of the schema's sentences and of the refusals of an answer (`@adcodicem/value-objects/locales/fr`…); English without one. */
  readonly locale?: vo.Locale;
}

/** @internal */
export interface AnswerSettings<S extends vo.AnySchema = vo.AnySchema> extends ValueObjectOutputOptions {
  readonly shape: AnswerShape<S>;
}

/** @internal Where an output spec keeps its answer settings. */
export const ANSWER: unique symbol = Symbol.for("@adcodicem/value-objects-ai/answer");

/** What the AI SDK hands an output spec besides the text. */
export type ReadContext = { response: LanguageModelResponseMetadata; usage: LanguageModelUsage; finishReason: FinishReason };

// The response's metadata, without its messages and body: they hold the model's text
const withoutText = ({ id, timestamp, modelId, headers }: LanguageModelResponseMetadata): LanguageModelResponseMetadata => ({
  id,
  timestamp,
  modelId,
  messages: [],
  ...(headers !== undefined ? { headers } : {}),
});

/**
 * The AI SDK's error for an answer the rules refused: its `cause` is a
 * `vo.ValueObjectError` with the code, the path and the pointer. The model's text is
 * left out of the error (its response keeps the metadata, not the messages or the
 * body), as every refusal leaves out what was sent.
 */
export function refusedAnswerError(refusal: AnswerRefusal, context: ReadContext): NoObjectGeneratedError {
  // the message is read in logs: the pointer cut and escaped, as the model reads it
  const where = refusal.path.length === 0 ? "" : ` at ${writtenPointer(refusal)}`;
  return new NoObjectGeneratedError({
    message: `No object generated: the answer was refused (${refusal.code}${where}): ${refusal.message}`,
    cause: answerError(refusal),
    response: withoutText(context.response),
    usage: context.usage,
    finishReason: context.finishReason,
  });
}

/** @internal How an output spec hands its reading on: thrown when refused (`valueObjectOutput`), or to `onReading` (the repair loop). */
export interface AnswerMode<S extends vo.AnySchema> {
  readonly schemaInPrompt?: boolean;
  /** Receives every reading the AI SDK asks for, with what the SDK handed; a refusal is then not thrown, and the call's `output` holds no value. */
  readonly onReading?: (reading: AnswerReading<vo.Infer<S>>, context: ReadContext) => void;
}

/** @internal The output spec for answer settings. */
export function answerOutput<S extends vo.AnySchema>(settings: AnswerSettings<S>, mode: AnswerMode<S>): ValueObjectOutput<S> {
  const { shape, name, description } = settings;
  const responseFormat = mode.schemaInPrompt
    ? { type: "text" as const }
    : { type: "json" as const, schema: shape.jsonSchema as JSONSchema7, ...(name !== undefined ? { name } : {}), ...(description !== undefined ? { description } : {}) };
  return {
    [ANSWER]: settings,
    name: "value-object",
    responseFormat: Promise.resolve(responseFormat),
    async parseCompleteOutput({ text }: { text: string }, context: ReadContext) {
      const reading = readAnswer(shape, { text, finishReason: context.finishReason });
      mode.onReading?.(reading, context);
      if (reading.ok) return reading.value;
      // the repair loop has the refusal already, and never reads the `output` of a refused call (no OUTPUT to give: as never)
      if (mode.onReading !== undefined) return undefined as never;
      throw refusedAnswerError(reading.refusal, context);
    },
    // partial answers are shown as they come, unchecked, as the AI SDK's own object output does;
    // one nested too deep for the SDK to compare (it stringifies each) is held back
    async parsePartialOutput({ text }: { text: string }) {
      const parsed = await parsePartialJson(partialJsonText(text));
      if (parsed.value === undefined || parsed.state === "failed-parse" || parsed.state === "undefined-input") return undefined;
      if (nestsDeeperThan(parsed.value, PARTIAL_DEPTH)) return undefined;
      return { partial: unwrapAnswer(shape, parsed.value).value as DeepPartial<vo.InferInput<S>> };
    },
    createElementStreamTransform() {
      return undefined;
    },
  };
}

/**
 * An output spec for `generateText` / `streamText` (`output:`): the response format
 * carries the rules (the `languageModel` schema; an answer that is not an object is
 * wrapped under `data`, and unwrapped when read), and the answer is read with them.
 * The finish reason is checked first (`length` → `answer.cut_off`, a content filter
 * or a refusal → `answer.filtered`; no value is read from those), then the JSON (a
 * code fence around it is tolerated, else `answer.not_json`), then each value object.
 * Reading fails with the AI SDK's `NoObjectGeneratedError`, whose `cause` is a
 * `vo.ValueObjectError` with `code`, `path` (the keys and indexes, `[]` at the root) and
 * `pointer` (the same place as an exact RFC 6901 JSON Pointer, `""` at the root).
 *
 * @example
 * ```ts
 * const { output } = await generateText({ model, prompt, output: valueObjectOutput(Order) });
 * // output: { iban: Iban, quantity: Quantity, … }, or NoObjectGeneratedError with cause.code, cause.path, cause.pointer
 * ```
 */
export function valueObjectOutput<S extends vo.AnySchema>(schema: S, options: ValueObjectOutputOptions = {}): ValueObjectOutput<S> {
  return answerOutput({ ...options, shape: answerShape(schema, options.locale) }, {});
}

/** @internal The answer settings of an output spec made by {@link valueObjectOutput}. */
export function answerSettingsOf<S extends vo.AnySchema>(output: ValueObjectOutput<S>): AnswerSettings<S> {
  const settings = (output as Partial<ValueObjectOutput<S>> | undefined)?.[ANSWER];
  if (settings === undefined) throw new TypeError("output must be made by valueObjectOutput(schema).");
  return settings;
}
