import type { Brand } from "../brand.js";
import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";
import type { ForeignNode } from "./foreign.js";
import type { OptionalSchema } from "./optional.js";

/** The members of an object schema. */
export type Shape = Readonly<Record<string, AnySchema>>;

type Flatten<T> = { [K in keyof T]: T[K] } & {};
type OptionalIn<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<any, any> ? K : never }[keyof S];
type OptionalOut<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<any, false> ? K : never }[keyof S];

/** The value an object schema reads: optional members without a default may be absent. */
export type ObjectOutput<S extends Shape> = Flatten<
  { -readonly [K in Exclude<keyof S, OptionalOut<S>>]: Infer<S[K]> } & { -readonly [K in OptionalOut<S>]?: Exclude<Infer<S[K]>, undefined> }
>;
/** What an object schema accepts. */
export type ObjectInput<S extends Shape> = Flatten<
  { -readonly [K in Exclude<keyof S, OptionalIn<S>>]: InferInput<S[K]> } & { -readonly [K in OptionalIn<S>]?: Exclude<InferInput<S[K]>, undefined> }
>;

/**
 * The members an object holds, each typed as declared: a schema of this library as it is, a
 * foreign one as the node that reads it (same input and output). So `vo.object({ ...Order.shape, note })`
 * keeps every member's type.
 */
export type ShapeNodes<S extends Shape> = { readonly [K in keyof S]: NodeOf<S[K]> };
type NodeOf<M extends AnySchema> = M extends Schema<any, any> ? M : ForeignNode<InferInput<M>, Infer<M>>;

/** The value of a named object: its members' value, branded with the name. */
export type NamedOutput<S extends Shape, Name extends string | undefined> = [Name] extends [string] ? ObjectOutput<S> & Brand<Name> : ObjectOutput<S>;

/** An object of named members, each a value object, a composite or a foreign schema. */
export interface ObjectSchema<S extends Shape = Shape, Name extends string | undefined = string | undefined>
  extends Schema<ObjectInput<S>, NamedOutput<S, Name>> {
  readonly kind: "object";
  readonly shape: ShapeNodes<S>;
  readonly description?: string;
  /** Set on a named object: the name its refusals and its brand carry. */
  readonly name?: Name;
  readonly checkDescription?: string;
  readonly unknown: "ignore" | "refuse";
}
