import type { Parameters } from "@adcodicem/value-objects/arguments";
import type { ListedDialect, OutputSpec } from "./listed-schemas.js";
import type { SendLog } from "./result-log.js";
import { callLoop } from "./call-loop.js";
import { answerToolCall, prepareTool } from "./tool-call.js";
import type { ToolDeclaration } from "./tool-declaration.js";
import type { ToolErrorResult, ToolResultLike } from "./tool-result.js";

/** A tool as `tools/list` lists it: plain JSON, the same for SDK 1.x and 2.x. */
export interface ListedTool {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: { readonly type: "object"; readonly [key: string]: unknown };
  readonly outputSchema?: { readonly type: "object"; readonly [key: string]: unknown };
  readonly annotations?: unknown;
  readonly _meta?: Record<string, unknown>;
}

/**
 * A value-object tool for a server that does not use `McpServer` (the SDK's
 * low-level `Server`): what `tools/list` lists for it, and how a `tools/call` of it
 * is answered with the rules.
 */
export interface ValueObjectToolDefinition<E, R> {
  readonly name: string;
  readonly tool: ListedTool;
  /**
   * Answers a call: `args` as sent, `extra` as the SDK hands a request handler. A
   * result that breaks the output rules is logged on stderr, and sent with `send`
   * as an MCP log notification where one is given.
   */
  call(args: unknown, extra: E, send?: SendLog): Promise<R | ToolErrorResult>;
}

const NO_NOTIFICATION: SendLog = () => Promise.resolve();

/**
 * Defines a value-object tool apart from any server: the schemas are written once,
 * here, in `dialect` (the one the face's SDK Client reads); each call reads the arguments with the rules before `handler` runs, and
 * the result with the output rules after.
 *
 * @example
 * ```ts
 * const order = defineTool("place_order", { description: "Places an order.", parameters: { quantity: Quantity } },
 *   ({ quantity }) => ({ content: [{ type: "text", text: `Ordered ${quantity}.` }] }), "draft-2020-12");
 * order.tool.inputSchema; // { type: "object", properties: { quantity: { …, maximum: 100 } }, … }
 * ```
 */
export function defineTool<E, R extends ToolResultLike>(
  name: string,
  config: ToolDeclaration<Parameters, OutputSpec | undefined, unknown>,
  handler: (args: any, extra: E) => R | Promise<R>,
  dialect: ListedDialect,
): ValueObjectToolDefinition<E, R> {
  if (typeof handler !== "function") throw new TypeError(`Tool ${name}: the handler must be a function.`);
  const prepared = prepareTool(name, config, dialect);
  const loop = callLoop(config);
  // a low-level server's session is its request's session id: a call without one counts nothing
  const sessionOf = (extra: E): string | undefined => {
    const id = (extra as { sessionId?: unknown } | null | undefined)?.sessionId;
    return typeof id === "string" ? id : undefined;
  };
  const tool: ListedTool = {
    name,
    ...(config.title !== undefined ? { title: config.title } : {}),
    description: config.description,
    inputSchema: prepared.parameters.jsonSchema as ListedTool["inputSchema"],
    ...(prepared.output !== undefined ? { outputSchema: prepared.output.jsonSchema as ListedTool["inputSchema"] } : {}),
    ...(config.annotations !== undefined ? { annotations: config.annotations } : {}),
    ...(config._meta !== undefined ? { _meta: config._meta } : {}),
  };
  return {
    name,
    tool,
    call: (args, extra, send = NO_NOTIFICATION) =>
      answerToolCall(prepared, args, (read) => handler(read, extra), send, (parameters, toolName, sent) => loop.read(parameters, toolName, sent, sessionOf(extra))),
  };
}

/** What a low-level server answers for a tool name it does not hold: the name is not echoed. */
export const TOOL_NOT_FOUND = "Tool not found";

/**
 * The tools a low-level server answers, by name: what `tools/list` lists (each a
 * fresh copy, so a handler of the SDK's cannot change the definition), and the tool
 * a `tools/call` names, or the face's not-found error (`notFound(TOOL_NOT_FOUND)`: the
 * name sent is not echoed). Each entry's `answerToolCallsWithRules` sets the SDK's
 * handlers from it.
 *
 * @example
 * ```ts
 * const table = toolTable([placeOrder]);
 * table.listed(); // { tools: [{ name: "place_order", inputSchema: { … } }] }
 * table.named("place_order", (text) => new Error(text)).call(args, extra);
 * ```
 */
export function toolTable<T extends ValueObjectToolDefinition<any, any>>(tools: readonly T[]) {
  const byName = new Map(tools.map((t) => [t.name, t]));
  return {
    listed: () => ({ tools: tools.map((t): ListedTool => ({ ...t.tool })) }),
    named(name: string, notFound: (text: string) => Error): T {
      const tool = byName.get(name);
      if (tool === undefined) throw notFound(TOOL_NOT_FOUND);
      return tool;
    },
  };
}
