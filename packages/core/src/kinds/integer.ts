import { ownRules, type NumberRules } from "../rules/rules.js";
import { compileNumeric } from "./numeric-pipeline.js";
import { checkedNumeric } from "./checked-numeric.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { defineValueObject } from "./define-value-object.js";
import { development } from "../development.js";

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
  // one development site a declaration, its checks in their order: each site reads `process.env` (src/development.ts)
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") return checkedNumeric("vo.integer", name, rules);
  rules = ownRules(rules);
  return defineValueObject("integer", name, rules, compileNumeric(name, rules, true));
}
