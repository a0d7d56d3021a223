import type { Parameters } from "@adcodicem/value-objects/arguments";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { type CallToolResult, CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { OutputSpec } from "../shared/listed-schemas.js";
import type { ValueObjectToolConfig, ValueObjectToolHandler } from "./register-tool.js";
import { defineTool, toolTable, type ValueObjectToolDefinition } from "../shared/tool-definition.js";
import type { HandlerExtra } from "./types.js";
import { wireError } from "./wire-error.js";

/** A value-object tool for SDK 1.x's low-level `Server`. */
export type LowLevelTool = ValueObjectToolDefinition<HandlerExtra, CallToolResult>;

/**
 * Defines a value-object tool for a server that does not use `McpServer` (SDK 1.x's
 * low-level `Server`): the same declaration and handler as `registerValueObjectTool`.
 * Hand it to {@link answerToolCallsWithRules}, or use its `tool` (for `tools/list`)
 * and `call` (for `tools/call`) in handlers of your own.
 *
 * @example
 * ```ts
 * const placeOrder = defineValueObjectTool("place_order", { description: "Places an order.", parameters: { quantity: Quantity } },
 *   ({ quantity }) => ({ content: [{ type: "text", text: `Ordered ${quantity}.` }] }));
 * ```
 */
export function defineValueObjectTool<P extends Parameters, O extends OutputSpec | undefined = undefined>(
  name: string,
  config: ValueObjectToolConfig<P, O>,
  handler: ValueObjectToolHandler<P, O>,
): LowLevelTool {
  return defineTool(name, config, handler as (args: unknown, extra: HandlerExtra) => CallToolResult | Promise<CallToolResult>, "draft-07");
}

/**
 * Answers `tools/list` and `tools/call` on SDK 1.x's low-level `Server` with the
 * given value-object tools, by the rules: the schemas listed carry every rule, the
 * arguments are read with them before a handler runs (a refusal is a tool execution
 * error), and a result is read with the output rules before it leaves. A name not
 * among them is `-32602 Tool not found`, without the name. The server must declare
 * the `tools` capability (as the SDK asks before such handlers are set).
 *
 * @example
 * ```ts
 * const server = new Server({ name: "shop", version: "1.0.0" }, { capabilities: { tools: {} } });
 * answerToolCallsWithRules(server, [placeOrder]);
 * ```
 */
export function answerToolCallsWithRules(server: Server, tools: readonly LowLevelTool[]): void {
  const table = toolTable(tools);
  server.setRequestHandler(ListToolsRequestSchema, () => table.listed());
  const notFound = (text: string) => wireError(ErrorCode.InvalidParams, text);
  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    table.named(request.params.name, notFound).call(request.params.arguments, extra, (params) => server.sendLoggingMessage(params, extra.sessionId)),
  );
}
