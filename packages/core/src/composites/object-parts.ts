import type { ObjectSchema, Shape } from "../nodes/object.js";
import { type SchemaNode, isOwnSchema } from "../nodes/schema-node.js";
import { escapeKey } from "../refusal/json-pointer.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { describe } from "./describe.js";
import { OBJECT_CHECK } from "./object-check.js";
import type { ObjectOptions } from "./object.js";

/**
 * What every object made from another keeps of it: its description, `unknown`,
 * `checkDescription` and own `messages` (DESIGN.md: the four that are not `extend` drop `name`, `check` and
 * `checkAsync`, nothing more).
 */
export function keptOptions(base: ObjectSchema<any, any>): ObjectOptions<Shape, undefined> {
  return {
    ...(base.description !== undefined ? { description: base.description } : {}),
    ...(base.checkDescription !== undefined ? { checkDescription: base.checkDescription } : {}),
    ...(declared(base).messages !== undefined ? { messages: declared(base).messages } : {}),
    unknown: base.unknown,
  };
}

// the options an object was declared with (kept on it under OBJECT_CHECK)
const declared = (base: ObjectSchema<any, any>): ObjectOptions<Shape, string | undefined> =>
  (base as { [OBJECT_CHECK]?: ObjectOptions<Shape, string | undefined> })[OBJECT_CHECK] ?? {};

/** What `vo.extend` keeps beyond {@link keptOptions}: its `name` and the rule across members (every member it reads is still there). */
export function checkOptions(base: ObjectSchema<any, any>): ObjectOptions<Shape, string | undefined> {
  const { check } = declared(base);
  return { ...(base.name !== undefined ? { name: base.name } : {}), ...(check !== undefined ? { check } : {}) };
}

/** Refuses, at declaration, anything but an object of this library as the base `where` is made from. */
export function assertObject(base: unknown, where: string): asserts base is ObjectSchema<Shape, string | undefined> {
  if (base === null || typeof base !== "object" || !isOwnSchema(base as SchemaNode) || (base as SchemaNode).kind !== "object") {
    throw new ValueObjectDefinitionError(where, "object", "must be an object of this library (vo.object).");
  }
}

/**
 * The keys named, each one the object declares: an unknown key is refused at declaration,
 * named (escaped as any key in a path). `undefined` (where allowed): every key.
 */
export function declaredKeys(base: ObjectSchema<Shape, string | undefined>, keys: unknown, where: string): ReadonlySet<string> {
  const declared = Object.keys(base.shape);
  if (keys === undefined) return new Set(declared);
  if (!Array.isArray(keys)) throw new ValueObjectDefinitionError(where, "keys", "must be an array of the object's keys.");
  for (const key of keys) {
    if (typeof key !== "string" || !Object.hasOwn(base.shape, key)) {
      throw new ValueObjectDefinitionError(where, "keys", `holds ${typeof key === "string" ? `"${escapeKey(key)}"` : "a key that is not a string"}, which the object does not declare.`);
    }
  }
  return new Set(keys as string[]);
}

/** `node` with the descriptions `from` had as a property (`vo.describe` of an optional member), outermost first. */
export function withDescriptions<S extends SchemaNode>(node: S, descriptions: readonly string[] | undefined): S {
  return (descriptions ?? []).reduceRight<S>((described, text) => describe(described, text), node);
}
