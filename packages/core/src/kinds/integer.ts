import type { NumberRules } from "../rules/rules.js";
import { compileNumeric } from "./numeric-pipeline.js";
import type { Brand } from "../brand.js";
import { type ValueObject, assertRules, defineValueObject } from "./value-object.js";

const RULES = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "format", "fromText"];

/**
 * A whole number: a safe integer (`Number.isSafeInteger`); 2.5, 2^53, NaN and
 * ±Infinity are `value_object.not_parsable`.
 *
 * @example
 * ```ts
 * const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
 * Quantity.tryCreate(500); // { ok: false, error: { code: "value_object.out_of_range", … } }
 * ```
 */
export function integer<const Name extends string>(name: Name, rules: NumberRules = {}): ValueObject<number & Brand<Name>, Name, number> {
  assertRules(name, "integer", rules, RULES);
  return defineValueObject("integer", name, rules, compileNumeric(name, rules, true));
}

/**
 * A finite number. `multipleOf` is decided as decimals read (19.99 is a multiple of 0.01).
 *
 * @example
 * ```ts
 * const Price = vo.number("Price", { exclusiveMinimum: 0, multipleOf: 0.01 });
 * Price.create(19.99);
 * ```
 */
export function number<const Name extends string>(name: Name, rules: NumberRules = {}): ValueObject<number & Brand<Name>, Name, number> {
  assertRules(name, "number", rules, RULES);
  return defineValueObject("number", name, rules, compileNumeric(name, rules, false));
}
