import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { sdkNotAsExpected } from "./sdk-internals.js";

// SDK 1.x has no middleware: the only place to act before it parses a request is
// the server's handler map, which is private (`Protocol._requestHandlers`). It is
// checked where it is reached, at registration: if its shape ever changes, the
// registration throws, rather than the promises it keeps going away in silence.

/** A handler as the SDK keeps it in its map: the request as received, before any parsing. */
export type RawRequestHandler = (request: { method?: string; params?: Record<string, unknown> }, extra: unknown) => Promise<unknown>;

interface Internals {
  readonly server?: { readonly _requestHandlers?: unknown };
}

const wrapped = new WeakMap<McpServer, Set<string>>();

/**
 * Wraps the handler the SDK keeps for `method`, once per server and `purpose`.
 * Throws (naming the field) where the SDK keeps its handlers otherwise than 1.32
 * does, or has no handler for `method` once a tool, prompt or template of that
 * kind is registered.
 *
 * @example
 * ```ts
 * wrapRequestHandler(server, "tools/call", "raw-arguments", (original) => (request, extra) => original(request, extra));
 * ```
 */
export function wrapRequestHandler(
  server: McpServer,
  method: string,
  purpose: string,
  wrap: (original: RawRequestHandler) => RawRequestHandler,
): void {
  const key = `${method} ${purpose}`;
  const done = wrapped.get(server) ?? new Set<string>();
  if (done.has(key)) return;
  const handlers = (server as unknown as Internals).server?._requestHandlers;
  if (!(handlers instanceof Map)) throw sdkNotAsExpected("Protocol._requestHandlers is not a Map");
  const original = handlers.get(method) as RawRequestHandler | undefined;
  if (typeof original !== "function") throw sdkNotAsExpected(`Protocol._requestHandlers holds no ${method} handler once one is registered`);
  handlers.set(method, wrap(original));
  done.add(key);
  wrapped.set(server, done);
}
