import type { JsonSchema } from "@adcodicem/value-objects";
import { isSchemaNode } from "@adcodicem/value-objects/internal";
import { checkAnthropicRequest, checkOpenaiRequest } from "./limits.js";
import type { DialectName } from "./names.js";

/**
 * A tool as the SDK adapters make it, or as the SDKs take it: an openai function tool
 * (`{ function: { parameters, strict } }`, or the Responses API's flat `{ parameters, strict }`)
 * or an Anthropic tool (`{ input_schema, strict }`). Only its schema and strictness are read.
 */
export type RequestTool =
  | { readonly function: { readonly parameters?: unknown; readonly strict?: boolean | null } }
  | { readonly parameters?: unknown; readonly strict?: boolean | null }
  | { readonly input_schema: unknown; readonly strict?: boolean };

// Whether a tool is held to strict mode. OpenAI's function calling guide
// (https://developers.openai.com/api/docs/guides/function-calling, "If you omit `strict`, the
// default depends on the API", April 2026): a Responses request normalizes a function whose
// `strict` is omitted into strict mode, `strict: false` opts out; Chat Completions stays non-strict
// unless `strict: true`. The Responses shape is the flat one (`parameters` at the top); its
// `strict: null` (the openai SDK's `boolean | null`) is read as omitted. Anthropic: `strict: true` only.
function isStrict(tool: RequestTool, strict: unknown): boolean {
  const responsesShape = !("function" in tool) && !("input_schema" in tool);
  return responsesShape ? strict !== false : strict === true;
}

// the schema of a tool that is strict, whatever its shape; undefined for a tool the provider does not hold to strict limits
function strictSchema(tool: RequestTool): JsonSchema | undefined {
  const inner = "function" in tool && isSchemaNode(tool.function) ? tool.function : tool;
  if (!isStrict(tool, (inner as { strict?: unknown }).strict)) return undefined;
  const schema = "input_schema" in inner ? inner.input_schema : (inner as { parameters?: unknown }).parameters;
  return isSchemaNode(schema) ? (schema as JsonSchema) : undefined;
}

/**
 * Throws a `ProviderLimitError` (naming the provider, the limit and the count) when the
 * strict tools of one request hold together more than the provider takes: for
 * `anthropic`, 20 strict tools, 24 optional parameters, 16 union-typed parameters; for
 * `openai-strict` (or `openai`), 120,000 characters of property names, definition names,
 * enum and const values. For a host that gives an adapter no view of the whole request:
 * call it with the tools you send together, before you send them. A tool that is not
 * strict is not counted; each tool alone was checked when it was made. A Responses API
 * function (the flat `{ type: "function", name, parameters }`) is strict unless its
 * `strict` is `false`, as the Responses API holds it; a Chat Completions function
 * (`{ function: {...} }`) or an Anthropic tool only when its `strict` is `true`.
 *
 * @example
 * ```ts
 * const tools = [placeOrder, lookup]; // valueObjectTool({ ..., strict: true }) from /anthropic
 * checkRequestLimits(tools, { dialect: "anthropic" }); // throws ProviderLimitError past 24 optional parameters
 * ```
 */
export function checkRequestLimits(tools: readonly RequestTool[], options: { readonly dialect: DialectName }): void {
  const schemas: JsonSchema[] = [];
  for (const tool of tools) {
    const schema = strictSchema(tool);
    if (schema !== undefined) schemas.push(schema);
  }
  if (options.dialect === "anthropic") checkAnthropicRequest({ strictTools: schemas });
  else if (options.dialect === "openai" || options.dialect === "openai-strict") checkOpenaiRequest({ strictSchemas: schemas });
}
