// SDK 1.x offers no public seam for three promises of this package (arguments of any
// JSON type, unknown names never quoted, the rules kept on `update()`): they rest on
// private fields of its McpServer. Each is checked when it is reached, at
// registration, and a field not as SDK 1.32 keeps it fails the registration loudly.

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
 * const tools = checkedRegistry(server, "_registeredTools", name, tool);
 * Object.hasOwn(tools, "other_name"); // whether the server knows a tool of that name
 * ```
 */
export function checkedRegistry(server: object, field: Registry, name: string, registered: object): Readonly<Record<string, unknown>> {
  const registry = (server as Record<string, unknown>)[field];
  if (registry === null || typeof registry !== "object" || Object.getPrototypeOf(registry) !== Object.prototype) {
    throw sdkNotAsExpected(`McpServer.${field} is not a plain object`);
  }
  if ((registry as Record<string, unknown>)[name] !== registered) throw sdkNotAsExpected(`McpServer.${field} does not hold what was just registered`);
  return registry as Readonly<Record<string, unknown>>;
}
