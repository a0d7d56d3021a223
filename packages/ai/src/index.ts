/**
 * @adcodicem/value-objects-ai — what a language model needs from value objects,
 * framework-free: provider dialects, argument refusals, structured answers.
 * The AI SDK adapter lives in `@adcodicem/value-objects-ai/ai-sdk`, one adapter per
 * other framework beside it. This face holds what a user without a framework calls;
 * the pieces the adapters share stay inside. The argument layer itself (reading, the
 * refusal, its lines and bounds) is the core's `@adcodicem/value-objects/arguments`,
 * which the MCP package builds on without this one.
 * @packageDocumentation
 */

// Schemas for a provider: lower, and undo what strict mode reshaped.
export type { DialectName, LowerOptions } from "./dialects/index.js";
export { dialects, lowerSchema, ProviderLimitError, restoreStrictValue } from "./dialects/index.js";

// Arguments: read with the rules; a refusal a model (or a person) can act on. The core's
// `@adcodicem/value-objects/arguments` holds them (with the refusal's lines and bounds); here
// for a user without a framework, one function with the core's.
export type { ArgumentCheck, ArgumentRefusal, Arguments, Parameters, ParametersSchema, RefusedArgument } from "@adcodicem/value-objects/arguments";
export { checkArguments, isArgumentRefusal } from "@adcodicem/value-objects/arguments";

// Answers: read with the rules, and the message that asks for a repair.
export { ANSWER_CUT_OFF, ANSWER_FILTERED, ANSWER_NOT_JSON, answerCodes, answerMessages } from "./answers/codes.js";
export type { AnswerShape } from "./answers/answer-shape.js";
export { answerShape } from "./answers/answer-shape.js";
export type { Answer, AnswerIssue, AnswerReading, AnswerRefusal, ReadAnswerOptions } from "./answers/read-answer.js";
export { readAnswer } from "./answers/read-answer.js";

// Where each rule goes, per provider: for a snapshot test of what each provider receives.
export type { RuleMap, RuleMapOptions } from "./inspect/rule-map.js";
export type { RuleWhere } from "./inspect/rule-places.js";
export { ruleMap } from "./inspect/rule-map.js";
export { repairMessage } from "./answers/repair-message.js";
