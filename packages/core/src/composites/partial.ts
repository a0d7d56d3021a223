import type { ObjectSchema, Shape } from "../nodes/object.js";
import type { OptionalSchema } from "../nodes/optional.js";
import type { SchemaNode } from "../nodes/schema-node.js";
import { setOwn } from "../set-own.js";
import type { AnySchema } from "../schema.js";
import { object } from "./object.js";
import { assertObject, declaredKeys, keptOptions, withDescriptions } from "./object-parts.js";
import { optional } from "./optional.js";
import { development } from "../development.js";
import { assertArguments } from "../misuse.js";

type MadeOptional<M> = M extends OptionalSchema<infer I extends AnySchema, any> ? OptionalSchema<I, false> : M extends AnySchema ? OptionalSchema<M, false> : never;
type MadeRequired<M> = M extends OptionalSchema<infer I extends AnySchema, any> ? I : M;

/** `S` with the members `K` optional, without default. */
export type Partialized<S extends Shape, K extends keyof S> = { readonly [P in keyof S]: P extends K ? MadeOptional<S[P]> : S[P] };
/** `S` with the members `K` required (an optional member's default dropped). */
export type Requiredized<S extends Shape, K extends keyof S> = { readonly [P in keyof S]: P extends K ? MadeRequired<S[P]> : S[P] };

/**
 * A new object whose members (every one, or those named) are optional, in input and output: a
 * member with a default loses it (absent stays absent). It keeps the base's description,
 * `unknown` and `checkDescription`; not its `name` or `check`. A key the base does not declare is
 * refused at declaration.
 *
 * @example
 * ```ts
 * const OrderChange = vo.partial(Order);
 * OrderChange.tryCreate({}).ok; // true
 * ```
 */
export function partial<S extends Shape, const K extends keyof S & string = keyof S & string>(
  base: ObjectSchema<S, any>,
  keys?: readonly K[],
): ObjectSchema<Partialized<S, K>, undefined> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.partial", [["object", base, "object"], ["keys", keys, "someKeys"]]);
  assertObject(base, "partial");
  const named = declaredKeys(base, keys, "partial");
  // the members remade, as Partialized<S, K> says member by member: TS cannot follow it through the loop
  return object(remade(base, named, madeOptional), keptOptions(base)) as unknown as ObjectSchema<Partialized<S, K>, undefined>;
}

/**
 * A new object whose members (every one, or those named) are required: an optional member becomes
 * its inner schema, required, its default dropped. It keeps the base's description, `unknown`
 * and `checkDescription`; not its `name` or `check`. A key the base does not declare is refused at
 * declaration.
 *
 * @example
 * ```ts
 * const CompleteOrder = vo.required(Order, ["note"]);
 * ```
 */
export function required<S extends Shape, const K extends keyof S & string = keyof S & string>(
  base: ObjectSchema<S, any>,
  keys?: readonly K[],
): ObjectSchema<Requiredized<S, K>, undefined> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.required", [["object", base, "object"], ["keys", keys, "someKeys"]]);
  assertObject(base, "required");
  const named = declaredKeys(base, keys, "required");
  return object(remade(base, named, madeRequired), keptOptions(base)) as unknown as ObjectSchema<Requiredized<S, K>, undefined>;
}

// an optional member's descriptions (vo.describe of the optional) are kept on what replaces it
const madeOptional = (node: SchemaNode): SchemaNode =>
  node.kind === "optional" ? withDescriptions(optional(node.inner), node.descriptions) : optional(node);
const madeRequired = (node: SchemaNode): SchemaNode =>
  node.kind === "optional" ? withDescriptions(node.inner as SchemaNode, node.descriptions) : node;

function remade(base: ObjectSchema<Shape, any>, named: ReadonlySet<string>, remake: (node: SchemaNode) => SchemaNode): Shape {
  const out: Record<string, AnySchema> = {};
  for (const key of Object.keys(base.shape)) {
    const node = base.shape[key] as SchemaNode;
    setOwn(out, key, named.has(key) ? remake(node) : node);
  }
  return out;
}
