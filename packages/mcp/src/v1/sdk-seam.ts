import type { McpServer, RegisteredPrompt } from "@modelcontextprotocol/sdk/server/mcp.js";

// SDK 1.x offers no public seam for the promises of this package (arguments of any JSON
// type, unknown names never quoted, the rules kept on `update()`): they rest on what this
// file alone touches of its McpServer: the private handler map (`Protocol._requestHandlers`)
// and tool and prompt registries (`_registeredTools`, `_registeredPrompts`), the server's
// `setCompletionRequestHandler`, a registered item's `update` and a prompt's `argsSchema`.
// Each is checked when it is reached, at registration, and one not as SDK 1.32 keeps it
// fails the registration loudly, rather than a promise going away in silence.

/** The registries of SDK 1.x's McpServer this package reads: name → registered tool or prompt. */
export type Registry = "_registeredTools" | "_registeredPrompts";

/**
 * The error a registration throws when the SDK is not as this package knows it.
 *
 * @example
 * ```ts
 * throw sdkNotAsExpected("McpServer._registeredTools does not hold the tool just registered");
 * ```
 */
export function sdkNotAsExpected(what: string): Error {
  return new Error(
    `@adcodicem/value-objects-mcp: @modelcontextprotocol/sdk is not as this package expects (${what}). ` +
      "The value-object rules cannot be kept on this server; use an SDK 1.x release within ^1.32 that this package was tested with, or the /v2 entry with @modelcontextprotocol/server.",
  );
}

/**
 * The registry `field` of an SDK 1.x McpServer, checked: a plain object that holds
 * `registered` under `name` (what the SDK's register call just returned). Throws
 * {@link sdkNotAsExpected} otherwise.
 *
 * @example
 * ```ts
 * checkedRegistry(server, "_registeredTools", name, tool);
 * ```
 */
function checkedRegistry(server: object, field: Registry, name: string, registered: object): Readonly<Record<string, unknown>> {
  const registry = (server as Record<string, unknown>)[field];
  if (registry === null || typeof registry !== "object" || Object.getPrototypeOf(registry) !== Object.prototype) {
    throw sdkNotAsExpected(`McpServer.${field} is not a plain object`);
  }
  if ((registry as Record<string, unknown>)[name] !== registered) throw sdkNotAsExpected(`McpServer.${field} does not hold what was just registered`);
  return registry as Readonly<Record<string, unknown>>;
}

/**
 * The server's registry of tools (`McpServer._registeredTools`), checked to hold `tool`
 * under `name`: a plain object, name → registered tool.
 *
 * @example
 * ```ts
 * const tools = toolRegistry(server, name, tool);
 * Object.hasOwn(tools, "other_name"); // whether the server knows a tool of that name
 * ```
 */
export const toolRegistry = (server: McpServer, name: string, tool: object): Readonly<Record<string, unknown>> => checkedRegistry(server, "_registeredTools", name, tool);

/**
 * The server's registry of prompts (`McpServer._registeredPrompts`), checked to hold
 * `prompt` under `name`.
 *
 * @example
 * ```ts
 * hideUnknownNames(server, "prompts/get", promptRegistry(server, name, prompt));
 * ```
 */
export const promptRegistry = (server: McpServer, name: string, prompt: object): Readonly<Record<string, unknown>> => checkedRegistry(server, "_registeredPrompts", name, prompt);

/** A handler as the SDK keeps it in its map: the request as received, before any parsing. */
export type RawRequestHandler = (request: { method?: string; params?: Record<string, unknown> }, extra: unknown) => Promise<unknown>;

interface Internals {
  setCompletionRequestHandler?: unknown;
  readonly server?: { readonly _requestHandlers?: unknown };
}

