import { ownRules, type NumberRules } from "../rules/rules.js";
import { compileNumeric } from "./numeric-pipeline.js";
import { checkedNumeric } from "./checked-numeric.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { defineValueObject } from "./define-value-object.js";
import { development } from "../development.js";

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
  // one development site a declaration, its checks in their order: each site reads `process.env` (src/development.ts)
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") return checkedNumeric("vo.number", name, rules);
  rules = ownRules(rules);
  return defineValueObject("number", name, rules, compileNumeric(name, rules, false));
}
