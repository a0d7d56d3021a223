import { notAnObjectRefusal } from "@adcodicem/value-objects/arguments";
import type { McpServer, RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import { refusedArgumentsResult } from "../shared/tool-error.js";
import { toolRegistry, wrapRequestHandler } from "./sdk-seam.js";

// The SDK (1.32) parses `arguments` as an object before any tool runs: `null` and any
// other JSON type (a text, a number, a list) end in a -32603 "internal error" holding a
// Zod issue dump, which names no argument and tells a model nothing it can act on.
// For value-object tools only: null reads as absent (each required parameter is then
// `value_object.required`), and any other non-object is the contract's refusal, "The
// arguments are not an object.", as a tool execution error. Tools registered otherwise
// keep the SDK's answer.

/** Value-object tools, and whether each declares an output (its refusal then carries no structured content). */
const valueObjectTools = new WeakMap<RegisteredTool, () => boolean>();

/**
 * Marks a registered tool as a value-object tool, and lets its server read the
 * `arguments` such a tool is sent as the contract says: null as absent, any other
 * non-object as a refusal.
 *
 * @example
 * ```ts
 * const tool = server.registerTool(name, config, callback);
 * acceptRawArguments(server, name, tool, () => false);
 * ```
 */
export function acceptRawArguments(server: McpServer, name: string, tool: RegisteredTool, hasOutput: () => boolean): void {
  const registry = toolRegistry(server, name, tool) as Readonly<Record<string, RegisteredTool | undefined>>;
  valueObjectTools.set(tool, hasOutput);
  wrapRequestHandler(server, "tools/call", "raw-arguments", (original) => (request, extra) => {
    const params = request?.params;
    const args = params?.arguments;
    if (args === undefined || (typeof args === "object" && args !== null && !Array.isArray(args))) return original(request, extra);
    if (typeof params?.name !== "string") return original(request, extra);
    const registered = Object.hasOwn(registry, params.name) ? registry[params.name] : undefined;
    const output = registered === undefined ? undefined : valueObjectTools.get(registered);
    if (registered === undefined || output === undefined) return original(request, extra);
    // a disabled tool is answered by the SDK as disabled, whatever its arguments
    if (args !== null && registered.enabled) return Promise.resolve(refusedArgumentsResult(notAnObjectRefusal(), output()));
    const { arguments: _dropped, ...rest } = params;
    return original({ ...request, params: rest }, extra);
  });
}
