import { nameOfRefSegment } from "./ref-segment.js";
import { isSchemaNode, mapSubschemas } from "./subschemas.js";
import type { JsonSchema } from "./types.js";

/**
 * Rewrites a draft-2020-12 schema as an OpenAPI 3.0 schema object, every subschema
 * included (properties, items, unions, `allOf`, definitions…):
 *
 * - nullable as `nullable: true` beside the one type of a type array; else null (a `{ type: "null" }`
 *   branch, a type of a type array of several) as a branch `{ type: "object", nullable: true, enum: [null] }`
 *   (`nullable` counts only beside a type, and the enum makes it a branch for null alone);
 * - exclusive bounds as booleans, `examples` as one `example`, `const` as a one-value `enum`;
 * - no empty `required` (OpenAPI 3.0 wants at least one name there);
 * - a tuple (`prefixItems`; OpenAPI 3.0 has no positions) as an array whose `items` is any
 *   of the positions' schemas (and of the rest's schema); a closed tuple (`items: false`)
 *   keeps its length as `maxItems`, an open one takes any item (`items: {}`). What each
 *   position holds is lost: the schema accepts more, never less;
 * - definitions: OpenAPI 3.0 keeps them in a document's `components/schemas`, which a
 *   schema object on its own has not. A definition that does not reach itself through
 *   its references is written in place of each reference to it and leaves `$defs`. A
 *   recursive one cannot be written out: it stays under `$defs` (or `definitions`),
 *   rewritten, with its `#/$defs/…` references, for a document that embeds the schema
 *   to move into `components/schemas` (rewriting the references to `#/components/schemas/…`);
 * - a `$ref` beside other keywords (which OpenAPI 3.0 ignores there) goes into `allOf`.
 *
 * @example
 * ```ts
 * toOpenApi30({ type: "array", prefixItems: [{ type: ["string", "null"] }, { const: 1 }], items: false });
 * // { type: "array", items: { anyOf: [{ type: "string", nullable: true }, { enum: [1] }] }, maxItems: 2 }
 * ```
 */
export function toOpenApi30(schema: JsonSchema): JsonSchema {
  return rewrite(inlineDefinitions(schema));
}

function rewrite(input: JsonSchema): JsonSchema {
  const schema = tupleAsArray(mapSubschemas(refBesideKeywords(input), rewrite));
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    switch (key) {
      case "type":
        if (Array.isArray(value)) {
          const types = value.filter((t) => t !== "null");
          if (types.length !== 1) out.anyOf = value.map((t) => rewrite({ type: t }));
          else {
            out.type = types[0];
            if (value.includes("null")) out.nullable = true;
          }
          // null alone, as OpenAPI 3.0 (no null type) says it: nullable counts only beside a type (3.0.3),
          // and the enum keeps that type's values out, so null is a branch of its own in a oneOf too
        } else if (value === "null") Object.assign(out, { type: "object", nullable: true, enum: [null] });
        else out.type = value;
        break;
      case "required":
        if (!Array.isArray(value) || value.length > 0) out.required = value;
        break;
      case "exclusiveMinimum":
        if (schema.minimum === undefined || (value as number) >= (schema.minimum as number)) {
          out.minimum = value;
          out.exclusiveMinimum = true;
        }
        break;
      case "exclusiveMaximum":
        if (schema.maximum === undefined || (value as number) <= (schema.maximum as number)) {
          out.maximum = value;
          out.exclusiveMaximum = true;
        }
        break;
      case "minimum":
      case "maximum":
        if (out[key] === undefined) out[key] = value;
        break;
      case "examples":
        out.example = (value as unknown[])[0];
        break;
      case "const":
        out.enum = [value];
        break;
      default:
        out[key] = value;
    }
  }
  return out;
}


// OpenAPI 3.0 ignores the keywords beside a $ref: they and the reference meet in allOf
function refBesideKeywords(node: JsonSchema): JsonSchema {
  if (typeof node.$ref !== "string" || Object.keys(node).length === 1) return node;
  const { $ref, allOf, ...rest } = node;
  return { ...rest, allOf: [{ $ref }, ...(Array.isArray(allOf) ? allOf : [])] };
}

