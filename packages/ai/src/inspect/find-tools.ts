import type { JsonSchema } from "@adcodicem/value-objects";
import { isSchemaNode } from "@adcodicem/value-objects/internal";
import { readTool, type ToolSource } from "./tool-source.js";

/** A tool the inspector found in a module, and the export it was found under. */
export interface FoundTool extends ToolSource {
  /** The export path: `placeOrder`, `tools.place_order`, `server#place_order`. */
  readonly export: string;
}

// Where an MCP server keeps the tools this library's MCP package registered on it (that package's registered symbol)
const MCP_TOOLS = Symbol.for("@adcodicem/value-objects-mcp/tools");

function mcpTools(value: object, exportName: string): FoundTool[] | undefined {
  if (!Object.hasOwn(value, MCP_TOOLS)) return undefined;
  const entries = (value as { [MCP_TOOLS]: unknown })[MCP_TOOLS];
  if (!Array.isArray(entries)) return undefined;
  const found: FoundTool[] = [];
  for (const entry of entries) {
    const listed = typeof entry === "function" ? (entry as () => unknown)() : undefined;
    if (!isSchemaNode(listed) || typeof listed.name !== "string" || !isSchemaNode(listed.inputSchema)) continue;
    found.push({ name: listed.name, export: `${exportName}#${listed.name}`, kind: "mcp", purpose: "tool", declared: listed.inputSchema as JsonSchema });
  }
  return found;
}

// A record or a list of tools (`export const tools = { place_order, lookup }`): its members are looked at, one level down
const isContainer = (value: object): boolean => Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;

/**
 * Every tool and answer format a module exports, in the order of its export names: `vo.object`
 * schemas, AI SDK tools of value objects, what each adapter made, the tools an MCP server
 * registered through this library, and those in an exported record or list of tools. An object
 * exported twice is found once; an export that throws when read is handed to `onUnreadable`.
 *
 * @example
 * ```ts
 * findTools(await import("./shop.ts")).map((t) => t.name); // ["OrderParameters", "place_order"]
 * ```
 */
export function findTools(namespace: Record<string, unknown>, onUnreadable: (exportName: string, error: unknown) => void = () => {}): FoundTool[] {
  const seen = new Set<unknown>();
  const found: FoundTool[] = [];
  const look = (value: unknown, exportName: string, key: string | undefined, depth: number): void => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    const listed = mcpTools(value, exportName);
    if (listed !== undefined) {
      found.push(...listed);
      return;
    }
    const tool = readTool(value, key ?? exportName);
    if (tool !== undefined) {
      found.push({ ...tool, export: exportName });
      return;
    }
    if (depth === 0 && isContainer(value)) {
      for (const [name, member] of Object.entries(value)) look(member, `${exportName}.${name}`, Array.isArray(value) ? undefined : name, 1);
    }
  };
  for (const name of Object.keys(namespace).sort()) {
    // an export that throws when read (a getter, a proxy) is left out and said, never a crash
    try {
      look(namespace[name], name, undefined, 0);
    } catch (error) {
      onUnreadable(name, error);
    }
  }
  return found;
}
