import { isRefusal } from "../refusal/refusal.js";
import { type AnySchema, FAILED, type Infer, type InferInput, type Issue, type Schema } from "../schema.js";
import { withStandardFaces } from "../standard-schema.js";
import { toNode } from "./foreign.js";
import { isObjectInput, refusedAt, setMember, under } from "./messages.js";
import type { OptionalSchema } from "./optional.js";

/** The members of an object schema. */
export type Shape = Readonly<Record<string, AnySchema>>;

type Flatten<T> = { [K in keyof T]: T[K] } & {};
type OptionalIn<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<any, any> ? K : never }[keyof S];
type OptionalOut<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<any, false> ? K : never }[keyof S];

/** The value an object schema reads: optional members without a default may be absent. */
export type ObjectOutput<S extends Shape> = Flatten<
  { -readonly [K in Exclude<keyof S, OptionalOut<S>>]: Infer<S[K]> } & { -readonly [K in OptionalOut<S>]?: Exclude<Infer<S[K]>, undefined> }
>;
/** What an object schema accepts. */
export type ObjectInput<S extends Shape> = Flatten<
  { -readonly [K in Exclude<keyof S, OptionalIn<S>>]: InferInput<S[K]> } & { -readonly [K in OptionalIn<S>]?: Exclude<InferInput<S[K]>, undefined> }
>;

/** An object of named members, each a value object, a composite or a foreign schema. */
export interface ObjectSchema<S extends Shape = Shape> extends Schema<ObjectInput<S>, ObjectOutput<S>> {
  readonly kind: "object";
  readonly shape: Readonly<Record<keyof S & string, Schema<any, any>>>;
  readonly description?: string;
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * An object whose members are read in declared order; every refusal is reported
 * with its path. Unknown members are dropped from the value.
 *
 * @example
 * ```ts
 * const OrderParameters = vo.object({
 *   iban: vo.describe(Iban, "The account to debit."),
 *   quantity: Quantity,
 *   note: vo.optional(Note),
 * });
 * type OrderParameters = vo.Infer<typeof OrderParameters>;
 * ```
 */
export function object<const S extends Shape>(shape: S, options: { description?: string } = {}): ObjectSchema<S> {
  const keys = Object.keys(shape);
  const nodes: Record<string, Schema<any, any>> = {};
  for (const key of keys) setMember(nodes, key, toNode(shape[key]));
  const readers = keys.map((key) => nodes[key]["~read"]);
  const checks = keys.map((key) => nodes[key]["~check"]);
  const count = keys.length;
  return withStandardFaces({
    kind: "object" as const,
    shape: Object.freeze(nodes),
    ...(options.description !== undefined ? { description: options.description } : {}),
    "~read"(input: unknown, issues: Issue[]): unknown {
      if (!isObjectInput(input, issues)) return FAILED;
      const source = input;
      const out: Record<string, unknown> = {};
      let failed = false;
      for (let i = 0; i < count; i++) {
        const key = keys[i];
        // own members only: whatever Object.prototype holds now or later ("constructor", a polluted "role") is absent
        const value = hasOwn.call(source, key) ? source[key] : undefined;
        const check = checks[i];
        if (check !== undefined) {
          // a value object member: its refusal is an issue at the member's key
          const read = check(value);
          if (isRefusal(read)) {
            failed = true;
            issues.push(refusedAt(read, key));
          } else setMember(out, key, read);
          continue;
        }
        const from = issues.length;
        const read = readers[i](value, issues);
        if (read === FAILED) {
          failed = true;
          under(issues, from, key);
        } else if (read !== undefined) setMember(out, key, read);
      }
      return failed ? FAILED : out;
    },
  }) as unknown as ObjectSchema<S>;
}
