import { McpError } from "@modelcontextprotocol/sdk/types.js";

// SDK 1.x's McpError writes `MCP error <code>: ` before its message, its server sends
// an error's `message` as it is, and its client writes the prefix once more: an
// McpError thrown from a handler reaches a 1.x client as `MCP error -32602: MCP error
// -32602: …`. The errors this package answers with carry the text alone as `message`,
// as SDK 2.x's ProtocolError does, so the client shows the prefix once.

/**
 * An SDK 1.x `McpError` (its class, code and data) whose `message` is `text` alone:
 * what the server sends, and what the client shows after its one `MCP error <code>: `.
 *
 * @example
 * ```ts
 * throw wireError(ErrorCode.InvalidParams, "Prompt not found");
 * // a 1.x client: McpError "MCP error -32602: Prompt not found"
 * ```
 */
export function wireError(code: number, text: string, data?: unknown): McpError {
  const error = new McpError(code, text, data);
  error.message = text;
  return error;
}

/**
 * The error a handler threw, as the server should send it: an error with a numeric
 * code whose message starts with the SDK 1.x prefix for that code (an `McpError` of
 * the SDK's own, or of a handler) loses it; any other error is returned as it is.
 *
 * @example
 * ```ts
 * throw onTheWire(new McpError(ErrorCode.InvalidParams, "Prompt off disabled")); // message "Prompt off disabled"
 * ```
 */
export function onTheWire(error: unknown): unknown {
  // read by shape, not instanceof: the server's SDK copy may not be the one this file imports
  const { code, message, data } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof code !== "number" || typeof message !== "string" || !message.startsWith(`MCP error ${code}: `)) return error;
  return wireError(code, message.slice(`MCP error ${code}: `.length), data);
}
