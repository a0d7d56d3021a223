import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";

// The SDK (1.32) refuses `"arguments": null` while parsing the request, before any
// tool runs, with a -32603 that names no argument. The contract reads null as an
// empty object, so each required parameter is refused as `value_object.required`.
// The only place to act first is the server's handler map, which is private: it is
// reached with care (any change of shape and this does nothing), and only requests
// for a value-object tool are touched; tools registered otherwise keep the SDK's answer.

type RequestHandler = (request: { params?: { name?: unknown; arguments?: unknown } }, extra: unknown) => Promise<unknown>;
interface Internals {
  readonly _registeredTools?: Record<string, RegisteredTool | undefined>;
  readonly server: { readonly _requestHandlers?: unknown };
}

const valueObjectTools = new WeakSet<RegisteredTool>();
const adapted = new WeakSet<McpServer>();

/**
 * Marks a registered tool as a value-object tool, and lets its server read a null
 * `arguments` as absent for such tools.
 *
 * @example
 * ```ts
 * const tool = server.registerTool(name, config, callback);
 * acceptNullArguments(server, tool);
 * ```
 */
export function acceptNullArguments(server: McpServer, tool: RegisteredTool): void {
  valueObjectTools.add(tool);
  if (adapted.has(server)) return;
  const internals = server as unknown as Internals;
  const handlers = internals.server._requestHandlers;
  if (!(handlers instanceof Map)) return;
  const original = handlers.get("tools/call") as RequestHandler | undefined;
  if (typeof original !== "function") return;
  adapted.add(server);
  handlers.set("tools/call", (request: Parameters<RequestHandler>[0], extra: unknown) => {
    const params = request?.params;
    if (params?.arguments !== null || typeof params.name !== "string") return original(request, extra);
    const tool = internals._registeredTools?.[params.name];
    if (tool === undefined || !valueObjectTools.has(tool)) return original(request, extra);
    const { arguments: _null, ...rest } = params;
    return original({ ...request, params: rest }, extra);
  });
}
