import type { AnySchema, Infer, InferInput, Schema } from "../schema.js";

/** The values of a tuple's positions, then of its rest. */
export type TupleOutput<Items extends readonly AnySchema[], R> = R extends AnySchema
  ? [...{ -readonly [I in keyof Items]: Infer<Items[I]> }, ...Infer<R>[]]
  : { -readonly [I in keyof Items]: Infer<Items[I]> };

/** What a tuple accepts: each position's input, then the rest's. */
export type TupleInput<Items extends readonly AnySchema[], R> = R extends AnySchema
  ? [...{ -readonly [I in keyof Items]: InferInput<Items[I]> }, ...InferInput<R>[]]
  : { -readonly [I in keyof Items]: InferInput<Items[I]> };

/** A list of fixed length (or a fixed start and a rest) whose every position has its own schema. */
export interface TupleSchema<Items extends readonly AnySchema[] = readonly AnySchema[], R extends AnySchema | undefined = undefined>
  extends Schema<TupleInput<Items, R>, TupleOutput<Items, R>> {
  readonly kind: "tuple";
  /** The schema of each position, in order. */
  readonly items: readonly Schema<any, any>[];
  /** The schema of every item after the positions; absent: no item after them. */
  readonly rest?: Schema<any, any>;
  /** How many items at least: the positions up to the last that is not optional. */
  readonly minItems: number;
  readonly description?: string;
}
