/**
 * @adcodicem/value-objects-ai/openai — value objects in the official `openai` SDK:
 * function tools for `client.chat.completions.runTools`, whose arguments are read with
 * the rules and whose refusals reach the model as the refusal object; structured answers
 * for `response_format` and Responses `text.format`, read with the rules; `checkRequestLimits`
 * for the strict functions of one request.
 * @packageDocumentation
 */
export type { RunnerArguments, ValueObjectFunctionOptions } from "./function.js";
export { RefusedArgumentsError, valueObjectFunction } from "./function.js";
// what `maxRepeatedRefusals` ends a run with: the core's /arguments class, one identity for every entry
export { REPEATED_REFUSAL, RepeatedRefusalError } from "@adcodicem/value-objects/arguments";
export type { RequestTool } from "../dialects/request-limits.js";
export { checkRequestLimits } from "../dialects/request-limits.js";
export type { AnswerReader, OpenaiAnswerSource, ValueObjectResponseFormat, ValueObjectResponseFormatOptions } from "./response-format.js";
export { valueObjectResponseFormat } from "./response-format.js";
