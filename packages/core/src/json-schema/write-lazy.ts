import type { LazySchema } from "../nodes/lazy.js";
import type { Schema } from "../schema.js";
import { definitionsKeyword } from "./definitions.js";
import { joinDescriptions } from "./descriptions.js";
import { definitionName, refSegment } from "./ref-segment.js";
import type { Definitions, JsonSchema, Write, WriteContext } from "./types.js";

// per document (its definitions): the place each lazy target was written at
const written = new WeakMap<Definitions, Map<Schema<any, any>, string>>();

/**
 * A lazy schema: a named target is written once in the document's definitions (`$defs`, or
 * `definitions` for draft-07) and referenced by `$ref` wherever it is met, however it recurses;
 * an unnamed one (which `vo.lazy` has checked does not hold itself) is written in place. The
 * descriptions of the wrappers around it sit beside the reference.
 *
 * @example
 * ```ts
 * // vo.array(vo.lazy(() => Category)) → { type: "array", items: { $ref: "#/$defs/Category" } }
 * ```
 */
export function writeLazy(node: LazySchema, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  const target = node.target();
  const name = (target as { name?: unknown }).name;
  if (typeof name !== "string") return write(target, context, outer);
  let places = written.get(context.definitions);
  if (places === undefined) written.set(context.definitions, (places = new Map()));
  let ref = places.get(target);
  if (ref === undefined) {
    const key = freeName(definitionName(name), context.definitions);
    ref = `#/${definitionsKeyword(context)}/${refSegment(key)}`;
    places.set(target, ref);
    // the name is taken before the target is written: the references inside it find it
    context.definitions.set(key, {});
    context.definitions.set(key, write(target, context, []));
  }
  const description = joinDescriptions(outer);
  return description === undefined ? { $ref: ref } : { description, $ref: ref };
}

// two schemas of one name (or a foreign member's definition of that name): the second is Name_2
function freeName(name: string, definitions: Definitions): string {
  let key = name;
  for (let n = 2; definitions.has(key); n++) key = `${name}_${n}`;
  return key;
}
