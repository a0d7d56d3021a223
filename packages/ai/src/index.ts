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
export type { Arguments, Parameters, ParametersSchema } from "./arguments/parameters.js";
export { parametersSchema } from "./arguments/parameters.js";
