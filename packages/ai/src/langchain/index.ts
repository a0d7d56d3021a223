/**
 * @adcodicem/value-objects-ai/langchain — value objects in LangChain: tools whose
 * arguments are read with the rules, a refusal answered as a `ToolMessage` with status `error`.
 * @packageDocumentation
 */
export type { ValueObjectTool, ValueObjectToolOptions } from "./tool.js";
export { valueObjectTool } from "./tool.js";
