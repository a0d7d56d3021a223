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
export type { ValueObjectToolConfig, ValueObjectToolHandler } from "./register-tool.js";
export { registerValueObjectTool } from "./register-tool.js";
export type { HandlerExtra, StructuredContent, ValueObjectToolResult } from "./types.js";
export type { OutputSpec } from "./listed-schemas.js";
export { invalidResultResult, refusedArgumentsResult } from "./tool-error.js";
export type { ValueObjectPromptConfig, ValueObjectPromptHandler } from "./prompts.js";
export { refusedPromptError, registerValueObjectPrompt } from "./prompts.js";
export type { ValueObjectResourceHandler, ValueObjectResourceTemplateConfig } from "./resource-templates.js";
export { refusedVariablesError, registerValueObjectResourceTemplate } from "./resource-templates.js";
export type { LowLevelTool } from "./low-level-server.js";
export { answerToolCallsWithRules, defineValueObjectTool } from "./low-level-server.js";
export type { ListedTool, ValueObjectToolDefinition } from "./tool-definition.js";
