import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";

/** An object with keys of the sender's choosing and values of one schema. */
export interface RecordSchema<S extends AnySchema = AnySchema> extends Schema<Record<string, InferInput<S>>, Record<string, Infer<S>>> {
  readonly kind: "record";
  readonly value: Schema<any, any>;
  readonly description?: string;
}
