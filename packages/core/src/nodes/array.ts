import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";

/** A list of items of one schema. */
export interface ArraySchema<S extends AnySchema = AnySchema> extends Schema<InferInput<S>[], Infer<S>[]> {
  readonly kind: "array";
  readonly item: Schema<any, any>;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly description?: string;
}
