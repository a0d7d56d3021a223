import type * as vo from "@adcodicem/value-objects";
import type { OutputSpec } from "./listed-schemas.js";

// Types of the structured content a tool with `output` returns: the same for SDK 1.x and 2.x.

/** The schema an `output` makes: the schema itself, or `vo.object(shape)`. */
export type OutputSchema<O> = O extends { readonly "~standard": unknown } ? O : O extends vo.Shape ? vo.ObjectSchema<O> : never;

/** True when a value of type `T` is a JSON object (not a list, not a primitive, never null). */
export type IsObjectValue<T> = [T] extends [readonly unknown[]]
  ? false
  : [T] extends [string | number | boolean | bigint | symbol | null | undefined]
    ? false
    : [T] extends [object]
      ? true
      : false;

/**
 * A value's type with its literal unions widened to their primitive (`"FR" | "DE"`
 * is `string`). TypeScript widens a literal written in a handler's return whose
 * expected type still depends on a type parameter being inferred, so a closed set
 * cannot be asked of it there; the output check reads the closed set at run time.
 */
export type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Widened<U>[]
        : T extends object
          ? { [K in keyof T]: Widened<T[K]> }
          : T;

/**
 * The `structuredContent` a handler returns for a tool with `output`: the output's
 * value itself when it is an object, otherwise `{ result: value }`, exactly as it
 * travels (protocol versions up to 2025-11-25 require an object). Members, nesting
 * and JSON types are typed; closed sets are widened to their JSON type (a literal union reads as `string`).
 */
export type StructuredContent<O extends OutputSpec> =
  IsObjectValue<vo.InferInput<OutputSchema<O>>> extends true
    ? Widened<vo.InferInput<OutputSchema<O>>>
    : { result: Widened<vo.InferInput<OutputSchema<O>>> };
