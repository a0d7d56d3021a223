import type { JsonSchema } from "./types.js";

/**
 * Rewrites a draft-2020-12 schema as an OpenAPI 3.0 schema object: nullable as
 * `nullable: true`, exclusive bounds as booleans, `examples` as `example`, and no
 * empty `required` (OpenAPI 3.0 wants at least one name there).
 */
export function toOpenApi30(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    switch (key) {
      case "type":
        if (Array.isArray(value)) {
          const types = value.filter((t) => t !== "null");
          if (types.length === 1) out.type = types[0];
          else out.anyOf = types.map((t) => ({ type: t }));
          if (value.includes("null")) out.nullable = true;
        } else out.type = value;
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
      case "properties":
        out.properties = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, toOpenApi30(v)]));
        break;
      case "items":
        out.items = toOpenApi30(value as JsonSchema);
        break;
      case "$defs":
      case "definitions":
        out[key] = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, toOpenApi30(v)]));
        break;
      case "additionalProperties":
        out.additionalProperties = typeof value === "object" && value !== null ? toOpenApi30(value as JsonSchema) : value;
        break;
      case "anyOf":
        out.anyOf = (value as JsonSchema[]).filter((s) => s.type !== "null").map(toOpenApi30);
        if ((value as JsonSchema[]).some((s) => s.type === "null")) out.nullable = true;
        break;
      default:
        out[key] = value;
    }
  }
  return out;
}
