import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { whenCompletionHandler, wrapRequestHandler } from "./sdk-seam.js";
import { onTheWire, wireError } from "./wire-error.js";

// completion/complete names a prompt or a resource template as well, and SDK 1.x answers
// one it does not know with what was sent in the message (`Prompt <name> not found`,
// `Resource template <uri> not found`). Its handler is wrapped where it exists, and else as
// soon as the server installs it (the seam's `whenCompletionHandler`).

/** The SDK's completion answers that quote what was sent, and the noun each keeps. */
const QUOTED = /^MCP error -32602: (Prompt|Resource template) [^]* not found$/;

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
  whenCompletionHandler(server, () => wrapCompletion(server));
}
