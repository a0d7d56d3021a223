import type { JsonSchema } from "@adcodicem/value-objects";
import { isSchemaNode, writtenBy } from "@adcodicem/value-objects/internal";
import type { DialectName } from "../dialects/names.js";
import { loweredFrom } from "./lowered-from.js";

/** What made a tool or an answer format the inspector found. */
export type ToolKind = "schema" | "ai-sdk" | "openai" | "anthropic" | "openai-agents" | "mastra" | "langchain" | "mcp";

/** A tool or an answer format as the inspector reads it: what it declares, and what it sends where it was made for one provider. */
export interface ToolSource {
  /** The tool's own name where it has one, else the name it is exported under. */
  readonly name: string;
  readonly kind: ToolKind;
  readonly purpose: "tool" | "response-format";
  /** The `languageModel` schema: the rules as declared, before any dialect. */
  readonly declared: JsonSchema;
  /** Whether the tool says it is strict (an AI SDK tool's `strict`, an adapter's choice); undefined where it does not say. */
  readonly strict?: boolean;
  /** What the tool itself sends, where an adapter lowered it for one dialect. */
  readonly made?: { readonly dialect: DialectName; readonly schema: JsonSchema; readonly tool: object };
}

type Read = (value: Record<string, unknown>) => unknown;
const at = (value: unknown, key: string): unknown => (isSchemaNode(value) && Object.hasOwn(value, key) ? value[key] : undefined);
// a Standard JSON Schema's input schema, for the makers that hold one (Mastra, LangChain, @openai/agents' output type)
function standardInput(value: unknown): unknown {
  const input = at(at(at(value, "~standard"), "jsonSchema"), "input");
  if (typeof input !== "function") return undefined;
  try {
    return input({ target: "draft-07" });
  } catch {
    return undefined;
  }
}

// Where each adapter's made object keeps the schema it sends: the first that holds a lowered schema tells the kind.
const MADE: readonly (readonly [ToolKind, Read])[] = [
  ["openai", (v) => at(at(v, "function"), "parameters")],
  ["openai", (v) => at(at(v, "json_schema"), "schema")],
  ["anthropic", (v) => at(v, "input_schema")],
  ["openai-agents", (v) => (typeof v.invoke === "function" ? at(v, "parameters") : undefined)],
  ["mastra", (v) => standardInput(at(v, "inputSchema"))],
  ["langchain", (v) => standardInput(at(v, "schema"))],
  ["anthropic", (v) => at(v, "schema")],
  ["openai-agents", (v) => standardInput(v)],
];

const ownName = (value: Record<string, unknown>): string | undefined => {
  for (const name of [at(at(value, "function"), "name"), at(at(value, "json_schema"), "name"), value.name, value.id]) {
    // the openai adapter names a strict function with a String object
    if (typeof name === "string" || name instanceof String) return String(name);
  }
  return undefined;
};

const isValueObjectSchema = (value: Record<string, unknown>): boolean =>
  at(at(value, "~standard"), "vendor") === "adcodicem" && typeof value.tryCreate === "function";

// An AI SDK tool's input schema as JSON: a value-object schema handed to `tool()`, or the SDK's own schema object (`jsonSchema()`)
function aiSdkInput(schema: unknown): unknown {
  if (!isSchemaNode(schema)) return undefined;
  if (isSchemaNode(schema["~standard"])) return standardInput(schema);
  if (!("jsonSchema" in schema)) return undefined;
  const json = (schema as { jsonSchema: unknown }).jsonSchema;
  if (typeof (json as PromiseLike<unknown> | undefined)?.then === "function") throw new TypeError("The tool's input schema is a Promise: the inspector reads schemas it can have at once.");
  return json;
}

/**
 * Reads a tool, an answer format or an object schema made with this library: what it declares
 * and, for one an adapter made, what it sends. `undefined` for anything else (a tool whose schema
 * this library did not write, a value that is no tool).
 *
 * @example
 * ```ts
 * readTool(valueObjectFunction({ name: "place_order", ... }), "placeOrder")?.made?.dialect; // "openai-strict"
 * ```
 */
export function readTool(value: unknown, exportName = "tool"): ToolSource | undefined {
  if (!isSchemaNode(value)) return undefined;
  if (isValueObjectSchema(value)) {
    const declared = standardInput(value);
    return isSchemaNode(declared) && declared.type === "object" ? { name: exportName, kind: "schema", purpose: "tool", declared } : undefined;
  }
  for (const [kind, read] of MADE) {
    const schema = read(value);
    // the schema's own mark, or the made object's where its framework copied the schema
    const from = loweredFrom(schema) ?? (isSchemaNode(schema) ? loweredFrom(value) : undefined);
    if (from === undefined) continue;
    return {
      name: ownName(value) ?? exportName,
      kind,
      purpose: from.purpose,
      declared: from.languageModel,
      strict: from.strict,
      made: { dialect: from.dialect, schema: schema as JsonSchema, tool: value },
    };
  }
  if ("inputSchema" in value) {
    const declared = aiSdkInput(value.inputSchema);
    if (!isSchemaNode(declared) || writtenBy(declared) === undefined) return undefined;
    return { name: exportName, kind: "ai-sdk", purpose: "tool", declared, ...(typeof value.strict === "boolean" ? { strict: value.strict } : {}) };
  }
  return undefined;
}
