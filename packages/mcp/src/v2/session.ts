import type { McpServer, ServerContext } from "@modelcontextprotocol/server";
import type { Session } from "../shared/session-calls.js";

/**
 * The session a call of SDK 2.x belongs to, for counting the same refused call again: its
 * session id (stateful Streamable HTTP); else, over HTTP (a stateless server: `http` set, no
 * session id), none; else the server's connection (stdio, in memory).
 *
 * @example
 * ```ts
 * registration.call(args, ctx, send, sessionOf(server, ctx));
 * ```
 */
export function sessionOf(server: McpServer, ctx: ServerContext | undefined): Session {
  if (typeof ctx?.sessionId === "string") return ctx.sessionId;
  if (ctx?.http !== undefined) return undefined;
  return server.server.transport ?? undefined;
}
