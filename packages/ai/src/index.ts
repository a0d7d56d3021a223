/**
 * @adcodicem/value-objects-ai — what a language model needs from value objects,
 * framework-free: argument refusals, provider dialects, structured answers.
 * The AI SDK adapter lives in `@adcodicem/value-objects-ai/ai-sdk`.
 * @packageDocumentation
 */
export type { ArgumentRefusal, RefusedArgument } from "./arguments/refusal-object.js";
export { argumentRefusal, notAnObjectRefusal, refusalLines } from "./arguments/refusal-object.js";
export type { ArgumentCheck } from "./arguments/check-arguments.js";
export { checkArguments } from "./arguments/check-arguments.js";
export { cutText, FIELD_CHARS, LISTED, listWithinBounds, REFUSAL_BYTES, utf8Bytes } from "./refusal-bounds.js";
export type { Arguments, Parameters, ParametersSchema } from "./arguments/parameters.js";
export type { LoweredParameters, ParametersTarget } from "./arguments/lowered-parameters.js";
export { lowerParameters, readArguments } from "./arguments/lowered-parameters.js";
export { refusalText } from "./arguments/refusal-text.js";
export { parametersSchema } from "./arguments/parameters.js";
export { ANSWER_CUT_OFF, ANSWER_FILTERED, ANSWER_NOT_JSON, answerCodes, answerMessages } from "./answers/codes.js";
export { finishReasonRefusal } from "./answers/finish-reason.js";
export type { JsonReading } from "./answers/json-text.js";
export { answerJsonSpan, parseAnswerJson, stripCodeFence } from "./answers/json-text.js";
export type { AnswerShape } from "./answers/answer-shape.js";
export { answerShape, unwrapAnswer } from "./answers/answer-shape.js";
export type { Answer, AnswerIssue, AnswerReading, AnswerRefusal, ReadAnswerOptions } from "./answers/read-answer.js";
export { answerError, readAnswer } from "./answers/read-answer.js";
export type { AnswerFormat } from "./answers/answer-format.js";
export { lowerAnswerFormat, readAnswerFormat } from "./answers/answer-format.js";
export type { AnthropicMessage, OpenaiChatChoice, OpenaiResponse } from "./answers/provider-answers.js";
export { anthropicAnswer, openaiChatAnswer, openaiResponsesAnswer } from "./answers/provider-answers.js";
export { repairMessage } from "./answers/repair-message.js";
export { schemaInPrompt } from "./answers/schema-in-prompt.js";
export type { DialectName, Disposition, KeywordTable, LimitedDialect, LowerOptions, SchemaCounts } from "./dialects/index.js";
export {
  ProviderLimitError,
  anthropicKeywords,
  checkAnthropicRequest,
  checkSchemaLimits,
  countSchema,
  dialectForProvider,
  dialects,
  geminiKeywords,
  limitedDialect,
  lowerSchema,
  ollamaKeywords,
  openaiKeywords,
  openaiStrictKeywords,
  providerLimits,
  reshapesValues,
  restoreStrictText,
  restoreStrictValue,
} from "./dialects/index.js";
