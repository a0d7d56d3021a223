// Interim framework-free pieces for the agent-framework adapters: lowering a tool's
// parameters once, reading arguments back (strict reshaping undone, then the rules), the
// refusal as text, and an answer read from a value a framework already parsed. The
// openai / Anthropic adapters' common pieces (issue 11) replace this file when they land:
// the names and signatures are theirs.
import * as vo from "@adcodicem/value-objects";
import { type AnswerShape, answerShape, unwrapAnswer } from "../answers/answer-shape.js";
import { parseAnswerJson } from "../answers/json-text.js";
import type { AnswerIssue, AnswerReading, AnswerRefusal } from "../answers/read-answer.js";
import { type ArgumentCheck, checkArguments } from "../arguments/check-arguments.js";
import { type Arguments, type Parameters, type ParametersSchema, parametersSchema } from "../arguments/parameters.js";
import { type ArgumentRefusal, notAnObjectRefusal } from "../arguments/refusal-object.js";
import { type DialectName, lowerSchema, reshapesValues, restoreStrictValue } from "../dialects/index.js";

/** A tool's parameters as one provider receives them, and what reading them back needs. */
export interface LoweredParameters<P extends Parameters = Parameters> {
  readonly schema: ParametersSchema<P>;
  /** The `languageModel` profile of the parameters, before lowering. */
  readonly languageModel: vo.JsonSchema;
  /** What the provider receives. */
  readonly jsonSchema: vo.JsonSchema;
  /** Whether the model's arguments may come back reshaped (forced nulls, records as pairs). */
  readonly reshaped: boolean;
}

/** How a tool's parameters are lowered. */
export interface ParametersTarget {
  readonly dialect: DialectName | undefined;
  readonly strict?: boolean;
}

/** Lowers a tool's parameters for a provider, once, at declaration. */
export function lowerParameters<P extends Parameters>(parameters: P, target: ParametersTarget): LoweredParameters<P> {
  const schema = parametersSchema(parameters);
  const languageModel = vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07" });
  if (target.dialect === undefined) return { schema, languageModel, jsonSchema: languageModel, reshaped: false };
  const options = { purpose: "tool" as const, ...(target.strict === undefined ? {} : { strict: target.strict }) };
  return { schema, languageModel, jsonSchema: lowerSchema(languageModel, target.dialect, options), reshaped: reshapesValues(target.dialect, options) };
}

/** Reads the arguments a model sent (JSON text or a parsed value): reshaping undone, then the rules. */
export function readArguments<P extends Parameters>(lowered: LoweredParameters<P>, input: unknown): ArgumentCheck<Arguments<P>> {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, refusal: notAnObjectRefusal() };
    }
  }
  if (lowered.reshaped) value = restoreStrictValue(value, lowered.languageModel);
  return checkArguments(lowered.schema, value) as ArgumentCheck<Arguments<P>>;
}

/** The refusal object as the text a tool result carries: its JSON, nothing added. */
export const refusalText = (refusal: ArgumentRefusal): string => JSON.stringify(refusal);

/** A structured answer as one provider is asked for it, and how it is read back. */
export interface AnswerFormat<S extends vo.AnySchema = vo.AnySchema> {
  readonly shape: AnswerShape<S>;
  readonly jsonSchema: vo.JsonSchema;
  readonly reshaped: boolean;
}

/** Lowers an answer's schema for a provider's structured output, once. */
export function lowerAnswerFormat<S extends vo.AnySchema>(schema: S, dialect: DialectName): AnswerFormat<S> {
  const shape = answerShape(schema);
  const options = { purpose: "response-format" as const };
  return { shape, jsonSchema: lowerSchema(shape.jsonSchema, dialect, options), reshaped: reshapesValues(dialect, options) };
}

/** Reads an answer a framework has already parsed from JSON: reshaping undone, unwrapped, then the rules. */
export function readParsedAnswer<S extends vo.AnySchema>(format: AnswerFormat<S>, parsed: unknown): AnswerReading<vo.Infer<S>> {
  const restored = format.reshaped ? restoreStrictValue(parsed, format.shape.jsonSchema) : parsed;
  const { value, unwrapped } = unwrapAnswer(format.shape, restored);
  const result = vo.validate(format.shape.schema, value);
  if (result.ok) return { ok: true, value: result.value as vo.Infer<S> };
  const [first, ...rest] = result.issues.map((issue): AnswerIssue => ({ code: issue.code, message: issue.message, path: vo.toJsonPointer(issue.path) }));
  const refusal: AnswerRefusal = { ...first, ...(rest.length > 0 ? { more: rest } : {}), ...(unwrapped ? { under: "data" } : {}) };
  return { ok: false, refusal };
}

/** Reads an answer's text (a code fence around the JSON tolerated): the JSON, then as {@link readParsedAnswer}. */
export function readAnswerText<S extends vo.AnySchema>(format: AnswerFormat<S>, text: string): AnswerReading<vo.Infer<S>> {
  const json = parseAnswerJson(text);
  if (!json.ok) return { ok: false, refusal: { code: json.refusal.code, message: json.refusal.message, path: "" } };
  return readParsedAnswer(format, json.value);
}
