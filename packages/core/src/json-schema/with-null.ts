import type { JsonSchema } from "./types.js";

/** Lets a schema accept null: a type array where it has one type, `anyOf` otherwise. */
export function withNull(schema: JsonSchema): JsonSchema {
  const { type } = schema;
  if (typeof type === "string") {
    const out: JsonSchema = { ...schema, type: type === "null" ? type : [type, "null"] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
    return out;
  }
  if (Array.isArray(type)) {
    const out: JsonSchema = { ...schema, type: type.includes("null") ? type : [...type, "null"] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
    return out;
  }
  const { description, ...rest } = schema;
  return { ...(description === undefined ? {} : { description }), anyOf: [rest, { type: "null" }] };
}
