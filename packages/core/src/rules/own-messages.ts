import { DEVELOPMENT } from "../development.js";
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

// the refusals every value object has beyond its rule options
const VALUE_OBJECT = ["required", "type"];

const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The own messages of a schema, filled at declaration: `{name}`, `{values}` (a closed set's) and
 * each rule option it has (`rules`), by its value. A key that is no rule of it, or a placeholder it
 * cannot fill, is a {@link ValueObjectDefinitionError} (a development check, as a rule the kind
 * does not take: see `assertOwnMessages`; in production such a placeholder stays as written, and
 * never holds a value sent). Undefined when there are none: every rule then says its sentence.
 */
export function ownMessages(
  name: string,
  messages: object | undefined,
  rules: object,
  /** The keys it takes beyond its rule options: its other refusals (`oneOf`, `noMatch`…). */
  common: readonly string[] = VALUE_OBJECT,
  values?: readonly unknown[],
): Readonly<Record<string, string>> | undefined {
  if (messages === undefined) return undefined;
  if (DEVELOPMENT && process.env.NODE_ENV !== "production") assertOwnMessages(name, messages, valueObjectMessageKeys(rules, common), rules, values);
  const filled: Record<string, string> = {};
  for (const key of Object.keys(messages)) {
    filled[key] = String((messages as Record<string, unknown>)[key]).replace(PLACEHOLDER, (whole, placeholder: string) => {
      const value = placeholder === "name" ? name : placeholder === "values" && values ? values.join(", ") : (rules as Record<string, unknown>)[placeholder];
      // a rule option's value (a text or a number): an inherited or an object-valued one is no placeholder
      return typeof value === "string" || typeof value === "number" ? String(value) : whole;
    });
  }
  return filled;
}

