import type { ObjectSchema, Shape } from "../nodes/object.js";
import { setOwn } from "../set-own.js";
import { object } from "./object.js";
import { assertObject, declaredKeys, keptOptions } from "./object-parts.js";
import { development } from "../development.js";
import { assertArguments } from "../misuse.js";

/**
 * A new object of the members named (in the base's order): a picked optional member stays optional.
 * It keeps the base's description, `unknown` and `checkDescription`; not its `name` or `check` (the
 * check may read a member left out). A key the base does not declare is refused at declaration.
 *
 * @example
 * ```ts
 * const Destination = vo.pick(Order, ["country", "note"]);
 * ```
 */
export function pick<S extends Shape, const K extends keyof S & string>(base: ObjectSchema<S, any>, keys: readonly K[]): ObjectSchema<Pick<S, K>, undefined> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.pick", [["object", base, "object"], ["keys", keys, "keys"]]);
  assertObject(base, "pick");
  const named = declaredKeys(base, keys, "pick");
  // the members picked, as declared: their types are Pick<S, K>, which TS cannot follow through the loop
  return object(members(base, (key) => named.has(key)), keptOptions(base)) as unknown as ObjectSchema<Pick<S, K>, undefined>;
}

/**
 * A new object of the members not named (in the base's order). It keeps the base's description,
 * `unknown` and `checkDescription`; not its `name` or `check`. A key the base does not declare is refused
 * at declaration.
 *
 * @example
 * ```ts
 * const WithoutNote = vo.omit(Order, ["note"]);
 * ```
 */
export function omit<S extends Shape, const K extends keyof S & string>(base: ObjectSchema<S, any>, keys: readonly K[]): ObjectSchema<Omit<S, K>, undefined> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.omit", [["object", base, "object"], ["keys", keys, "keys"]]);
  assertObject(base, "omit");
  const named = declaredKeys(base, keys, "omit");
  return object(members(base, (key) => !named.has(key)), keptOptions(base)) as unknown as ObjectSchema<Omit<S, K>, undefined>;
}

function members(base: ObjectSchema<Shape, any>, kept: (key: string) => boolean): Shape {
  const out: Record<string, Shape[string]> = {};
  for (const key of Object.keys(base.shape)) if (kept(key)) setOwn(out, key, base.shape[key]);
  return out;
}
