import type { SchemaNode } from "../nodes/schema-node.js";
import { isOwnSchema } from "../nodes/schema-node.js";
import { escapeKey } from "../refusal/json-pointer.js";
import { CANNOT_DESCRIBE, ValueObjectDefinitionError } from "../refusal/errors.js";
import type { AnySchema } from "../schema.js";
import { foreign } from "./foreign.js";

const standardOf = (schema: unknown): unknown =>
  typeof schema === "object" || typeof schema === "function" ? (schema as { "~standard"?: unknown } | null)?.["~standard"] : undefined;

const isStandardSchema = (schema: unknown): boolean => {
  const standard = standardOf(schema);
  return typeof standard === "object" && standard !== null && typeof (standard as { validate?: unknown }).validate === "function";
};

/** Whether a foreign schema can write its own JSON Schema (Standard JSON Schema: `~standard.jsonSchema.input` and `.output`). */
const describesItself = (schema: unknown): boolean => {
  const converter = (standardOf(schema) as { jsonSchema?: { input?: unknown; output?: unknown } } | undefined)?.jsonSchema;
  return typeof converter?.input === "function" && typeof converter.output === "function";
};

/**
 * Refuses a foreign schema that can check but not describe itself (a valibot 1.5 schema has
 * `~standard.validate` and no `~standard.jsonSchema`): its JSON Schema would be `{}`, which tells a
 * model nothing and which OpenAI's strict mode refuses. Said where it is declared, naming `where`.
 */
export function assertDescribesItself(schema: unknown, where: string): void {
  if (describesItself(schema)) return;
  throw new ValueObjectDefinitionError(escapeKey(where), "schema", CANNOT_DESCRIBE);
}

/**
 * Any member as a node of this library: its own schema as it is, a foreign one wrapped by
 * {@link foreign}. Anything else (`vo.object({ a: 42 })`), and a foreign schema that cannot
 * describe itself, throws at declaration, naming where it was met (`member` names the key of
 * an object, `item` an array's, …). `describes: false` (`vo.validate`, which writes no schema)
 * takes a foreign schema that only checks.
 */
export const toNode = (schema: AnySchema, member = "member", describes = true): SchemaNode => {
  if (schema !== null && schema !== undefined && isOwnSchema(schema)) return schema;
  if (!isStandardSchema(schema)) {
    throw new ValueObjectDefinitionError(escapeKey(member), "schema", "a member must be a schema of this library or a Standard Schema (with ~standard.validate).");
  }
  if (describes) assertDescribesItself(schema, member);
  return foreign(schema);
};
