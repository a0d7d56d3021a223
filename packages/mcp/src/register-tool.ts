import { type Arguments, checkArguments, type Parameters } from "@adcodicem/value-objects-ai";
import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { type OutputSpec, prepareOutput, prepareParameters } from "./listed-schemas.js";
import { checkOutput } from "./output-check.js";
import { acceptRawArguments } from "./raw-arguments.js";
import { logInvalidResult } from "./result-log.js";
import { invalidResultResult, refusedArgumentsResult } from "./tool-error.js";
import type { HandlerExtra, ValueObjectToolResult } from "./types.js";
import { hideUnknownNames } from "./unknown-names.js";

/** A value-object tool's declaration: `registerTool`'s config, with value-object schemas. */
export interface ValueObjectToolConfig<P extends Parameters, O extends OutputSpec | undefined = undefined> {
  readonly title?: string;
  readonly description: string;
  /** A `vo.object(...)` or a shape of schemas; every rule is listed and read. */
  readonly parameters: P;
  /** The result's schema; one that is not an object travels under `result`. */
  readonly output?: O;
  readonly annotations?: ToolAnnotations;
  readonly _meta?: Record<string, unknown>;
}

/** A value-object tool's handler: the arguments read with the rules (branded types), and the SDK's extra. */
export type ValueObjectToolHandler<P extends Parameters, O extends OutputSpec | undefined = undefined> = (
  args: Arguments<P>,
  extra: HandlerExtra,
) => ValueObjectToolResult<O> | Promise<ValueObjectToolResult<O>>;

/**
 * Registers a tool with the SDK (`server.registerTool`) whose listed `inputSchema`
 * (and `outputSchema`) carry every rule, in the languageModel profile. Before the
 * handler runs, the arguments are read with the rules; a refusal answers as a tool
 * execution error and the handler is not called. With `output`, the handler's
 * `structuredContent` is read with the output rules before it leaves; one that
 * breaks them is logged and answered as an error. The tool returned is the SDK's
 * own: it is listed, enabled, disabled, updated and removed as any other.
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
  if (typeof handler !== "function") throw new TypeError(`Tool ${name}: the handler must be a function.`);
  const parameters = prepareParameters(config.parameters);
  const output = config.output === undefined ? undefined : prepareOutput(config.output);

  const callback = async (args: Record<string, unknown> | undefined, extra: HandlerExtra): Promise<CallToolResult> => {
    // the SDK hands `{}` for omitted arguments; the request context stays in `extra`, never read here
    const checked = checkArguments(parameters.schema, args ?? {});
    if (!checked.ok) return refusedArgumentsResult(checked.refusal, output !== undefined);
    const result = (await handler(checked.value as Arguments<P>, extra)) as CallToolResult;
    if (output === undefined) return result;
    const read = checkOutput(output, result);
    if (read.ok) return read.result;
    logInvalidResult(server, name, read.issues, extra?.sessionId);
    return invalidResultResult(name);
  };

  const tool = server.registerTool(
    name,
    {
      ...(config.title !== undefined ? { title: config.title } : {}),
      description: config.description,
      inputSchema: parameters.carrier,
      ...(output !== undefined ? { outputSchema: output.carrier } : {}),
      ...(config.annotations !== undefined ? { annotations: config.annotations } : {}),
      ...(config._meta !== undefined ? { _meta: config._meta } : {}),
    },
    callback,
  );
  acceptRawArguments(server, tool, output !== undefined);
  hideUnknownNames(server, "tools/call");
  return tool;
}
