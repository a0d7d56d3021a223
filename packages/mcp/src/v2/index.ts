/**
 * @adcodicem/value-objects-mcp/v2 — the same tools, prompts and resource templates
 * for the MCP TypeScript SDK 2.x (`@modelcontextprotocol/server`'s `McpServer`),
 * with the same wire behaviour as the root entry gives SDK 1.x.
 *
 * @example
 * ```ts
 * import { McpServer } from "@modelcontextprotocol/server";
 * import { registerValueObjectTool } from "@adcodicem/value-objects-mcp/v2";
 *
 * const server = new McpServer({ name: "shop", version: "1.0.0" });
 * registerValueObjectTool(server, "place_order", {
 *   description: "Places an order.",
 *   parameters: { iban: Iban, quantity: Quantity },
 * }, async ({ iban, quantity }) => ({ content: [{ type: "text", text: `Ordered ${quantity}.` }] }));
 * ```
 * @packageDocumentation
 */
export type { ValueObjectToolConfig, ValueObjectToolHandler } from "./register-tool.js";
export { registerValueObjectTool } from "./register-tool.js";
export type { HandlerContext, ValueObjectToolResult } from "./types.js";
export type { StructuredContent } from "../shared/structured-content.js";
export type { OutputSpec } from "../shared/listed-schemas.js";
export { invalidResultResult, refusedArgumentsResult } from "../shared/tool-error.js";
export type { ValueObjectPromptConfig, ValueObjectPromptHandler } from "./prompts.js";
export { refusedPromptError, registerValueObjectPrompt } from "./prompts.js";
export type { ValueObjectResourceHandler, ValueObjectResourceTemplateConfig } from "./resource-templates.js";
export { refusedVariablesError, registerValueObjectResourceTemplate } from "./resource-templates.js";
export type { LowLevelTool } from "./low-level-server.js";
export { answerToolCallsWithRules, defineValueObjectTool } from "./low-level-server.js";
export type { ListedTool, ValueObjectToolDefinition } from "../shared/tool-definition.js";
export type { ElicitationProperty, ElicitationSchema } from "../shared/elicitation-schema.js";
export { ElicitationSchemaError, elicitationSchema } from "../shared/elicitation-schema.js";
export { readElicitation } from "../shared/read-elicitation.js";
export type { ListedValueObjectTool } from "../shared/tool-list.js";
export { valueObjectTools } from "../shared/tool-list.js";
