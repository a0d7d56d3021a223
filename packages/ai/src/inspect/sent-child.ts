import type { JsonSchema } from "@adcodicem/value-objects";
import { isSchemaNode } from "@adcodicem/value-objects/internal";

// A tuple in either form a schema writes it: draft-07 (`items` a list, `additionalItems`) or 2020-12 (`prefixItems`, `items`)
const positionsOf = (node: JsonSchema): readonly unknown[] | undefined =>
  Array.isArray(node.prefixItems) ? node.prefixItems : Array.isArray(node.items) ? node.items : undefined;

// What a dialect sends for a tuple's place: `prefixItems` (and `items` for the rest), `items` as a
// list (and `additionalItems`), or `items` as `anyOf` the positions' schemas in order, then the rest's
function sentTuplePlace(view: JsonSchema, index: number, count: number): unknown {
  if (Array.isArray(view.prefixItems)) return index < count ? view.prefixItems[index] : view.items;
  if (Array.isArray(view.items)) return index < count ? view.items[index] : view.additionalItems;
  const choices = isSchemaNode(view.items) ? view.items.anyOf : undefined;
  return Array.isArray(choices) ? choices[index] : undefined;
}

// The index of a tuple's place a declared subschema is (its rest after the positions), or undefined for any other subschema
function tuplePlace(declared: JsonSchema, keyword: string, key: string | number | undefined): { index: number; count: number } | undefined {
  const positions = positionsOf(declared);
  if (positions === undefined) return undefined;
  const list = Array.isArray(declared.prefixItems) ? "prefixItems" : "items";
  if (keyword === list && typeof key === "number") return { index: key, count: positions.length };
  const rest = list === "prefixItems" ? "items" : "additionalItems";
  return keyword === rest && key === undefined ? { index: positions.length, count: positions.length } : undefined;
}

/**
 * Where a declared node's subschema went in what a provider receives, following each dialect's
 * reshaping: a tuple's positions and rest in whichever form the dialect sends (`prefixItems`, `items`
 * as a list, `items` as `anyOf`), a record's keys and values on the `{ key, value }` pairs it
 * travels as, the definitions a `$ref` points to under `$defs` or `definitions`. `views` are the
 * sent nodes that may hold the declared node's keywords (the node, its split branches).
 *
 * @example
 * ```ts
 * sentChild({ type: "array", items: [{ type: "integer" }], additionalItems: false }, [{ type: "array", prefixItems: [{ type: "integer" }] }], "items", 0);
 * // { type: "integer" }
 * ```
 */
export function sentChild(declared: JsonSchema, views: readonly JsonSchema[], keyword: string, key: string | number | undefined): JsonSchema | undefined {
  const place = tuplePlace(declared, keyword, key);
  for (const view of views) {
    if (place !== undefined) {
      const child = sentTuplePlace(view, place.index, place.count);
      if (isSchemaNode(child)) return child;
      continue;
    }
    // a record sent as `{ key, value }` pairs: its values' schema and its keys' schema are the pair's members
    if ((keyword === "additionalProperties" || keyword === "propertyNames") && !Object.hasOwn(view, keyword)) {
      const pair = isSchemaNode(view.items) && isSchemaNode(view.items.properties) ? view.items.properties : undefined;
      const member = pair?.[keyword === "additionalProperties" ? "value" : "key"];
      if (isSchemaNode(member)) return member;
      continue;
    }
    const other = keyword === "definitions" ? "$defs" : keyword === "$defs" ? "definitions" : keyword === "oneOf" ? "anyOf" : undefined;
    const held = Object.hasOwn(view, keyword) ? view[keyword] : other !== undefined && Object.hasOwn(view, other) ? view[other] : undefined;
    const child = key === undefined ? held : isSchemaNode(held) || Array.isArray(held) ? (held as Record<string | number, unknown>)[key] : undefined;
    if (key !== undefined && isSchemaNode(held) && !Object.hasOwn(held, key)) continue;
    if (isSchemaNode(child)) return child;
  }
  return undefined;
}
