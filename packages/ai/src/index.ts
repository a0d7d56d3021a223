/**
 * @adcodicem/value-objects-ai — what a language model needs from value objects,
 * framework-free: provider dialects, argument refusals, structured answers.
 * The AI SDK adapter lives in `@adcodicem/value-objects-ai/ai-sdk`, one adapter per
 * other framework beside it. This face holds what a user without a framework calls,
 * and what the MCP package builds on; the pieces the adapters share stay inside.
 * @packageDocumentation
 */

// Schemas for a provider: lower, and undo what strict mode reshaped.
export type { DialectName, LowerOptions } from "./dialects/index.js";
export { dialects, lowerSchema, ProviderLimitError, restoreStrictValue } from "./dialects/index.js";

// Arguments: read with the rules; a refusal a model (or a person) can act on.
export type { Arguments, Parameters, ParametersSchema } from "./arguments/parameters.js";
export { parametersSchema } from "./arguments/parameters.js";
export type { ArgumentCheck } from "./arguments/check-arguments.js";
export { checkArguments } from "./arguments/check-arguments.js";
export type { ArgumentRefusal, RefusedArgument } from "./arguments/refusal-object.js";
export { isArgumentRefusal, notAnObjectRefusal, refusalLines } from "./arguments/refusal-object.js";

// The bounds every refusal keeps, for a sibling that writes refusals of its own (MCP's log).
export { cutText, listWithinBounds, REFUSAL_BYTES, utf8Bytes } from "./refusal-bounds.js";

// Answers: read with the rules, and the message that asks for a repair.
export { ANSWER_CUT_OFF, ANSWER_FILTERED, ANSWER_NOT_JSON, answerCodes, answerMessages } from "./answers/codes.js";
export type { AnswerShape } from "./answers/answer-shape.js";
export { answerShape } from "./answers/answer-shape.js";
export type { Answer, AnswerIssue, AnswerReading, AnswerRefusal, ReadAnswerOptions } from "./answers/read-answer.js";
export { readAnswer } from "./answers/read-answer.js";
export { repairMessage } from "./answers/repair-message.js";