// prefixItems (its positions already rewritten) as one items schema: see toOpenApi30
function tupleAsArray(node: JsonSchema): JsonSchema {
  const positions = node.prefixItems;
  if (!Array.isArray(positions)) return node;
  const rest = node.items;
  const open = rest === undefined || rest === true || positions.includes(true);
  const choices: JsonSchema[] = [];
  for (const choice of [...positions, rest]) {
    if (isSchemaNode(choice) && !choices.some((c) => JSON.stringify(c) === JSON.stringify(choice))) choices.push(choice);
  }
  const items: JsonSchema = open ? {} : choices.length === 1 ? choices[0] : { anyOf: choices };
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "prefixItems") out.items = items;
    else if (key !== "items") out[key] = value;
  }
  if (rest === false) out.maxItems = typeof node.maxItems === "number" ? Math.min(node.maxItems, positions.length) : positions.length;
  return out;
}

const DEFINITIONS = ["$defs", "definitions"] as const;

// a local reference to a root definition: "#/$defs/Name" (exact), or a place inside it; the name
// percent-decoded, then ~1 and ~0 (a `$ref` is a URI fragment)
function definitionOf(ref: unknown): { readonly key: string; readonly exact: boolean } | undefined {
  if (typeof ref !== "string") return undefined;
  const match = /^#\/(\$defs|definitions)\/([^/]+)(\/.*)?$/s.exec(ref);
  const name = match === null ? undefined : nameOfRefSegment(match[2]);
  return name === undefined ? undefined : { key: `${match![1]}/${name}`, exact: match![3] === undefined };
}

// the root definitions every reference in a schema points into
function definitionsReferenced(node: JsonSchema, into: Set<string> = new Set()): Set<string> {
  const at = definitionOf(node.$ref);
  if (at !== undefined) into.add(at.key);
  // the mapping walker, its copy dropped: this module maps anyway, so the visiting walker stays out of the bundle
  mapSubschemas(node, (child) => (definitionsReferenced(child, into), child));
  return into;
}

/**
 * The root's definitions written in place of their references where they can be
 * (see {@link toOpenApi30}), and the rest kept under the keyword they came under.
 */
function inlineDefinitions(root: JsonSchema): JsonSchema {
  const definitions = new Map<string, { readonly keyword: string; readonly name: string; readonly schema: JsonSchema }>();
  for (const keyword of DEFINITIONS) {
    const group = root[keyword];
    if (!isSchemaNode(group)) continue;
    for (const [name, schema] of Object.entries(group)) if (isSchemaNode(schema)) definitions.set(`${keyword}/${name}`, { keyword, name, schema });
  }
  if (definitions.size === 0) return root;

  // the definitions `from` reaches through references, each read as `body` gives it
  const reached = (from: JsonSchema, body: (key: string) => JsonSchema): Set<string> => {
    const seen = new Set<string>();
    const queue = [...definitionsReferenced(from)];
    while (queue.length > 0) {
      const key = queue.pop()!;
      if (seen.has(key) || !definitions.has(key)) continue;
      seen.add(key);
      queue.push(...definitionsReferenced(body(key)));
    }
    return seen;
  };
  const declared = (key: string): JsonSchema => definitions.get(key)!.schema;
  const recursive = new Map<string, boolean>();
  const reachesItself = (key: string): boolean => {
    let known = recursive.get(key);
    if (known === undefined) {
      known = reached(declared(key), declared).has(key);
      recursive.set(key, known);
    }
    return known;
  };

  const written = new Map<string, JsonSchema>();
  const definition = (key: string): JsonSchema => {
    let body = written.get(key);
    if (body === undefined) {
      body = inline(declared(key));
      written.set(key, body);
    }
    return body;
  };
  const inline = (node: JsonSchema): JsonSchema => {
    const at = definitionOf(node.$ref);
    if (at === undefined || !at.exact || !definitions.has(at.key) || reachesItself(at.key)) return mapSubschemas(node, inline);
    const { $ref: _ref, ...beside } = node;
    if (Object.keys(beside).length === 0) return definition(at.key);
    const { allOf, ...rest } = mapSubschemas(beside, inline);
    return { ...rest, allOf: [definition(at.key), ...(Array.isArray(allOf) ? allOf : [])] };
  };

  const { $defs: _defs, definitions: _definitions, ...body } = root;
  const out = inline(body);
  // the definitions still referenced, from the document or from one another
  const needed = reached(out, definition);
  for (const keyword of DEFINITIONS) {
    const kept = [...definitions.entries()].filter(([key, d]) => d.keyword === keyword && needed.has(key));
    if (kept.length > 0) out[keyword] = Object.fromEntries(kept.map(([key, d]) => [d.name, definition(key)]));
  }
  return out;
}
