/**
 * @adcodicem/value-objects-ai/ai-sdk — value objects in the AI SDK (7): tools whose
 * arguments are read with the rules, a middleware that lowers every schema for the
 * provider, structured answers read with the rules, and a bounded repair loop.
 * @packageDocumentation
 */
export type { PassedToolOptions, ToolInput, ValueObjectTool, ValueObjectToolOptions } from "./tool.js";
export { valueObjectTool } from "./tool.js";
export { isArgumentRefusal } from "@adcodicem/value-objects/arguments";
export { repeatedRefusal } from "./repeated-refusal.js";
export type { LenientEvent, OnLenient, OnRefusal, RefusalEvent, RefusalKind } from "@adcodicem/value-objects/arguments";
export type { ValueObjectMiddlewareOptions } from "./middleware.js";
export { valueObjectMiddleware } from "./middleware.js";
export type { ValueObjectOutput, ValueObjectOutputOptions } from "./output.js";
export { valueObjectOutput } from "./output.js";
export type { CheckedAnswer, GenerateCheckedOptions } from "./generate-checked.js";
export { generateChecked } from "./generate-checked.js";
export { InvalidToolResultError } from "./invalid-result-error.js";
