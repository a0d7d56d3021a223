import type { Result } from "../refusal/refusal.js";
import type { ReadOptions } from "../refusal/locale.js";
import type { AnyRules } from "../rules/rules.js";
import type { Schema } from "../schema.js";

/** The kinds of value object. */
export type ValueObjectKind = "string" | "integer" | "number" | "date" | "dateTime" | "oneOf" | "boolean";

/**
 * A value object: a named primitive with rules, read from a parsed JSON value.
 * `Output` is the branded type (`string & Brand<"Iban">`).
 */
export interface ValueObject<Output = unknown, Name extends string = string, Input = unknown> extends Schema<Input, Output> {
  readonly kind: ValueObjectKind;
  /** The name every message uses: `The value is not a valid <name>: …`. */
  readonly name: Name;
  /** The rules as declared. */
  readonly rules: Readonly<AnyRules>;
  /** The closed set of a `oneOf`, in declared spelling. */
  readonly values?: readonly (string | number)[];
  /**
   * Reads an input exactly as a tool argument arrives (a parsed JSON value).
   * @example
   * ```ts
   * const r = Quantity.tryCreate(500);
   * if (!r.ok) console.log(r.error.code); // "value_object.out_of_range"
   * Quantity.tryCreate(500, { locale: fr }); // its message in French
   * ```
   */
  tryCreate(input: unknown, options?: ReadOptions): Result<Output>;
  /** Like `tryCreate`, but returns the value or throws a `vo.ValueObjectError`. */
  create(input: unknown, options?: ReadOptions): Output;
  /** True when `x` is already a value `create` would return (`CountryCode.is("fr")` is false). */
  is(x: unknown): x is Output;
}
