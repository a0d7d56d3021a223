import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";

/** A value of one of several forms: the first alternative that accepts it answers. */
export interface UnionSchema<A extends readonly AnySchema[] = readonly AnySchema[], Name extends string = string>
  extends Schema<InferInput<A[number]>, Infer<A[number]>> {
  readonly kind: "union";
  readonly name: Name;
  readonly alternatives: readonly Schema<any, any>[];
  readonly description?: string;
}
