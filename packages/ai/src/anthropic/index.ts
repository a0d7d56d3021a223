/**
 * @adcodicem/value-objects-ai/anthropic — value objects in the official `@anthropic-ai/sdk`:
 * tools for `client.beta.messages.toolRunner`, whose input is read with the rules and whose
 * refusals reach the model as the refusal object in an `is_error` tool result; structured
 * outputs read with the rules; `checkRequestLimits` for the strict tools of one request.
 * @packageDocumentation
 */
export type { ToolRunResult, ValueObjectToolOptions } from "./tool.js";
export { RefusedArgumentsError, valueObjectTool } from "./tool.js";
export type { RequestTool } from "../dialects/request-limits.js";
export { checkRequestLimits } from "../dialects/request-limits.js";
export type { ValueObjectOutputFormat, ValueObjectOutputFormatOptions } from "./output-format.js";
export { valueObjectOutputFormat } from "./output-format.js";
