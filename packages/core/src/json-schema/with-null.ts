import { setOwn } from "../set-own.js";
import type { JsonSchema } from "./types.js";

// the keywords a wrapping anyOf keeps beside it
const OUTSIDE = new Set(["description", "$schema", "$id", "$defs", "definitions"]);

// a plain JSON object: a schema (an array or null is not one)
const isSchema = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Whether a schema lets JSON null through, as far as its keywords say: its type lists
 * null (or it has none), its enum or const allows null, its `anyOf` / `oneOf` has a
 * branch that does, every branch of its `allOf` does. A schema whose answer depends on
 * what it points at (`$ref`) or excludes (`not`) counts as refusing null: a caller then
 * adds null where it was already allowed, which costs a branch and is never wrong.
 *
 * @example
 * ```ts
 * acceptsNull({ type: ["number", "null"] }); // true
 * acceptsNull({ type: "string", const: "card" }); // false
 * ```
 */
export function acceptsNull(schema: JsonSchema): boolean {
  const { type } = schema;
  if (typeof type === "string" ? type !== "null" : Array.isArray(type) && !type.includes("null")) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) return false;
  if ("const" in schema && schema.const !== null) return false;
  if (schema.$ref !== undefined || schema.not !== undefined) return false;
  for (const key of ["anyOf", "oneOf"]) {
    const branches = schema[key];
    if (Array.isArray(branches) && !branches.some((b) => isSchema(b) && acceptsNull(b))) return false;
  }
  const all = schema.allOf;
  return !Array.isArray(all) || all.every((b) => isSchema(b) && acceptsNull(b));
}

/**
 * A schema that accepts what `schema` accepts, and JSON null: null added to its type
 * (and to its enum, its const made an enum) where its keywords allow only that type's
 * values; a null branch added to its `anyOf`; else `anyOf` around it, its description
 * and definitions kept outside. A schema that accepts null already comes back as it is.
 *
 * @example
 * ```ts
 * withNull({ type: "string", enum: ["FR", "DE"] }); // { type: ["string", "null"], enum: ["FR", "DE", null] }
 * withNull({ type: "string", const: "card" }); // { type: ["string", "null"], enum: ["card", null] }
 * withNull({ $ref: "#/$defs/Cat" }); // { anyOf: [{ $ref: "#/$defs/Cat" }, { type: "null" }] }
 * ```
 */
export function withNull(schema: JsonSchema): JsonSchema {
  if (acceptsNull(schema)) return schema;
  const { type } = schema;
  const typed = typeof type === "string" || Array.isArray(type);
  // keywords that refuse null whatever the type says: with one of them, null needs a branch of its own
  const branching = schema.$ref !== undefined || schema.not !== undefined || schema.anyOf !== undefined || schema.oneOf !== undefined || schema.allOf !== undefined;
  if (typed && !branching) {
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === "type") out.type = Array.isArray(value) ? (value.includes("null") ? value : [...value, "null"]) : [value, "null"];
      else if (key === "enum") out.enum = (value as unknown[]).includes(null) ? value : [...(value as unknown[]), null];
      // a const allows one value: as an enum, it allows null as well
      else if (key === "const") out.enum = [value, null];
      else setOwn(out, key, value);
    }
    return out;
  }
  if (!typed && Array.isArray(schema.anyOf) && schema.$ref === undefined && schema.not === undefined && schema.oneOf === undefined && schema.allOf === undefined) {
    return { ...schema, anyOf: [...schema.anyOf, { type: "null" }] };
  }
  // what belongs to the document, not to the value, stays outside the branch: the description, and
  // the definitions with what names them, where the branch's references still find them
  const outside: JsonSchema = {};
  const branch: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) setOwn(OUTSIDE.has(key) ? outside : branch, key, value);
  return { ...outside, anyOf: [branch, { type: "null" }] };
}
