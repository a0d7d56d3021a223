import type { AnySchema } from "../schema.js";
import type { ArraySchema } from "./array.js";
import type { DiscriminatedUnionSchema } from "./discriminated-union.js";
import type { ForeignNode } from "./foreign.js";
import type { LazySchema } from "./lazy.js";
import type { LiteralSchema } from "./literal.js";
import type { NullableSchema } from "./nullable.js";
import type { ObjectSchema } from "./object.js";
import type { OptionalSchema } from "./optional.js";
import type { RecordSchema } from "./record.js";
import type { TupleSchema } from "./tuple.js";
import type { UnionSchema } from "./union.js";
import type { ValueObject } from "./value-object.js";

/**
 * Every node this library makes, as one union told apart by `kind`: what the JSON Schema
 * writer switches over, and what a new kind must join (the writer's switch then fails to
 * compile until it writes the new kind).
 */
export type SchemaNode =
  | ValueObject<any, string, any>
  | LiteralSchema<any>
  | ObjectSchema<any, any>
  | ArraySchema<any>
  | RecordSchema<any, any>
  | TupleSchema<any, any>
  | OptionalSchema<any, any>
  | NullableSchema<any>
  | UnionSchema<any, any>
  | DiscriminatedUnionSchema<any, any>
  | ForeignNode<any, any>
  | LazySchema<any>;

/** The kind of every node: `"string"`, `"object"`, `"foreign"`… */
export type SchemaKind = SchemaNode["kind"];

/**
 * Where a composite node keeps the function that writes it as JSON Schema (a value object has
 * none: the writer's default). Each composite's factory puts its own there, so a bundle holds the
 * writers of the composites it uses only: a switch over every kind in the writer would hold them
 * all. A symbol key, enumerable: no key a program lists or serializes, and copied with the node
 * (`vo.describe`); a registered one, so that two copies of the core in one program write each
 * other's composites.
 */
export const WRITE: unique symbol = Symbol.for("@adcodicem/value-objects/write");

/**
 * Tells a schema of this library from a foreign one. Every schema that has a compiled
 * reader was made by one of the library's own factories, each of which makes one of the
 * nodes of {@link SchemaNode}.
 */
export const isOwnSchema = (schema: AnySchema): schema is SchemaNode => typeof (schema as { "~read"?: unknown })["~read"] === "function";
