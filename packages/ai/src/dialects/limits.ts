import type { JsonSchema } from "@adcodicem/value-objects";
import { eachSubschema, isSchemaNode } from "@adcodicem/value-objects/internal";
import type { DialectName } from "./names.js";
import { recursiveDefinitions } from "./recursion.js";
import { schemaDepth } from "./schema-depth.js";

/**
 * The documented size limits of strict schemas, checked before a request leaves, so
 * that a schema the provider would refuse (with a 400 naming no rule) is refused here
 * with the provider, the limit and the count.
 *
 * - OpenAI Structured Outputs guide, "Supported schemas": "A schema may have up to 5000 object properties
 *   total, with up to 10 levels of nesting"; "In a schema, total string length of all property names,
 *   definition names, enum values, and const values cannot exceed 120,000 characters"; "A schema may have up
 *   to 1000 enum values across all enum properties"; "For a single enum property with string values, the
 *   total string length of all enum values cannot exceed 15,000 characters when there are more than 250 enum
 *   values". Per schema (a tool's parameters, a response format); the 120,000 characters are also held
 *   across the strict schemas of one request ({@link checkOpenaiRequest}), as the project's contract asks.
 *   Nesting is counted through `$ref` (see `schemaDepth`).
 * - Anthropic structured outputs docs, "Schema complexity limits": 20 strict tools a request, 24 optional
 *   parameters and 16 parameters of a union type (`anyOf` or a type array) across all strict schemas of a request.
 */
export const providerLimits = {
  openaiStrict: { depth: 10, properties: 5000, characters: 120000, enumValues: 1000, enumCharacters: 15000, enumCharactersPast: 250 },
  anthropicStrict: { tools: 20, optional: 24, unions: 16 },
} as const;

/** A schema or a request past a provider's documented limit: names the provider, the limit and the count. */
export class ProviderLimitError extends Error {
  override readonly name = "ProviderLimitError";
  /** `OpenAI` or `Anthropic`. */
  readonly provider: string;
  /** What is limited (`nesting depth`, `enum values`…). */
  readonly limit: string;
  /** The most the provider takes. */
  readonly max: number;
  /** What the schema or the request holds. */
  readonly count: number;

  constructor(provider: string, limit: string, max: number, count: number, scope: string) {
    super(`${provider} strict mode allows at most ${max} ${limit} ${scope}; this one has ${count}.`);
    this.provider = provider;
    this.limit = limit;
    this.max = max;
    this.count = count;
  }
}

/** What one schema holds, as the providers count it. */
export interface SchemaCounts {
  /** Levels of objects on the deepest path (the root object is level 1), counted through `$ref`. */
  readonly depth: number;
  readonly properties: number;
  /** Characters of property names, definition names, enum values and const values (a value that is not a string as its JSON). */
  readonly characters: number;
  readonly enumValues: number;
  /** The most characters of values in one string enum of more than 250 values. */
  readonly longEnumCharacters: number;
  /** Properties left out of their object's `required`. */
  readonly optional: number;
  /** Properties whose schema is a union: `anyOf` or a type array. */
  readonly unions: number;
}

// Deeper than any schema a person writes; stops a hostile nesting
const MAX_WALK = 256;
const DEFINITIONS = ["$defs", "definitions"] as const;

const isUnion = (node: JsonSchema): boolean => Array.isArray(node.anyOf) || Array.isArray(node.oneOf) || (Array.isArray(node.type) && node.type.length > 1);
// OpenAI counts "string length"; a number or a boolean value is counted as it is written
function lengthOf(value: unknown): number {
  if (typeof value === "string") return value.length;
  try {
    return (JSON.stringify(value) ?? "").length;
  } catch {
    // a value JSON cannot write (a cycle, a bigint) never reaches the provider as written: nothing to count
    return 0;
  }
}

/**
 * Counts what the providers limit in one (lowered) schema. Each node is counted once
 * as written; only the depth follows `$ref`.
 *
 * @example
 * ```ts
 * countSchema({ type: "object", properties: { note: { type: ["string", "null"] } }, required: [] });
 * // { depth: 1, properties: 1, characters: 4, enumValues: 0, longEnumCharacters: 0, optional: 1, unions: 1 }
 * ```
 */
export function countSchema(schema: JsonSchema): SchemaCounts {
  let properties = 0;
  let characters = 0;
  let enumValues = 0;
  let longEnumCharacters = 0;
  let optional = 0;
  let unions = 0;
  // a schema object that holds itself (built in code, never parsed from JSON) is counted once along a path
  const onPath = new Set<JsonSchema>();
  const visit = (node: JsonSchema, walked: number): void => {
    if (walked > MAX_WALK || onPath.has(node)) return;
    onPath.add(node);
    if (Array.isArray(node.enum)) {
      enumValues += node.enum.length;
      for (const value of node.enum) characters += lengthOf(value);
      const strings = node.enum.filter((v): v is string => typeof v === "string");
      if (strings.length > providerLimits.openaiStrict.enumCharactersPast) {
        const total = strings.reduce((sum, v) => sum + v.length, 0);
        if (total > longEnumCharacters) longEnumCharacters = total;
      }
    }
    if (Object.hasOwn(node, "const")) characters += lengthOf(node.const);
    for (const keyword of DEFINITIONS) {
      const definitions = node[keyword];
      if (isSchemaNode(definitions)) for (const name of Object.keys(definitions)) characters += name.length;
    }
    if (isSchemaNode(node.properties)) {
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      for (const key of Object.keys(node.properties)) {
        properties++;
        characters += key.length;
        if (!required.has(key)) optional++;
      }
    }
    eachSubschema(node, (child, place) => {
      if (place.keyword === "properties" && isUnion(child)) unions++;
      visit(child, walked + 1);
    });
    onPath.delete(node);
  };
  visit(schema, 0);
  return { depth: schemaDepth(schema), properties, characters, enumValues, longEnumCharacters, optional, unions };
}

