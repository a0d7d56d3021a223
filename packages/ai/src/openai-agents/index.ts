/**
 * @adcodicem/value-objects-ai/openai-agents — value objects in @openai/agents: function
 * tools whose arguments are read with the rules (a refusal is the tool's output), and an
 * agent output type whose answer is read with them.
 * @packageDocumentation
 */
export type { PassedToolOptions, ValueObjectToolOptions } from "./tool.js";
export { valueObjectTool } from "./tool.js";
export type { ValueObjectOutputType, ValueObjectOutputTypeOptions } from "./output-type.js";
export { valueObjectOutputType } from "./output-type.js";
