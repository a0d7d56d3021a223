import type { Parameters } from "@adcodicem/value-objects/arguments";
import { type CallToolResult, ProtocolError, ProtocolErrorCode, type Server, type ServerContext } from "@modelcontextprotocol/server";
import type { OutputSpec } from "../shared/listed-schemas.js";
import { defineTool, toolTable, type ValueObjectToolDefinition } from "../shared/tool-definition.js";
import type { ValueObjectToolConfig, ValueObjectToolHandler } from "./register-tool.js";

/** A value-object tool for SDK 2.x's low-level `Server`. */
export type LowLevelTool = ValueObjectToolDefinition<ServerContext, CallToolResult>;

/**
 * Defines a value-object tool for a server that does not use `McpServer` (SDK 2.x's
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
  return defineTool(name, config, handler as (args: unknown, ctx: ServerContext) => CallToolResult | Promise<CallToolResult>, "draft-2020-12");
}

/**
 * Answers `tools/list` and `tools/call` on SDK 2.x's low-level `Server` with the
 * given value-object tools, by the rules: the schemas listed carry every rule, the
 * arguments are read with them before a handler runs (a refusal is a tool execution
 * error), and a result is read with the output rules before it leaves (and passed
 * through the server's own `projectCallToolResult`, as SDK 2.x asks of low-level
 * handlers). A name not among them is `-32602 Tool not found`, without the name.
 * The server must declare the `tools` capability.
 *
 * @example
 * ```ts
 * const server = new Server({ name: "shop", version: "1.0.0" }, { capabilities: { tools: {} } });
 * answerToolCallsWithRules(server, [placeOrder]);
 * ```
 */
export function answerToolCallsWithRules(server: Server, tools: readonly LowLevelTool[]): void {
  const table = toolTable(tools);
  const notFound = (text: string) => new ProtocolError(ProtocolErrorCode.InvalidParams, text);
  // as never: ListedTool is plain JSON for SDK 1.x and 2.x alike (annotations as the author gave them), not SDK 2's ListToolsResult
  server.setRequestHandler("tools/list", () => table.listed() as never);
  server.setRequestHandler("tools/call", async (request, ctx) => {
    const tool = table.named(request.params.name, notFound);
    const result = (await tool.call(request.params.arguments, ctx, (params) => server.sendLoggingMessage(params, ctx.sessionId))) as CallToolResult;
    return server.projectCallToolResult(result, tool.tool.outputSchema as Record<string, unknown> | undefined);
  });
}
