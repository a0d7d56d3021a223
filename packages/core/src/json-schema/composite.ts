import type { ArraySchema } from "../composites/array.js";
import type { NullableSchema } from "../composites/nullable.js";
import type { ObjectSchema } from "../composites/object.js";
import type { OptionalSchema } from "../composites/optional.js";
import type { RecordSchema } from "../composites/record.js";
import type { UnionSchema } from "../composites/union.js";
import type { DiscriminatedUnionSchema } from "../composites/discriminated-union.js";
import type { LiteralSchema } from "../kinds/literal.js";
import { type JsonSchema, type WriteContext, joinDescriptions, write } from "./to-json-schema.js";

type CompositeNode = ObjectSchema | ArraySchema | RecordSchema | OptionalSchema | NullableSchema | UnionSchema | DiscriminatedUnionSchema | LiteralSchema;

const described = (outer: readonly string[], own: string | undefined, rule?: string): JsonSchema => {
  const description = joinDescriptions([...outer, own, rule]);
  return description === undefined ? {} : { description };
};

/** An object, array, record, optional or nullable as JSON Schema. */
export function composite(node: CompositeNode, context: WriteContext, outer: readonly string[]): JsonSchema {
  switch (node.kind) {
    case "object": {
      const properties: JsonSchema = {};
      const required: string[] = [];
      for (const key of Object.keys(node.shape)) {
        const member = node.shape[key];
        Object.defineProperty(properties, key, { value: write(member, context, []), enumerable: true, writable: true, configurable: true });
        const optional = member.kind === "optional" && !(context.io === "output" && (member as OptionalSchema).hasDefault);
        if (!optional) required.push(key);
      }
      const out: JsonSchema = { ...described(outer, node.description, node.checkDescription), type: "object", properties, required };
      if (context.profile === "languageModel" || node.unknown === "refuse") out.additionalProperties = false;
      return out;
    }
    case "union":
    case "discriminatedUnion":
      return { ...described(outer, node.description), anyOf: node.alternatives.map((alternative) => write(alternative, context, [])) };
    case "literal": {
      const { value } = node;
      const type = typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value;
      return { ...described(outer, node.description), type, const: value };
    }
    case "array": {
      const out: JsonSchema = { ...described(outer, node.description), type: "array", items: write(node.item, context, []) };
      if (node.minItems !== undefined) out.minItems = node.minItems;
      if (node.maxItems !== undefined) out.maxItems = node.maxItems;
      return out;
    }
    case "record":
      return { ...described(outer, node.description), type: "object", additionalProperties: write(node.value, context, []) };
    case "optional": {
      const inner = write(node.inner, context, outer);
      return node.hasDefault ? { ...inner, default: node.default } : inner;
    }
    case "nullable": {
      const inner = write(node.inner, context, outer);
      // a union of ours takes null as one more alternative
      if (node.inner.kind === "union" || node.inner.kind === "discriminatedUnion") {
        const { anyOf, ...rest } = inner;
        return { ...rest, anyOf: [...(anyOf as JsonSchema[]), { type: "null" }] };
      }
      return withNull(inner);
    }
  }
}

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
