import type { Arguments, Parameters } from "@adcodicem/value-objects/arguments";
import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { OutputSpec } from "../shared/listed-schemas.js";
import { sdkToolConfig, type ToolDeclaration } from "../shared/tool-declaration.js";
import { listTool } from "../shared/tool-list.js";
import { toolRegistration } from "../shared/tool-registration.js";
import { hideUnknownCompletionNames } from "./completion-names.js";
import { acceptRawArguments } from "./raw-arguments.js";
import { registryRename, replaceUpdate, toolRegistry } from "./sdk-seam.js";
import type { HandlerExtra, ValueObjectToolResult } from "./types.js";
import { hideUnknownNames } from "./unknown-names.js";
import { zodCarrier } from "./zod-carrier.js";
import { sessionOf } from "./session.js";

/** A value-object tool's declaration: `registerTool`'s config, with value-object schemas. */
export type ValueObjectToolConfig<P extends Parameters, O extends OutputSpec | undefined = undefined> = ToolDeclaration<P, O, ToolAnnotations>;

/** A value-object tool's handler: the arguments read with the rules (branded types), and the SDK's extra. */
export type ValueObjectToolHandler<P extends Parameters, O extends OutputSpec | undefined = undefined> = (
  args: Arguments<P>,
  extra: HandlerExtra,
) => ValueObjectToolResult<O> | Promise<ValueObjectToolResult<O>>;

/**
 * Registers a tool with the SDK (`server.registerTool`) whose listed `inputSchema`
 * (and `outputSchema`) carry every rule, in the languageModel profile (draft-07, the
 * dialect SDK 1.x's Client checks them in, named by `$schema`). Before the
 * handler runs, the arguments are read with the rules; a refusal answers as a tool
 * execution error and the handler is not called. With `output`, the handler's
 * `structuredContent` is read with the output rules before it leaves; one that
 * breaks them is logged and answered as an error. The tool returned is the SDK's
 * own: it is listed, enabled, disabled, updated and removed as any other; its
 * `update()` keeps the rules (a new `callback` receives the arguments as read, a new
 * `paramsSchema` or `outputSchema` is value-object parameters or output) or refuses
 * what would drop them. Throws if the SDK is not as this package knows SDK 1.x.
 *
 * @example
 * ```ts
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
  const registration = toolRegistration(name, config, handler as (args: unknown, extra: HandlerExtra) => CallToolResult | Promise<CallToolResult>, "draft-07");
  const { state } = registration;
  // the SDK hands `{}` for omitted arguments; the request context stays in `extra`, never read here
  const callback = (args: Record<string, unknown> | undefined, extra: HandlerExtra): Promise<CallToolResult> =>
    registration.call(args, extra, (params) => server.server.sendLoggingMessage(params, extra?.sessionId), sessionOf(server, extra));

  const { prepared } = state;
  const tool = server.registerTool(
    name,
    sdkToolConfig(config, zodCarrier(prepared.parameters.jsonSchema), prepared.output === undefined ? undefined : zodCarrier(prepared.output.jsonSchema)),
    callback,
  );
  acceptRawArguments(server, name, tool, () => state.prepared.output !== undefined);
  listTool(server, state, tool);
  const registry = toolRegistry(server, name, tool);
  const rename = registryRename(registry as Record<string, unknown>, tool);
  hideUnknownNames(server, "tools/call", registry);
  hideUnknownCompletionNames(server);

  // `update()` keeps the rules: a new callback is the handler the rules call, new schemas
  // are value-object ones (set on the tool's public schema fields, since SDK 1.x's update
  // would read them as a Zod shape), and anything else is refused before the SDK changes
  return replaceUpdate(tool, (update) => (updates) => {
    const current = state.prepared.name;
    const { change, rest } = registration.update(updates);
    rename.before(current, updates.name);
    if (change.parameters !== undefined) tool.inputSchema = zodCarrier(change.parameters.jsonSchema);
    if (change.output !== undefined) tool.outputSchema = zodCarrier(change.output.jsonSchema);
    update(rest);
    rename.after(updates.name);
  });
}
