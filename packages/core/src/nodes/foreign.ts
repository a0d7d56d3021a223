import type { ForeignSchema, Schema } from "../schema.js";

/** A foreign Standard Schema held inside a composite. */
export interface ForeignNode<I = unknown, O = I> extends Schema<I, O> {
  readonly kind: "foreign";
  readonly schema: ForeignSchema<I, O>;
}
