import type * as vo from "@adcodicem/value-objects";
import { type DialectName, lowerSchema, reshapesValues } from "../dialects/index.js";
import { type AnswerShape, answerShape } from "./answer-shape.js";
import { type Answer, type AnswerReading, readAnswer } from "./read-answer.js";

/** A structured answer as one provider is asked for it, and how it is read back. */
export interface AnswerFormat<S extends vo.AnySchema = vo.AnySchema> {
  readonly shape: AnswerShape<S>;
  /** The response format's schema as the provider receives it. */
  readonly jsonSchema: vo.JsonSchema;
  /** Whether the answer may come back reshaped (forced nulls, records as pairs). */
  readonly reshaped: boolean;
}

/**
 * Lowers an answer's schema for a provider's structured output, once: wrapped under
 * `data` when the value is not an object, then lowered (a schema past the provider's
 * strict limits throws `ProviderLimitError` here).
 *
 * @example
 * ```ts
 * const format = lowerAnswerFormat(Order, "openai-strict");
 * body.response_format = { type: "json_schema", json_schema: { name: "order", strict: true, schema: format.jsonSchema } };
 * ```
 */
export function lowerAnswerFormat<S extends vo.AnySchema>(schema: S, dialect: DialectName, locale?: vo.Locale): AnswerFormat<S> {
  const shape = answerShape(schema, locale);
  const options = { purpose: "response-format" as const, locale };
  return { shape, jsonSchema: lowerSchema(shape.jsonSchema, dialect, options), reshaped: reshapesValues(dialect, options) };
}

/**
 * Reads an answer given in a lowered format: the finish reason first, then the JSON,
 * the reshaping undone, then the rules.
 *
 * @example
 * ```ts
 * const reading = readAnswerFormat(format, { text, finishReason: "stop" });
 * if (!reading.ok) throw answerError(reading.refusal); // code, JSON Pointer
 * ```
 */
export function readAnswerFormat<S extends vo.AnySchema>(format: AnswerFormat<S>, answer: Answer): AnswerReading<vo.Infer<S>> {
  return readAnswer(format.shape, answer, { reshaped: format.reshaped });
}
