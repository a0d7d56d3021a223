import type * as vo from "@adcodicem/value-objects";
import type { PreparedTool } from "./tool-call.js";

/** A tool a server registered through this package, as its clients list it. */
export interface ListedValueObjectTool {
  readonly name: string;
  readonly description?: string;
  /** The listed input schema: the `languageModel` profile of its parameters. */
  readonly inputSchema: vo.JsonSchema;
  readonly outputSchema?: vo.JsonSchema;
}

// Kept on the server object itself, under a registered symbol (not enumerable, not an SDK field):
// one list whichever entry (SDK 1.x or 2.x) or copy of this package registered the tool, and
// readable by the ai package's inspector without importing this package.
const TOOLS = Symbol.for("@adcodicem/value-objects-mcp/tools");

type Entry = () => ListedValueObjectTool;

function entriesOf(server: object, create: boolean): Entry[] | undefined {
  if (Object.hasOwn(server, TOOLS)) return (server as { [TOOLS]: Entry[] })[TOOLS];
  if (!create || !Object.isExtensible(server)) return undefined;
  const entries: Entry[] = [];
  Object.defineProperty(server, TOOLS, { value: entries });
  return entries;
}

/**
 * Adds a registered tool to its server's list, read live: a rename or new schemas through
 * `update()` show in the list. `registered` is what the SDK's `registerTool` returned (its
 * public `description`).
 */
export function listTool(server: object, state: { readonly prepared: PreparedTool }, registered: { readonly description?: string | undefined }): void {
  entriesOf(server, true)?.push(() => {
    const { name, parameters, output } = state.prepared;
    return {
      name,
      ...(typeof registered.description === "string" ? { description: registered.description } : {}),
      inputSchema: parameters.jsonSchema,
      ...(output === undefined ? {} : { outputSchema: output.jsonSchema }),
    };
  });
}

/**
 * The tools a server registered through this package (`registerValueObjectTool`, either
 * entry), in registration order, with the schemas its clients list.
 *
 * @example
 * ```ts
 * const server = new McpServer({ name: "shop", version: "1.0.0" });
 * registerValueObjectTool(server, "place_order", { description: "Places an order.", parameters: { quantity: Quantity } }, handler);
 * valueObjectTools(server).map((t) => t.name); // ["place_order"]
 * ```
 */
export function valueObjectTools(server: object): ListedValueObjectTool[] {
  return (entriesOf(server, false) ?? []).map((entry) => entry());
}
