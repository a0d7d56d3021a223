import { ValueObjectDefinitionError } from "../refusal/errors.js";
import type { AnyRules } from "../rules/rules.js";
import type { ValueObjectKind } from "../nodes/value-object.js";

const COMMON = ["description", "examples", "normalize", "check", "checkDescription", "messages"];

/**
 * Refuses a declaration with no name, or with a rule the kind does not take or of the wrong type
 * (a development check: each caller runs it behind the development test of src/development.ts,
 * written out at the site so that a production bundle drops the call and this module).
 */
export function assertRulesNow(name: string, kind: ValueObjectKind, rules: object, allowed: readonly string[]): void {
  if (typeof name !== "string" || name.trim() === "") throw new ValueObjectDefinitionError(String(name), "name", "must be a non-empty string.");
  if (rules === null || typeof rules !== "object") throw new ValueObjectDefinitionError(name, "rules", "must be an object.");
  for (const key of Object.keys(rules)) {
    if ((rules as Record<string, unknown>)[key] === undefined) continue;
    if (!COMMON.includes(key) && !allowed.includes(key)) throw new ValueObjectDefinitionError(name, key, `does not apply to ${kind} value objects.`);
  }
  const r = rules as AnyRules;
  for (const key of ["description", "checkDescription"] as const) {
    if (r[key] !== undefined && typeof r[key] !== "string") throw new ValueObjectDefinitionError(name, key, "must be a string.");
  }
  for (const key of ["normalize", "check"] as const) {
    if (r[key] !== undefined && typeof r[key] !== "function") throw new ValueObjectDefinitionError(name, key, "must be a function.");
  }
  if (r.examples !== undefined && !Array.isArray(r.examples)) throw new ValueObjectDefinitionError(name, "examples", "must be an array.");
}
