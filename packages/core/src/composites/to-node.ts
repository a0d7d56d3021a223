import type { SchemaNode } from "../nodes/schema-node.js";
import { isOwnSchema } from "../nodes/schema-node.js";
import { escapeKey } from "../refusal/json-pointer.js";
import { CANNOT_DESCRIBE, FACE_GIVES_NOTHING, ValueObjectDefinitionError } from "../refusal/errors.js";
import { askFace } from "../json-schema/ask-face.js";
import type { AnySchema } from "../schema.js";
import { foreign } from "./foreign.js";
import { development } from "../development.js";
import { kindOf } from "../kind-of.js";

const standardOf = (schema: unknown): unknown =>
  typeof schema === "object" || typeof schema === "function" ? (schema as { "~standard"?: unknown } | null)?.["~standard"] : undefined;

const isStandardSchema = (schema: unknown): boolean => {
  const standard = standardOf(schema);
  return typeof standard === "object" && standard !== null && typeof (standard as { validate?: unknown }).validate === "function";
};

/**
 * Why a foreign schema cannot write its own JSON Schema, or `undefined` when it can: it needs a
 * Standard JSON Schema face (`~standard.jsonSchema.input` and `.output`), asked once here for
 * draft-2020-12 (what the library asks first). The input face must answer a plain object; the
 * output face may throw (Zod's does for a transform, which cannot be said), and is then refused
 * only where `toJsonSchema` asks for the output, but any other answer than an object is refused.
 */
const whyNotDescribed = (schema: unknown): string | undefined => {
  const converter = (standardOf(schema) as { jsonSchema?: { input?: unknown; output?: unknown } } | undefined)?.jsonSchema;
  if (typeof converter?.input !== "function" || typeof converter.output !== "function") return CANNOT_DESCRIBE;
  if (typeof askFace(converter, "input", "draft-2020-12") !== "object" || askFace(converter, "output", "draft-2020-12") === "nothing") return FACE_GIVES_NOTHING;
  return undefined;
};

/**
 * Refuses a foreign schema that can check but not describe itself (a valibot 1.5 schema has
 * `~standard.validate` and no `~standard.jsonSchema`; a face that throws or answers `undefined` or
 * `true`): its JSON Schema would be `{}`, which tells a model nothing and which OpenAI's strict mode
 * refuses. Said where it is declared, naming `where`, in the library's words.
 */
export function assertDescribesItself(schema: unknown, where: string): void {
  const why = whyNotDescribed(schema);
  if (why !== undefined) throw new ValueObjectDefinitionError(escapeKey(where), "schema", why);
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
    // what was given, by its kind: a development text (src/misuse.ts), dropped with its module from a production bundle
    const given = /* @__PURE__ */ development() && process.env.NODE_ENV !== "production" ? `; given ${kindOf(schema)}` : "";
    throw new ValueObjectDefinitionError(escapeKey(member), "schema", `a member must be a schema of this library or a Standard Schema (with ~standard.validate)${given}.`);
  }
  if (describes) assertDescribesItself(schema, member);
  return foreign(schema);
};
