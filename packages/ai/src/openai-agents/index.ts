/**
 * @adcodicem/value-objects-ai/openai-agents — value objects in @openai/agents: function
 * tools whose arguments are read with the rules (a refusal is the tool's output), and an
 * agent output type whose answer is read with them.
 * @packageDocumentation
 */
export type { PassedToolOptions, ValueObjectToolOptions } from "./tool.js";
export { valueObjectTool } from "./tool.js";
// what `maxRepeatedRefusals` ends a run with: the core's /arguments class, one identity for every entry
export { REPEATED_REFUSAL, RepeatedRefusalError } from "@adcodicem/value-objects/arguments";
export type { ValueObjectOutputType, ValueObjectOutputTypeOptions } from "./output-type.js";
export { valueObjectOutputType } from "./output-type.js";
