import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";

/**
 * A schema met through a function, at its first use: how a schema holds itself (a category
 * whose children are categories). `target()` answers the schema the function returns, asked once.
 */
export interface LazySchema<S extends AnySchema = AnySchema> extends Schema<InferInput<S>, Infer<S>> {
  readonly kind: "lazy";
  /** The schema the function returns, as a node of this library (asked at the first use, then kept). */
  readonly target: () => Schema<any, any>;
}
