/**
 * @adcodicem/value-objects-ai/mastra — value objects in Mastra: tools whose arguments are
 * read with the rules, a refusal answered as the tool's result.
 * @packageDocumentation
 */
export type { ValueObjectToolOptions } from "./tool.js";
export { valueObjectTool } from "./tool.js";
