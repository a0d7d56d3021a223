import type { JsonSchema } from "@adcodicem/value-objects";
import { isSchemaNode, setOwn, tuplePositions } from "@adcodicem/value-objects/internal";
import { withSentences } from "./sentences.js";
import { loweringLocale } from "./sentence-locale.js";

/**
 * How a dialect sends a tuple (`prefixItems`, with `items: false` or the rest's schema):
 * - `prefixItems`: as it is (the provider takes it, or shows the model the schema as it is);
 * - `without-false-items`: `prefixItems` kept, `items: false` left out (the provider takes
 *   `prefixItems` but `items` only as a schema; `maxItems` holds the closed length);
 * - `items-list`: a closed tuple as `items` holding the list of positions (what a llama.cpp
 *   grammar reads as a tuple), one with a rest as `anyOf`;
 * - `anyOf`: `items` as `anyOf` the positions' schemas in order, then the rest's, the length
 *   bounds as they are, and a sentence that says which position matches which schema (the
 *   provider has no positions).
 */
export type TupleForm = "prefixItems" | "without-false-items" | "items-list" | "anyOf";

/**
 * A draft-07 tuple (`items` as a list, `additionalItems`) in the 2020-12 form every dialect lowers
 * (`prefixItems`, `items`); a tuple with no positions (a foreign member's: Zod writes
 * `prefixItems: []`, which JSON Schema forbids, as is an empty `anyOf` made of it) as the plain
 * list it is; any other node as it is.
 *
 * @example
 * ```ts
 * asPrefixItems({ type: "array", items: [{ type: "number" }], additionalItems: false }); // { type: "array", prefixItems: [{ type: "number" }], items: false }
 * asPrefixItems({ type: "array", prefixItems: [], items: false }); // { type: "array", maxItems: 0 }
 * ```
 */
export function asPrefixItems(node: JsonSchema): JsonSchema {
  if (!Array.isArray(node.items)) return Array.isArray(node.prefixItems) && node.prefixItems.length === 0 ? withoutPositions(node) : node;
  const out: JsonSchema = {};
  for (const key of Object.keys(node)) {
    if (key === "items") out.prefixItems = node.items;
    else if (key !== "additionalItems") setOwn(out, key, node[key]);
  }
  if (node.additionalItems !== undefined) out.items = node.additionalItems;
  return node.items.length === 0 ? withoutPositions(out) : out;
}

// an empty tuple in the 2020-12 form as a plain list: `items` the rest's schema, or none allowed
function withoutPositions(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const key of Object.keys(node)) if (key !== "prefixItems" && !(key === "items" && node.items === false)) setOwn(out, key, node[key]);
  if (node.items === false) out.maxItems = 0;
  return out;
}

/**
 * A tuple node (its subschemas lowered already) in the form a dialect sends; any other node as it is.
 *
 * @example
 * ```ts
 * lowerTuple({ type: "array", prefixItems: [{ type: "number" }, { type: "string" }], items: false, minItems: 2, maxItems: 2 }, "anyOf");
 * // { description: "The items match the schemas of anyOf by position: …", type: "array", items: { anyOf: [{ type: "number" }, { type: "string" }] }, minItems: 2, maxItems: 2 }
 * ```
 */
export function lowerTuple(node: JsonSchema, form: TupleForm): JsonSchema {
  const positions = node.prefixItems;
  if (!Array.isArray(positions) || form === "prefixItems") return node;
  const { prefixItems: _positions, items: rest, ...others } = node;
  if (form === "without-false-items") return rest === false ? without(node, "items") : node;
  if (form === "items-list" && !isSchemaNode(rest)) return { ...others, items: positions };
  const choices = isSchemaNode(rest) ? [...positions, rest] : positions;
  const locale = loweringLocale();
  const said = locale === undefined ? tuplePositions(positions.length, isSchemaNode(rest)) : locale["~say"]("tuplePositions", positions.length, isSchemaNode(rest));
  const description = withSentences(node.description, [said]);
  const { description: _description, ...shape } = others;
  return { ...(description === undefined ? {} : { description }), ...shape, items: { anyOf: choices } };
}

// a copy of a node without one keyword, the others in their order
function without(node: JsonSchema, keyword: string): JsonSchema {
  const out: JsonSchema = {};
  for (const key of Object.keys(node)) if (key !== keyword) setOwn(out, key, node[key]);
  return out;
}
