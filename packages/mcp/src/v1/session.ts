import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Session } from "../shared/session-calls.js";
import type { HandlerExtra } from "./types.js";

/**
 * The session a call of SDK 1.x belongs to, for counting the same refused call again: its
 * session id (stateful Streamable HTTP); else, over HTTP (a stateless server: `requestInfo`
 * set, no session id), none; else the server's connection (stdio, in memory).
 *
 * @example
 * ```ts
 * registration.call(args, extra, send, sessionOf(server, extra));
 * ```
 */
export function sessionOf(server: McpServer, extra: HandlerExtra | undefined): Session {
  if (typeof extra?.sessionId === "string") return extra.sessionId;
  if (extra?.requestInfo !== undefined) return undefined;
  return server.server.transport ?? undefined;
}
