import type { JsonSchema } from "@adcodicem/value-objects";
import { setOwn } from "@adcodicem/value-objects/internal";

// Where subschemas sit in a JSON Schema node
const ONE = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties"];
const LIST = ["anyOf", "oneOf", "allOf", "prefixItems", "items"];
const MAP = ["properties", "$defs", "definitions", "patternProperties", "dependentSchemas"];

/**
 * A plain JSON object (not an array, not null).
 *
 * @example
 * ```ts
 * isNode({ type: "string" }); // true
 * ```
 */
export const isNode = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A copy of a node whose subschemas went through `f` (with the keyword that holds
 * them); data keywords (enum, const, default, examples) are copied as they are.
 * Never mutates the node.
 *
 * @example
 * ```ts
 * const upper = mapSubschemas(schema, (child) => lower(child));
 * ```
 */
export function mapSubschemas(node: JsonSchema, f: (child: JsonSchema, keyword: string) => JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    let mapped: unknown = value;
    if (ONE.includes(key) && isNode(value)) mapped = f(value, key);
    else if (LIST.includes(key) && Array.isArray(value)) mapped = value.map((v) => (isNode(v) ? f(v, key) : v));
    else if (MAP.includes(key) && isNode(value)) mapped = mapEntries(value, (v) => (isNode(v) ? f(v, key) : v));
    setOwn(out, key, mapped);
  }
  return out;
}

/**
 * A new object with the same keys, each value through `f` (keys such as `__proto__` kept as data).
 *
 * @example
 * ```ts
 * mapEntries({ a: 1 }, (v) => (v as number) + 1); // { a: 2 }
 * ```
 */
export function mapEntries(object: JsonSchema, f: (value: unknown, key: string) => unknown): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(object)) setOwn(out, key, f(value, key));
  return out;
}
