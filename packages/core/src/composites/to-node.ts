import type { SchemaNode } from "../nodes/schema-node.js";
import { isOwnSchema } from "../nodes/schema-node.js";
import { escapeKey } from "../refusal/json-pointer.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import type { AnySchema } from "../schema.js";
import { foreign } from "./foreign.js";

const isStandardSchema = (schema: unknown): boolean => {
  const standard = typeof schema === "object" || typeof schema === "function" ? (schema as { "~standard"?: unknown } | null)?.["~standard"] : undefined;
  return typeof standard === "object" && standard !== null && typeof (standard as { validate?: unknown }).validate === "function";
};

/**
 * Any member as a node of this library: its own schema as it is, a foreign one wrapped by
 * {@link foreign}. Anything else (`vo.object({ a: 42 })`) throws at declaration, naming
 * where it was met (`member` names the key of an object, `item` an array's, …).
 */
export const toNode = (schema: AnySchema, member = "member"): SchemaNode => {
  if (schema !== null && schema !== undefined && isOwnSchema(schema)) return schema;
  if (!isStandardSchema(schema)) {
    throw new ValueObjectDefinitionError(escapeKey(member), "schema", "a member must be a schema of this library or a Standard Schema (with ~standard.validate).");
  }
  return foreign(schema);
};
