import type { JsonSchema } from "@adcodicem/value-objects";
import { lowerSchema } from "../dialects/index.js";
import type { DialectName } from "../dialects/names.js";
import type { ToolSource } from "./tool-source.js";

/** What one provider receives of a tool: its schema, and whether it goes strict. */
export interface SentSchema {
  readonly schema: JsonSchema;
  readonly strict: boolean;
  /** True when the schema is the one the tool itself holds (an adapter made it for this dialect), not lowered again here. */
  readonly own: boolean;
}

// Anthropic lowers strict tools and answers; a tool that says nothing is shown strict, the form where its limits apply
function strictFor(source: ToolSource, dialect: DialectName): boolean {
  if (dialect === "openai-strict") return true;
  if (dialect === "anthropic") return source.purpose === "response-format" || (source.strict ?? true);
  return false;
}

/**
 * The schema a tool sends under a dialect: the tool's own where an adapter made it for that
 * dialect (what its host really sends, edits included), else its declared schema lowered for
 * the dialect. Throws `ProviderLimitError` where the provider would refuse the schema.
 *
 * @example
 * ```ts
 * sentSchema(readTool(placeOrder)!, "gemini").schema;
 * ```
 */
export function sentSchema(source: ToolSource, dialect: DialectName): SentSchema {
  const made = source.made;
  if (made !== undefined && made.dialect === dialect) return { schema: made.schema, strict: strictFor(source, dialect), own: true };
  const strict = strictFor(source, dialect);
  return { schema: lowerSchema(source.declared, dialect, { purpose: source.purpose, strict }), strict, own: false };
}
