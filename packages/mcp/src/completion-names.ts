import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { wrapRequestHandler } from "./handler-map.js";
import { sdkNotAsExpected } from "./sdk-internals.js";
import { onTheWire, wireError } from "./wire-error.js";

// completion/complete names a prompt or a resource template as well, and SDK 1.x answers
// one it does not know with what was sent in the message (`Prompt <name> not found`,
// `Resource template <uri> not found`). Its handler exists only once a prompt or a
// template with completions is registered, before or after this package's registrations:
// it is wrapped where it exists, and else as soon as the server installs it (through the
// server's own `setCompletionRequestHandler`, checked here).

/** The SDK's completion answers that quote what was sent, and the noun each keeps. */
const QUOTED = /^MCP error -32602: (Prompt|Resource template) [^]* not found$/;

const hooked = new WeakSet<McpServer>();

function wrapCompletion(server: McpServer): void {
  wrapRequestHandler(server, "completion/complete", "unknown-names", (original) => async (request, extra) => {
    try {
      return await original(request, extra);
    } catch (error) {
      // read by shape, not instanceof: the server's SDK copy may not be the one this file imports
      const { code, message } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; message?: unknown };
      const quoted = code === ErrorCode.InvalidParams && typeof message === "string" ? QUOTED.exec(message) : null;
      throw quoted === null ? onTheWire(error) : wireError(ErrorCode.InvalidParams, `${quoted[1]} not found`);
    }
  });
}

/**
 * Makes the server's completion/complete answer for a prompt or template it does not
 * know leave out the name or URI sent (`-32602 Prompt not found`, `Resource template
 * not found`), whether its completion handler exists yet or is installed later. Throws
 * at registration where the SDK's server is not as this package knows it.
 *
 * @example
 * ```ts
 * hideUnknownCompletionNames(server);
 * // completion/complete { ref: { type: "ref/prompt", name: "whatever" } } → MCP error -32602: Prompt not found
 * ```
 */
export function hideUnknownCompletionNames(server: McpServer): void {
  const internals = server as unknown as { setCompletionRequestHandler?: unknown; server?: { _requestHandlers?: unknown } };
  const handlers = internals.server?._requestHandlers;
  if (!(handlers instanceof Map)) throw sdkNotAsExpected("Protocol._requestHandlers is not a Map");
  if (handlers.has("completion/complete")) return wrapCompletion(server);
  if (hooked.has(server)) return;
  const install = internals.setCompletionRequestHandler;
  if (typeof install !== "function") throw sdkNotAsExpected("McpServer.setCompletionRequestHandler is not a function");
  internals.setCompletionRequestHandler = function (this: unknown, ...args: unknown[]) {
    const installed = install.apply(this, args);
    wrapCompletion(server);
    return installed;
  };
  hooked.add(server);
}
