import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";

/** What a record reads: any string keys, or the keys its key value object accepts (then any may be absent). */
export type RecordInput<K, S extends AnySchema> = K extends AnySchema ? Partial<Record<InferInput<K> & string, InferInput<S>>> : Record<string, InferInput<S>>;

/**
 * What a record gives: each value read (branded), under keys typed as the key value object
 * reads them unbranded (`"FR" | "DE"` for a `vo.oneOf`, `string` otherwise), so that
 * `stock.FR` and `stock[code]` index it; any key may be absent.
 */
export type RecordOutput<K, S extends AnySchema> = K extends AnySchema ? Partial<Record<InferInput<K> & string, Infer<S>>> : Record<string, Infer<S>>;

/** An object with keys of the sender's choosing (or of a key value object's) and values of one schema. */
export interface RecordSchema<S extends AnySchema = AnySchema, K extends AnySchema | undefined = undefined> extends Schema<RecordInput<K, S>, RecordOutput<K, S>> {
  readonly kind: "record";
  readonly value: Schema<any, any>;
  /** The key's value object, when the record declares one (`vo.record(key, value)`). */
  readonly key?: Schema<any, any>;
  readonly description?: string;
}
