import type { Infer, InferInput, Schema } from "../schema.js";
import type { ObjectSchema } from "./object.js";

/** Objects told apart by the value of one member, their key. */
export interface DiscriminatedUnionSchema<K extends string = string, A extends readonly ObjectSchema<any, any>[] = readonly ObjectSchema<any, any>[]>
  extends Schema<InferInput<A[number]>, Infer<A[number]>> {
  readonly kind: "discriminatedUnion";
  readonly key: K;
  readonly alternatives: readonly ObjectSchema<any, any>[];
  readonly description?: string;
  readonly name?: string;
}
