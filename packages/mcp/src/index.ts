/**
 * @adcodicem/value-objects-mcp — MCP tools, prompts and resource templates (SDK 1.x
 * `McpServer`) whose schemas carry value-object rules, whose arguments are read
 * with those rules, and whose refusals are tool execution errors.
 *
 * @example
 * ```ts
 * import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
 *
 * registerValueObjectTool(server, "place_order", {
 *   description: "Places an order.",
 *   parameters: { iban: Iban, quantity: Quantity },
 * }, async ({ iban, quantity }) => ({ content: [{ type: "text", text: `Ordered ${quantity}.` }] }));
 * ```
 * @packageDocumentation
 */
export type { ValueObjectToolConfig, ValueObjectToolHandler } from "./v1/register-tool.js";
export { registerValueObjectTool } from "./v1/register-tool.js";
export type { HandlerExtra, StructuredContent, ValueObjectToolResult } from "./v1/types.js";
export type { OutputSpec } from "./shared/listed-schemas.js";
export { invalidResultResult, refusedArgumentsResult } from "./shared/tool-error.js";
export type { ValueObjectPromptConfig, ValueObjectPromptHandler } from "./v1/prompts.js";
export { refusedPromptError, registerValueObjectPrompt } from "./v1/prompts.js";
export type { ValueObjectResourceHandler, ValueObjectResourceTemplateConfig } from "./v1/resource-templates.js";
export { refusedVariablesError, registerValueObjectResourceTemplate } from "./v1/resource-templates.js";
export type { LowLevelTool } from "./v1/low-level-server.js";
export { answerToolCallsWithRules, defineValueObjectTool } from "./v1/low-level-server.js";
export type { ListedTool, ValueObjectToolDefinition } from "./shared/tool-definition.js";
export type { ElicitationOutcome, ElicitValueObjectsOptions } from "./v1/elicit.js";
export { elicitValueObjects } from "./v1/elicit.js";
export type { ElicitationProperty, ElicitationSchema } from "./shared/elicitation-schema.js";
export { ElicitationSchemaError } from "./shared/elicitation-schema.js";
export { elicitationSchema } from "./shared/elicitation-schema.js";
export { readElicitation } from "./shared/read-elicitation.js";
export type { ListedValueObjectTool } from "./shared/tool-list.js";
export { valueObjectTools } from "./shared/tool-list.js";
