import type { JsonSchema } from "@adcodicem/value-objects";
import { eachSubschema, isSchemaNode, nameOfRefSegment } from "@adcodicem/value-objects/internal";

const DEFINITIONS = ["$defs", "definitions"] as const;
// "#/$defs/Name" or "#/definitions/Name": the definition a local reference names (Name percent-encoded, then ~0 ~1)
const NAMED = /^#\/(\$defs|definitions)\/([^/]+)$/;

/**
 * How many definitions of a schema reach themselves through their references (a category whose
 * children are categories), and whether the root does (`"$ref": "#"`, counted as one more): what
 * a provider that takes no recursive schema refuses. Each definition is walked once.
 *
 * @example
 * ```ts
 * recursiveDefinitions({ $defs: { C: { type: "object", properties: { c: { $ref: "#/$defs/C" } } } }, $ref: "#/$defs/C" }); // 1
 * ```
 */
export function recursiveDefinitions(root: JsonSchema): number {
  const definitions = new Map<string, JsonSchema>();
  for (const keyword of DEFINITIONS) {
    const group = root[keyword];
    if (!isSchemaNode(group)) continue;
    for (const [name, schema] of Object.entries(group)) if (isSchemaNode(schema)) definitions.set(`${keyword}/${name}`, schema);
  }
  // the definitions (and "#", the root) each node's references name, its definitions left out
  const named = (node: JsonSchema): Set<string> => {
    const found = new Set<string>();
    const visit = (n: JsonSchema): void => {
      if (typeof n.$ref === "string") {
        const match = NAMED.exec(n.$ref);
        if (n.$ref === "#") found.add("#");
        else if (match !== null) {
          const name = nameOfRefSegment(match[2]);
          if (name !== undefined) found.add(`${match[1]}/${name}`);
        }
      }
      eachSubschema(n, (child, place) => {
        if (!(DEFINITIONS as readonly string[]).includes(place.keyword)) visit(child as JsonSchema);
      });
    };
    visit(node);
    return found;
  };
  const edges = new Map<string, Set<string>>([["#", named(root)]]);
  for (const [key, schema] of definitions) edges.set(key, named(schema));
  const reaches = (from: string): boolean => {
    const seen = new Set<string>();
    const pending = [...(edges.get(from) ?? [])];
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (next === from) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      pending.push(...(edges.get(next) ?? []));
    }
    return false;
  };
  return [...edges.keys()].filter(reaches).length;
}
