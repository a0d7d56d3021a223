import { ownRules, type NumberRules } from "../rules/rules.js";
import type { ValueObject } from "../nodes/value-object.js";
import { assertNameAndRules } from "../misuse.js";
import { assertExamples, defineValueObject } from "./define-value-object.js";
import { assertNumericRules, compileNumeric } from "./numeric-pipeline.js";

/**
 * Declares a numeric kind (`vo.number`, `vo.integer`) with its development checks, in the order a
 * declaration meets them: the arguments, the rules it takes and their values, the examples. Its
 * one development site calls this: each site reads `process.env`, which is not free
 * (src/development.ts).
 */
export function checkedNumeric<Output, Name extends string>(factory: "vo.number" | "vo.integer", name: Name, rules: NumberRules): ValueObject<Output, Name, number> {
  const integer = factory === "vo.integer";
  assertNameAndRules(factory, name, rules);
  rules = ownRules(rules);
  assertNumericRules(name, rules, integer);
  const compiled = compileNumeric(name, rules, integer);
  const valueObject = defineValueObject<Output, Name, number>(integer ? "integer" : "number", name, rules, compiled);
  if (rules.examples !== undefined) assertExamples(name, rules, compiled);
  return valueObject;
}
