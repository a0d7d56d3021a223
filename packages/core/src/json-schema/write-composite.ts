import type { ArraySchema } from "../nodes/array.js";
import type { DiscriminatedUnionSchema } from "../nodes/discriminated-union.js";
import type { LiteralSchema } from "../nodes/literal.js";
import type { NullableSchema } from "../nodes/nullable.js";
import type { ObjectSchema } from "../nodes/object.js";
import type { OptionalSchema } from "../nodes/optional.js";
import type { RecordSchema } from "../nodes/record.js";
import type { UnionSchema } from "../nodes/union.js";
import { setOwn } from "../set-own.js";
import { joinDescriptions } from "./descriptions.js";
import type { JsonSchema, Write, WriteContext } from "./types.js";
import { withNull } from "./with-null.js";

// The composites as JSON Schema. Each writes its members with the `write` it is handed
// (the one dispatch of to-json-schema.ts), so that no writer imports the dispatch back; each
// composite's factory hands its node the writer of its kind (`WRITE`, nodes/schema-node.ts).

const described = (outer: readonly string[], own: string | undefined, rule?: string): JsonSchema => {
  const description = joinDescriptions([...outer, own, rule]);
  return description === undefined ? {} : { description };
};

/** An object: its properties in declared order, the required ones listed; closed for a model or with `unknown: "refuse"`. */
export function writeObject(node: ObjectSchema, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  const properties: JsonSchema = {};
  const required: string[] = [];
  for (const key of Object.keys(node.shape)) {
    const member = node.shape[key];
    setOwn(properties, key, write(member, context, []));
    const optional = member.kind === "optional" && !(context.io === "output" && (member as OptionalSchema).hasDefault);
    if (!optional) required.push(key);
  }
  const out: JsonSchema = { ...described(outer, node.description, node.checkDescription), type: "object", properties, required };
  if (context.profile === "languageModel" || node.unknown === "refuse") out.additionalProperties = false;
  return out;
}

/** A union or a discriminated union: `anyOf` its alternatives. */
export function writeUnion(node: UnionSchema | DiscriminatedUnionSchema, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  return { ...described(outer, node.description), anyOf: node.alternatives.map((alternative) => write(alternative, context, [])) };
}

/** A literal: its JSON type and `const`. */
export function writeLiteral(node: LiteralSchema, _context: WriteContext, outer: readonly string[]): JsonSchema {
  const { value } = node;
  const type = typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value;
  return { ...described(outer, node.description), type, const: value };
}

/** An array: its items' schema and its bounds. */
export function writeArray(node: ArraySchema, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  const out: JsonSchema = { ...described(outer, node.description), type: "array", items: write(node.item, context, []) };
  if (node.minItems !== undefined) out.minItems = node.minItems;
  if (node.maxItems !== undefined) out.maxItems = node.maxItems;
  return out;
}

/** A record: an object whose every value has one schema. */
export function writeRecord(node: RecordSchema, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  return { ...described(outer, node.description), type: "object", additionalProperties: write(node.value, context, []) };
}

/** An optional member: its inner schema, with its default. */
export function writeOptional(node: OptionalSchema, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  const inner = write(node.inner, context, outer);
  return node.hasDefault ? { ...inner, default: node.default } : inner;
}

/** A nullable: its inner schema made to accept null. */
export function writeNullable(node: NullableSchema, context: WriteContext, outer: readonly string[], write: Write): JsonSchema {
  // a union of ours takes null as one more alternative (none of them accepting it already)
  return withNull(write(node.inner, context, outer));
}
