// The one walker over JSON Schema: where subschemas live, in draft 2020-12, draft-07 and
// OpenAPI 3.0 documents. A leaf (it imports only the leaf setter), so every package and module can use it.
import { setOwn } from "../set-own.js";

/** A JSON Schema node: a plain object of keywords. */
export type SchemaNode = { [keyword: string]: unknown };

/** Where one subschema sits in its parent: the keyword, and the name or index under it. */
export interface SubschemaPlace {
  /** The keyword that holds it (`properties`, `items`, `anyOf`…). */
  readonly keyword: string;
  /** The property name (under a map keyword) or the index (under a list keyword); absent for a single subschema. */
  readonly key?: string | number;
}

/**
 * Every keyword whose value holds subschemas, by how it holds them. `items` is a
 * schema (2020-12) or a list of schemas (draft-07 tuples); a value of `dependencies`
 * (draft-07) is a schema or a list of property names (data). Boolean subschemas
 * (`additionalProperties: false`) are kept as they are: a walker visits object nodes only.
 */
// each list a constant of its own, the table only naming them: a bundle that never reads the
// table (the walker reads the sets) leaves it out
const SINGLE_KEYWORDS = [
  "items", "additionalItems", "additionalProperties", "contains", "propertyNames", "not", "if", "then", "else",
  "unevaluatedItems", "unevaluatedProperties", "contentSchema",
] as const;
const LIST_KEYWORDS = ["items", "prefixItems", "allOf", "anyOf", "oneOf"] as const;
const MAP_KEYWORDS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies"] as const;

export const SUBSCHEMA_KEYWORDS = {
  /** The value is one schema. */
  single: SINGLE_KEYWORDS,
  /** The value is a list of schemas. */
  list: LIST_KEYWORDS,
  /** The value maps names to schemas. */
  map: MAP_KEYWORDS,
} as const;

const SINGLE: ReadonlySet<string> = new Set(SINGLE_KEYWORDS);
const LIST: ReadonlySet<string> = new Set(LIST_KEYWORDS);
const MAP: ReadonlySet<string> = new Set(MAP_KEYWORDS);

/**
 * A plain JSON object (not an array, not null): what a schema node is.
 *
 * @example
 * ```ts
 * isSchemaNode({ type: "string" }); // true
 * isSchemaNode(false); // false (a boolean schema is not walked)
 * ```
 */
export const isSchemaNode = (value: unknown): value is SchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Calls `visit` with each direct subschema of a node, in the node's key order, with
 * its place. Data keywords (`enum`, `const`, `default`, `examples`) are never entered.
 *
 * @example
 * ```ts
 * eachSubschema({ properties: { a: { type: "string" } }, anyOf: [{ minLength: 1 }] }, (child, place) => {
 *   // ({ type: "string" }, { keyword: "properties", key: "a" }), then ({ minLength: 1 }, { keyword: "anyOf", key: 0 })
 * });
 * ```
 */
export function eachSubschema(node: SchemaNode, visit: (child: SchemaNode, place: SubschemaPlace) => void): void {
  walkDirect(node, (child, place) => {
    visit(child, place);
    return false;
  });
}

/**
 * Whether `test` holds for a direct subschema of a node; stops at the first that passes.
 *
 * @example
 * ```ts
 * someSubschema({ anyOf: [{ type: "null" }] }, (child) => child.type === "null"); // true
 * ```
 */
export function someSubschema(node: SchemaNode, test: (child: SchemaNode, place: SubschemaPlace) => boolean): boolean {
  return walkDirect(node, test);
}

// visits the direct subschemas until `stop` answers true; says whether it did
function walkDirect(node: SchemaNode, stop: (child: SchemaNode, place: SubschemaPlace) => boolean): boolean {
  for (const keyword of Object.keys(node)) {
    const value = node[keyword];
    if (SINGLE.has(keyword) && isSchemaNode(value)) {
      if (stop(value, { keyword })) return true;
    } else if (LIST.has(keyword) && Array.isArray(value)) {
      for (let key = 0; key < value.length; key++) {
        const child: unknown = value[key];
        if (isSchemaNode(child) && stop(child, { keyword, key })) return true;
      }
    } else if (MAP.has(keyword) && isSchemaNode(value)) {
      for (const key of Object.keys(value)) {
        const child = value[key];
        if (isSchemaNode(child) && stop(child, { keyword, key })) return true;
      }
    }
  }
  return false;
}

/**
 * A copy of a node whose direct subschemas went through `f`; every other value (data
 * keywords, boolean subschemas, property lists) is copied as it is, and keys keep
 * their order. Names under a map keyword stay own data properties, `__proto__` included.
 * Never mutates the node.
 *
 * @example
 * ```ts
 * const lowered = mapSubschemas(schema, (child, place) => lower(child, place.keyword));
 * ```
 */
export function mapSubschemas(node: SchemaNode, f: (child: SchemaNode, place: SubschemaPlace) => SchemaNode): SchemaNode {
  const out: SchemaNode = {};
  for (const keyword of Object.keys(node)) {
    const value = node[keyword];
    let mapped: unknown = value;
    if (SINGLE.has(keyword) && isSchemaNode(value)) mapped = f(value, { keyword });
    else if (LIST.has(keyword) && Array.isArray(value)) mapped = value.map((child, key) => (isSchemaNode(child) ? f(child, { keyword, key }) : child));
    else if (MAP.has(keyword) && isSchemaNode(value)) {
      const names: SchemaNode = {};
      for (const key of Object.keys(value)) {
        const child = value[key];
        setOwn(names, key, isSchemaNode(child) ? f(child, { keyword, key }) : child);
      }
      mapped = names;
    }
    setOwn(out, keyword, mapped);
  }
  return out;
}
