import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

// The SDK (1.32) has no middleware: the only place to act before it parses a request
// is the server's handler map, which is private. It is reached with care: if its shape
// ever changes, nothing is wrapped and the SDK's own answers stand.

/** A handler as the SDK keeps it in its map: the request as received, before any parsing. */
export type RawRequestHandler = (request: { method?: string; params?: Record<string, unknown> }, extra: unknown) => Promise<unknown>;

interface Internals {
  readonly server: { readonly _requestHandlers?: unknown };
}

const wrapped = new WeakMap<McpServer, Set<string>>();

/**
 * Wraps the handler the SDK keeps for `method`, once per server and `purpose`.
 * Returns false (and wraps nothing) where the SDK has no such handler, or keeps
 * its handlers otherwise than this package knows.
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
): boolean {
  const key = `${method} ${purpose}`;
  const done = wrapped.get(server) ?? new Set<string>();
  if (done.has(key)) return true;
  const handlers = (server as unknown as Internals).server._requestHandlers;
  if (!(handlers instanceof Map)) return false;
  const original = handlers.get(method) as RawRequestHandler | undefined;
  if (typeof original !== "function") return false;
  handlers.set(method, wrap(original));
  done.add(key);
  wrapped.set(server, done);
  return true;
}
