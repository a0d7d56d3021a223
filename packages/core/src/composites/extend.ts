import type { ObjectSchema, Shape } from "../nodes/object.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { type ObjectOptions, object } from "./object.js";
import { assertObject, checkOptions, keptOptions } from "./object-parts.js";
import { development } from "../development.js";
import { assertArguments } from "../misuse.js";

/** The members of `S` and `E`, a member of `E` replacing one of `S` of the same key (as object spread does). */
export type Extended<S extends Shape, E extends Shape> = { readonly [K in keyof S | keyof E]: K extends keyof E ? E[K] : K extends keyof S ? S[K] : never };

/**
 * A new object: the base's members, then `shape`'s (a member of the same key replaced, as object
 * spread does). It keeps the base's `name`, description, `unknown`, `check` and `checkDescription`
 * (every member the check reads is still there). `options` may set any object option again.
 *
 * @example
 * ```ts
 * const Address = vo.object({ street: Street, country: Country }, { unknown: "refuse" });
 * const ShippingAddress = vo.extend(Address, { note: vo.optional(Note) });
 * ShippingAddress.tryCreate({ street: "Main Street 1", country: "DE", note: "Ring twice." }).ok; // true
 * ```
 */
export function extend<S extends Shape, const E extends Shape, BaseName extends string | undefined = undefined, const Name extends string | undefined = BaseName>(
  base: ObjectSchema<S, BaseName>,
  shape: E,
  options: ObjectOptions<Extended<S, E>, Name> = {},
): ObjectSchema<Extended<S, E>, Name> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.extend", [["object", base, "object"], ["shape", shape, "shape"], ["options", options, "options"]]);
  assertObject(base, "extend");
  // spread would take null, a number or a string as no members at all: said at declaration instead
  if (!isPlainObject(shape)) throw new ValueObjectDefinitionError("extend", "shape", "must be an object of members.");
  if (!isPlainObject(options)) throw new ValueObjectDefinitionError("extend", "options", "must be an object.");
  const merged = { ...base.shape, ...shape } as unknown as Extended<S, E>;
  return object(merged, { ...keptOptions(base), ...checkOptions(base), ...options } as ObjectOptions<Extended<S, E>, Name>);
}

const isPlainObject = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);
