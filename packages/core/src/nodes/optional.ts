import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";

/** A member that may be absent; with a default, absent reads as the default. */
export interface OptionalSchema<S extends AnySchema = AnySchema, HasDefault extends boolean = boolean>
  extends Schema<InferInput<S> | undefined, HasDefault extends true ? Infer<S> : Infer<S> | undefined> {
  readonly kind: "optional";
  readonly inner: Schema<any, any>;
  readonly hasDefault: HasDefault;
  /** The default as given (the JSON written in schemas). */
  readonly default?: unknown;
}
