import type { Arguments, Parameters } from "@adcodicem/value-objects/arguments";
import type { CallToolResult, McpServer, RegisteredTool, ServerContext, ToolAnnotations } from "@modelcontextprotocol/server";
import type { OutputSpec } from "../shared/listed-schemas.js";
import { sdkToolConfig, type ToolDeclaration } from "../shared/tool-declaration.js";
import { listTool } from "../shared/tool-list.js";
import { toolRegistration } from "../shared/tool-registration.js";
import { messageSeam, replaceUpdate, sentInstead, wereNotAnObject } from "./sdk-seam.js";
import { standardCarrier } from "./standard-carrier.js";
import { sessionOf } from "./session.js";
import type { ValueObjectToolResult } from "./types.js";

/** A value-object tool's declaration: `registerTool`'s config, with value-object schemas. */
export type ValueObjectToolConfig<P extends Parameters, O extends OutputSpec | undefined = undefined> = ToolDeclaration<P, O, ToolAnnotations>;

/** A value-object tool's handler: the arguments read with the rules (branded types), and SDK 2.x's context. */
export type ValueObjectToolHandler<P extends Parameters, O extends OutputSpec | undefined = undefined> = (
  args: Arguments<P>,
  ctx: ServerContext,
) => ValueObjectToolResult<O> | Promise<ValueObjectToolResult<O>>;


/**
 * Registers a tool with SDK 2.x (`server.registerTool`) whose listed `inputSchema`
 * (and `outputSchema`) carry every rule, in the languageModel profile. Before the
 * handler runs, the arguments are read with the rules; a refusal answers as a tool
 * execution error and the handler is not called. With `output`, the handler's
 * `structuredContent` is read with the output rules before it leaves; one that
 * breaks them is logged and answered as an error. The wire is the 1.x entry's, to
 * the byte. The tool returned is the SDK's own; its `update()` keeps the rules (a
 * new `callback` receives the arguments as read) or refuses what would drop them.
 *
 * @example
 * ```ts
 * import { McpServer } from "@modelcontextprotocol/server";
 * import { registerValueObjectTool } from "@adcodicem/value-objects-mcp/v2";
 *
 * const server = new McpServer({ name: "shop", version: "1.0.0" });
 * registerValueObjectTool(server, "place_order", {
 *   description: "Places an order.",
 *   parameters: { iban: vo.describe(Iban, "The account to debit."), quantity: Quantity },
 * }, async ({ iban, quantity }) => ({ content: [{ type: "text", text: `Ordered ${quantity}.` }] }));
 * ```
 */
export function registerValueObjectTool<P extends Parameters, O extends OutputSpec | undefined = undefined>(
  server: McpServer,
  name: string,
  config: ValueObjectToolConfig<P, O>,
  handler: ValueObjectToolHandler<P, O>,
): RegisteredTool {
  const registration = toolRegistration(name, config, handler as (args: unknown, ctx: ServerContext) => CallToolResult | Promise<CallToolResult>, "draft-2020-12");
  const seam = messageSeam(server);
  const { state } = registration;

  const callback = (args: unknown, ctx: ServerContext): Promise<CallToolResult> =>
    // arguments that were not an object reach the rules as sent (the seam kept them under its mark): refused as a whole
    registration.call(wereNotAnObject(args) ? sentInstead(args) : args, ctx, (params) => server.server.sendLoggingMessage(params, ctx?.sessionId), sessionOf(server, ctx));

  const tool = server.registerTool(
    name,
    sdkToolConfig(config, standardCarrier(state.prepared.parameters.jsonSchema), state.prepared.output === undefined ? undefined : standardCarrier(state.prepared.output.jsonSchema)),
    callback,
  );
  seam.tools.set(name, { hasOutput: state.prepared.output !== undefined });
  listTool(server, state, tool);

  return replaceUpdate(tool, (update) => (updates) => {
    const before = state.prepared.name;
    const { change, rest } = registration.update(updates);
    update({
      ...rest,
      ...(change.parameters !== undefined ? { paramsSchema: standardCarrier(change.parameters.jsonSchema) } : {}),
      ...(change.output !== undefined ? { outputSchema: standardCarrier(change.output.jsonSchema) } : {}),
    });
    if (updates.name !== undefined && updates.name !== before) seam.tools.delete(before);
    if (updates.name !== null) seam.tools.set(state.prepared.name, { hasOutput: state.prepared.output !== undefined });
  });
}