/** The server's handler map (SDK 1.x has no middleware: the only place to act before it parses a request), checked. */
function handlerMap(server: McpServer): Map<string, unknown> {
  const handlers = (server as unknown as Internals).server?._requestHandlers;
  if (!(handlers instanceof Map)) throw sdkNotAsExpected("Protocol._requestHandlers is not a Map");
  return handlers;
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
  const handlers = handlerMap(server);
  const original = handlers.get(method) as RawRequestHandler | undefined;
  if (typeof original !== "function") throw sdkNotAsExpected(`Protocol._requestHandlers holds no ${method} handler once one is registered`);
  handlers.set(method, wrap(original));
  done.add(key);
  wrapped.set(server, done);
}

const hooked = new WeakSet<McpServer>();

/**
 * Runs `install` once the server has a completion/complete handler: now if it has one,
 * else as soon as the server installs it (through its own `setCompletionRequestHandler`,
 * replaced here, checked). SDK 1.x installs that handler only once a prompt or a template
 * with completions is registered, before or after this package's registrations.
 *
 * @example
 * ```ts
 * whenCompletionHandler(server, () => wrapRequestHandler(server, "completion/complete", "unknown-names", wrap));
 * ```
 */
export function whenCompletionHandler(server: McpServer, install: () => void): void {
  if (handlerMap(server).has("completion/complete")) return install();
  if (hooked.has(server)) return;
  const internals = server as unknown as Internals;
  const set = internals.setCompletionRequestHandler;
  if (typeof set !== "function") throw sdkNotAsExpected("McpServer.setCompletionRequestHandler is not a function");
  internals.setCompletionRequestHandler = function (this: unknown, ...args: unknown[]) {
    const installed = set.apply(this, args);
    install();
    return installed;
  };
  hooked.add(server);
}

/**
 * Replaces a registered tool's, prompt's or template's `update` with `replacement`,
 * which receives the SDK's own (bound to the item).
 *
 * @example
 * ```ts
 * replaceUpdate(tool, (update) => (updates) => update({ ...updates, callback: wrap(updates.callback) }));
 * ```
 */
export function replaceUpdate<R extends { update: (updates: any) => unknown }>(registered: R, replacement: (update: (updates: any) => unknown) => R["update"]): R {
  const update = registered.update;
  if (typeof update !== "function") throw sdkNotAsExpected("a registered item's update is not a function");
  registered.update = replacement((updates) => update.call(registered, updates));
  return registered;
}

/**
 * Sets the schema SDK 1.x parses a prompt's arguments with (`RegisteredPrompt.argsSchema`,
 * a public field), once it is checked to be the Zod schema the SDK made at registration.
 *
 * @example
 * ```ts
 * replacePromptArgsSchema(registered, z.looseObject(shape));
 * ```
 */
export function replacePromptArgsSchema(registered: RegisteredPrompt, schema: unknown): void {
  const current = (registered as { argsSchema?: unknown }).argsSchema;
  if (typeof current !== "object" || current === null || !("_zod" in current)) throw sdkNotAsExpected("RegisteredPrompt.argsSchema is not a Zod schema");
  (registered as { argsSchema?: unknown }).argsSchema = schema;
}

/**
 * A tool's rename, in the SDK's registry as well: SDK 1.x's `update({ name })` deletes the
 * name the tool was registered under, not the one it has now, so after a rename, renaming
 * again or removing would leave it answering under that name. `before` runs before the
 * SDK's own update (the current name goes), `after` once it ran (a tool renamed back to its
 * first name is held under it again).
 *
 * @example
 * ```ts
 * const rename = registryRename(registry, tool);
 * rename.before(current, updates.name); update(rest); rename.after(updates.name);
 * ```
 */
export function registryRename(registry: Record<string, unknown>, tool: object) {
  return {
    before(current: string, next: string | null | undefined): void {
      if (next !== undefined && next !== current && registry[current] === tool) delete registry[current];
    },
    after(next: string | null | undefined): void {
      if (typeof next === "string" && registry[next] !== tool) registry[next] = tool;
    },
  };
}
