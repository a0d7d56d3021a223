import type { JsonSchema } from "@adcodicem/value-objects";
import { eachSubschema, isSchemaNode, nameOfRefSegment } from "@adcodicem/value-objects/internal";

// Deeper than any schema a person writes; stops a walk of a hostile nesting before the stack does
const MAX_WALK = 256;
// definitions sit beside the node, not inside it: they add no level of nesting where they are written
const DEFINITIONS: ReadonlySet<string> = new Set(["$defs", "definitions"]);

/** Whether a node is an object, as OpenAI counts a level of nesting. */
export const isObjectType = (node: JsonSchema): boolean =>
  node.type === "object" || (Array.isArray(node.type) && node.type.includes("object")) || isSchemaNode(node.properties);

// "#", "#/$defs/Name", "#/definitions/a~1b%20c": a pointer into the same document (a URI fragment); anything else is not followed
function resolve(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const segment = nameOfRefSegment(raw);
    if (segment === undefined || node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return isSchemaNode(node) ? (node as JsonSchema) : undefined;
}

/**
 * The levels of objects on the deepest path of a schema (the root object is level 1),
 * counted through `$ref`: a reference is as deep as the definition it names, at the
 * place that names it. A recursive reference (to a definition or to the root being
 * walked) adds nothing past its first expansion, so a cycle ends; each node (a
 * definition, or an object shared in code) is walked once, however often it is named.
 *
 * @example
 * ```ts
 * schemaDepth({ type: "object", properties: { a: { $ref: "#/$defs/A" } }, $defs: { A: { type: "object", properties: {} } } }); // 2
 * ```
 */
export function schemaDepth(root: JsonSchema): number {
  const heights = new Map<JsonSchema, number>();
  const walking = new Set<JsonSchema>();
  const heightOnce = (target: JsonSchema, walked: number): number => {
    const known = heights.get(target);
    if (known !== undefined) return known;
    // reached again while it is being walked: a recursion, counted once (where it was first expanded)
    if (walking.has(target)) return 0;
    walking.add(target);
    const height = heightOf(target, walked);
    walking.delete(target);
    heights.set(target, height);
    return height;
  };
  const heightOf = (node: JsonSchema, walked: number): number => {
    if (walked > MAX_WALK) return 0;
    let below = 0;
    if (typeof node.$ref === "string") {
      const target = resolve(root, node.$ref);
      if (target !== undefined) below = heightOnce(target, walked + 1);
    }
    eachSubschema(node, (child, place) => {
      // a definition nobody names still counts, from where it is written
      const height = heightOnce(child as JsonSchema, walked + 1);
      if (!DEFINITIONS.has(place.keyword)) below = Math.max(below, height);
    });
    return (isObjectType(node) ? 1 : 0) + below;
  };
  let depth = heightOnce(root, 0);
  for (const height of heights.values()) depth = Math.max(depth, height);
  return depth;
}
