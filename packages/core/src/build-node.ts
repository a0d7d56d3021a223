import { withStandardFaces } from "./standard-schema.js";
import type { CreateFaces, Schema } from "./schema.js";
import type { WriteKind } from "./json-schema/types.js";
import type { WRITE } from "./nodes/schema-node.js";

/** The faces {@link schemaNode} adds: `~standard` always, `tryCreate`, `create` and `is` where the body has none. */
type AddedFaces = "~standard" | keyof CreateFaces<unknown>;

/**
 * What a factory supplies to make the schema `S`: every member of `S` but the faces
 * {@link schemaNode} adds (its own `tryCreate`, `create` and `is` allowed, as a value object has),
 * and the writer of its kind. The types a schema reads (`Infer<S>`) live in those faces only:
 * a body holds no value of them, so none is asserted here.
 */
export type SchemaBody<S extends Schema<any, any>> = Omit<S, AddedFaces> &
  Partial<Pick<S, keyof CreateFaces<unknown>>> & {
    /** Writes the node as JSON Schema (a value object has none: the writer's default). */
    readonly [WRITE]?: WriteKind;
  };

/**
 * Makes the schema `S` from its body: adds `~standard` (made at its first read), and
 * `tryCreate`, `create` and `is` over its `~read` where the body has none of its own; frozen.
 *
 * @example
 * ```ts
 * return schemaNode<NullableSchema<S>>({ kind: "nullable", [WRITE]: writeNullable, inner, "~read": read });
 * ```
 */
// withStandardFaces itself, not a call of it (no function more in a bundle): the faces it adds carry
// the types S reads, which no runtime value holds, so its type is asserted once, here
export const schemaNode = withStandardFaces as unknown as <S extends Schema<any, any>>(body: SchemaBody<S>) => S;