/** Whether schemas lowered this way are held to a provider's strict limits, and to which. */
export type LimitedDialect = "openai-strict" | "anthropic-strict";

/**
 * The limits a lowered schema is held to: OpenAI strict mode's for `openai-strict`,
 * Anthropic's for a strict tool or a native structured output; none otherwise.
 *
 * @example
 * ```ts
 * limitedDialect("anthropic", { purpose: "tool", strict: true }); // "anthropic-strict"
 * ```
 */
export function limitedDialect(dialect: DialectName, options: { readonly purpose: "tool" | "response-format"; readonly strict?: boolean }): LimitedDialect | undefined {
  if (dialect === "openai-strict") return "openai-strict";
  if (dialect === "anthropic" && (options.purpose === "response-format" || options.strict === true)) return "anthropic-strict";
  return undefined;
}

/**
 * Throws a {@link ProviderLimitError} when one lowered schema is past a limit its
 * provider documents for one schema (OpenAI), or past what a whole request may hold
 * (Anthropic: one schema can break it alone).
 *
 * @example
 * ```ts
 * checkSchemaLimits(lowered, "openai-strict"); // throws for 12 nested objects
 * ```
 */
export function checkSchemaLimits(schema: JsonSchema, limited: LimitedDialect): void {
  const counts = countSchema(schema);
  if (limited === "openai-strict") {
    const max = providerLimits.openaiStrict;
    const over = (limit: string, most: number, count: number) => {
      if (count > most) throw new ProviderLimitError("OpenAI", limit, most, count, "in a schema");
    };
    over("levels of nesting", max.depth, counts.depth);
    over("object properties", max.properties, counts.properties);
    over(CHARACTERS, max.characters, counts.characters);
    over("enum values", max.enumValues, counts.enumValues);
    over(`characters of enum values (an enum of more than ${max.enumCharactersPast} strings)`, max.enumCharacters, counts.longEnumCharacters);
    return;
  }
  // Anthropic structured outputs docs, "JSON Schema limitations": recursive schemas are not supported
  const recursive = recursiveDefinitions(schema);
  if (recursive > 0) throw new ProviderLimitError("Anthropic", "recursive definitions", 0, recursive, "in a schema");
  checkAnthropicCounts([counts], 0);
}

// what OpenAI's 120,000 characters are made of, as the error names it
const CHARACTERS = "characters of property names, definition names, enum and const values";

function checkAnthropicCounts(counts: readonly SchemaCounts[], strictTools: number): void {
  const max = providerLimits.anthropicStrict;
  const sum = (key: "optional" | "unions") => counts.reduce((total, c) => total + c[key], 0);
  const over = (limit: string, most: number, count: number) => {
    if (count > most) throw new ProviderLimitError("Anthropic", limit, most, count, "in a request");
  };
  over("strict tools", max.tools, strictTools);
  over("optional parameters", max.optional, sum("optional"));
  over("parameters of a union type", max.unions, sum("unions"));
}

/**
 * Throws a {@link ProviderLimitError} when the strict schemas of one Anthropic request
 * (strict tools' parameters and a native structured output, as lowered) hold more than
 * the provider takes together: 20 strict tools, 24 optional parameters, 16 union-typed ones.
 *
 * @example
 * ```ts
 * checkAnthropicRequest({ strictTools: [a, b], output: answerSchema });
 * ```
 */
export function checkAnthropicRequest(request: { readonly strictTools: readonly JsonSchema[]; readonly output?: JsonSchema }): void {
  const schemas = request.output === undefined ? request.strictTools : [...request.strictTools, request.output];
  checkAnthropicCounts(schemas.map(countSchema), request.strictTools.length);
}

/**
 * Throws a {@link ProviderLimitError} when the OpenAI strict schemas of one request
 * (strict tools' parameters and a structured answer, as lowered) hold more than
 * 120,000 characters of property names, definition names, enum and const values together.
 *
 * @example
 * ```ts
 * checkOpenaiRequest({ strictSchemas: [orderParameters, lookupParameters] });
 * ```
 */
export function checkOpenaiRequest(request: { readonly strictSchemas: readonly JsonSchema[] }): void {
  const most = providerLimits.openaiStrict.characters;
  const count = request.strictSchemas.reduce((total, schema) => total + countSchema(schema).characters, 0);
  if (count > most) throw new ProviderLimitError("OpenAI", CHARACTERS, most, count, "in a request");
}
