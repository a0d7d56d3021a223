import { development } from "../development.js";
import type { ValueObjectDefinitionError } from "../refusal/errors.js";
import { assertOwnMessages, valueObjectMessageKeys } from "./assert-own-messages.js";

/**
 * The keys of a value object's own messages beyond its rule options: `required` (absent or null),
 * `type` (the wrong JSON type, or text the kind cannot read), `checkTimeout` (an async rule that did
 * not answer in time).
 */
export type CommonMessageKey = "required" | "type" | "checkTimeout";

/**
 * A schema's own messages: for a key (a rule option it has, or `required`, `type`, `oneOf`,
 * `unknown`, `noMatch`, `checkTimeout`), the sentence that replaces the rule's inside the frame
 * `The value is not a valid Quantity: …`. A text may name `{name}`, `{values}` and any rule option
 * the schema has (`{maximum}`); never the value sent.
 *
 * @example
 * ```ts
 * const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100, messages: { maximum: "Order at most {maximum} items." } });
 * ```
 */
export type OwnMessages<Key extends string> = { readonly [K in Key]?: string };

// no own messages: every lookup finds none (read only: typed so, and never handed out)
const NONE: Readonly<Record<string, string>> = {};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The own messages of a schema, filled at declaration: `{name}`, `{values}` (a closed set's) and
 * each rule option it has (`rules`), by its value. A key that is no rule of it, or a placeholder it
 * cannot fill, is a {@link ValueObjectDefinitionError} (a development check, as a rule the kind
 * does not take: see `assertOwnMessages`; in production such a placeholder stays as written, and
 * never holds a value sent). Empty when there are none: every rule then says its sentence.
 */
export function ownMessages(
  name: string,
  messages: object | undefined,
  rules: object,
  /** The keys it takes beyond its rule options: its other refusals (`oneOf`, `noMatch`…); a value object's `required` and `type` where not given. */
  common?: readonly string[],
  values?: readonly unknown[],
): Readonly<Record<string, string>> {
  if (messages === undefined) return NONE;
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertOwnMessages(name, messages, valueObjectMessageKeys(rules, common ?? ["required", "type"]), rules, values);
  // what a placeholder names: the rule options (own ones only: spread), the name, a closed set's values
  const fill: Record<string, unknown> = { ...rules, name, values: values?.join(", ") };
  const filled: Record<string, string> = {};
  for (const key of Object.keys(messages)) {
    filled[key] = String((messages as Record<string, unknown>)[key]).replace(PLACEHOLDER, (whole, placeholder: string) => {
      const value = fill[placeholder];
      // a text or a number: an inherited or an object-valued one is no placeholder
      return typeof value === "string" || typeof value === "number" ? String(value) : whole;
    });
  }
  return filled;
}

