import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";

/** A schema that also accepts JSON null. */
export interface NullableSchema<S extends AnySchema = AnySchema> extends Schema<InferInput<S> | null, Infer<S> | null> {
  readonly kind: "nullable";
  readonly inner: Schema<any, any>;
}
