import type * as vo from "@adcodicem/value-objects";
import {
  type DeepPartial,
  type FinishReason,
  type JSONSchema7,
  type LanguageModelResponseMetadata,
  type LanguageModelUsage,
  NoObjectGeneratedError,
  type OutputInterface,
} from "ai";
import { type AnswerShape, answerShape, unwrapAnswer } from "../answers/answer-shape.js";
import { type AnswerReading, type AnswerRefusal, answerError, readAnswer } from "../answers/read-answer.js";
import { writtenPointer } from "../answers/repair-line.js";
import { answerRefusalReporter } from "../answers/answer-events.js";
import type { OnRefusal } from "@adcodicem/value-objects/arguments";
import { streamedReadings } from "./streamed-readings.js";

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
  /** Sees each refusal of an answer (`kind: "answer"`: its code and pointer, never the value). What it throws is dropped. */
  readonly onRefusal?: OnRefusal;
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
    response: context.response === undefined ? (undefined as never) : withoutText(context.response),
    usage: context.usage,
    finishReason: context.finishReason,
  });
}

/**
 * The same error for an answer refused while it streamed: the answer never finished, so
 * no finish reason, usage or response is known yet (each is `undefined`).
 */
export function refusedStreamError(refusal: AnswerRefusal): NoObjectGeneratedError {
  return refusedAnswerError(refusal, { response: undefined, usage: undefined, finishReason: undefined } as never);
}

/** @internal How an output spec hands its reading on: thrown when refused (`valueObjectOutput`), or to `onReading` (the repair loop). */
export interface AnswerMode<S extends vo.AnySchema> {
  readonly schemaInPrompt?: boolean;
  /** With `schemaInPrompt`: ask for the provider's JSON mode (a response format without a schema). */
  readonly jsonMode?: boolean;
  /** Receives every reading the AI SDK asks for, with what the SDK handed; a refusal is then not thrown, and the call's `output` holds no value. */
  readonly onReading?: (reading: AnswerReading<vo.Infer<S>>, context: ReadContext) => void;
}

/** @internal The output spec for answer settings. */
export function answerOutput<S extends vo.AnySchema>(settings: AnswerSettings<S>, mode: AnswerMode<S>): ValueObjectOutput<S> {
  const { shape, name, description } = settings;
  const readings = streamedReadings(shape);
  const reportRefusal = answerRefusalReporter(settings.onRefusal);
  const responseFormat = mode.schemaInPrompt
    ? { type: mode.jsonMode ? ("json" as const) : ("text" as const) }
    : { type: "json" as const, schema: shape.jsonSchema as JSONSchema7, ...(name !== undefined ? { name } : {}), ...(description !== undefined ? { description } : {}) };
  return {
    [ANSWER]: settings,
    name: "value-object",
    responseFormat: Promise.resolve(responseFormat),
    async parseCompleteOutput({ text }: { text: string }, context: ReadContext) {
      const reading = readAnswer(shape, { text, finishReason: context.finishReason });
      if (!reading.ok) reportRefusal(reading.refusal);
      mode.onReading?.(reading, context);
      if (reading.ok) return reading.value;
      // the repair loop has the refusal already, and never reads the `output` of a refused call (no OUTPUT to give: as never)
      if (mode.onReading !== undefined) return undefined as never;
      throw refusedAnswerError(reading.refusal, context);
    },
    // each member is read with its rules as soon as it is complete: the answer so far holds
    // only values that passed, and the first refusal ends the stream (the SDK cancels the
    // model's stream when this throws, and the call's output rejects with this error)
    async parsePartialOutput({ text }: { text: string }) {
      const reading = readings.read(text);
      if (!reading.ok) {
        reportRefusal(reading.refusal);
        throw refusedStreamError(reading.refusal);
      }
      return reading.partial === undefined ? undefined : { partial: reading.partial as DeepPartial<vo.InferInput<S>> };
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
 * Streamed (`streamText`), each member is read as soon as its JSON value is complete: the
 * partial answers hold only values that passed their rules (a union or a lazy member once
 * complete, as read), and the first refusal ends the stream with the same error (the model's
 * stream cancelled; behind `valueObjectMiddleware`, the request's abort signal fired); prose
 * around the JSON ends it at once with `answer.not_json`.
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
