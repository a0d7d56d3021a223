import type * as vo from "@adcodicem/value-objects";
import { type DialectName, lowerSchema, reshapesValues } from "../dialects/index.js";
import { markLoweredFrom } from "../inspect/lowered-from.js";
import { type AnswerShape, answerShape } from "./answer-shape.js";
import type { OnRefusal } from "@adcodicem/value-objects/arguments";
import { answerRefusalReporter } from "./answer-events.js";
import { type Answer, type AnswerReading, type AnswerRefusal, readAnswer } from "./read-answer.js";

/** A structured answer as one provider is asked for it, and how it is read back. */
export interface AnswerFormat<S extends vo.AnySchema = vo.AnySchema> {
  readonly shape: AnswerShape<S>;
  /** The response format's schema as the provider receives it. */
  readonly jsonSchema: vo.JsonSchema;
  /** Whether the answer may come back reshaped (forced nulls, records as pairs). */
  readonly reshaped: boolean;
  /** Hands a refused answer's events to the program's `onRefusal` (absent: none asked). */
  readonly report?: (refusal: AnswerRefusal) => void;
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
export function lowerAnswerFormat<S extends vo.AnySchema>(schema: S, dialect: DialectName, onRefusal?: OnRefusal, locale?: vo.Locale): AnswerFormat<S> {
  const shape = answerShape(schema, locale);
  const options = { purpose: "response-format" as const, locale };
  const jsonSchema = lowerSchema(shape.jsonSchema, dialect, options);
  // the inspector reads, from the answer format alone, what its schema was lowered from
  markLoweredFrom(jsonSchema, { languageModel: shape.jsonSchema, dialect, purpose: "response-format", strict: true });
  const format = { shape, jsonSchema, reshaped: reshapesValues(dialect, options) };
  return onRefusal === undefined ? format : { ...format, report: answerRefusalReporter(onRefusal, dialect) };
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
  const reading = readAnswer(format.shape, answer, { reshaped: format.reshaped });
  if (!reading.ok) format.report?.(reading.refusal);
  return reading;
}
