import * as vo from "@adcodicem/value-objects";
import { knownLocale } from "@adcodicem/value-objects/arguments";

/** The key a non-object answer travels under: providers ask for an object at the root. */
export const WRAP_KEY = "data";

/**
 * How an answer of one schema is asked for and read: the `languageModel` schema
 * the model receives and whether the value travels wrapped under `data`.
 */
export interface AnswerShape<S extends vo.AnySchema = vo.AnySchema> {
  readonly schema: S;
  /** The schema of the answer as the model must write it (wrapped when needed). */
  readonly jsonSchema: vo.JsonSchema;
  /** True when the value travels as `{"data": value}`. */
  readonly wrapped: boolean;
  /** The language of its sentences and of the refusals of an answer (English where undefined). */
  readonly locale?: vo.Locale;
}

// Only an object of named members is sent as it is: a record becomes a list of pairs
// under a strict dialect, and a list, a text or a number cannot stand at the root.
const isPlainObjectSchema = (schema: vo.JsonSchema): boolean =>
  schema.type === "object" && typeof schema.properties === "object" && schema.properties !== null && typeof schema.additionalProperties !== "object";

/**
 * The shape of an answer: its `languageModel` schema, wrapped under `data` when the
 * value is not an object of named members (a list, a record, a text, a number…).
 *
 * @example
 * ```ts
 * answerShape(vo.array(Iban)).jsonSchema;
 * // {"type":"object","properties":{"data":{"type":"array",…}},"required":["data"],"additionalProperties":false}
 * ```
 */
export function answerShape<S extends vo.AnySchema>(schema: S, locale?: vo.Locale): AnswerShape<S> {
  knownLocale(locale);
  const written = vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07", locale });
  if (isPlainObjectSchema(written)) return { schema, jsonSchema: written, wrapped: false, locale };
  // definitions stay at the root, where their references point
  const { definitions, ...value } = written;
  return {
    schema,
    jsonSchema: {
      type: "object",
      properties: { [WRAP_KEY]: value },
      required: [WRAP_KEY],
      additionalProperties: false,
      ...(definitions === undefined ? {} : { definitions }),
    },
    wrapped: true,
    locale,
  };
}

/**
 * The value inside a wrapped answer. An answer that is not `{"data": …}` is read as
 * it is: a model that got the schema only as text may send the bare value, and the
 * rules still decide whether it is one.
 *
 * @example
 * ```ts
 * unwrapAnswer(answerShape(vo.array(Quantity)), { data: [1, 2] }); // { value: [1, 2], unwrapped: true }
 * ```
 */
export function unwrapAnswer(shape: AnswerShape, answer: unknown): { readonly value: unknown; readonly unwrapped: boolean } {
  if (!shape.wrapped) return { value: answer, unwrapped: false };
  if (typeof answer === "object" && answer !== null && !Array.isArray(answer)) {
    const keys = Object.keys(answer);
    if (keys.length === 1 && keys[0] === WRAP_KEY) return { value: (answer as Record<string, unknown>)[WRAP_KEY], unwrapped: true };
  }
  return { value: answer, unwrapped: false };
}
