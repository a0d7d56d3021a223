import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { kindOf } from "../kind-of.js";
import { assertArgument, isName, isRules, misuse } from "../misuse.js";
import { foldCase } from "../rules/case-folding.js";
import type { AnyRules } from "../rules/rules.js";
import type { ValueObjectKind } from "../nodes/value-object.js";

/** The rules a kind takes, the common ones included, as a table: one lookup a rule (a list's `includes` is a call each). */
export type TakenRules = Readonly<Record<string, true>>;

/**
 * The table of the rules a kind takes: the common ones and `rules`. No prototype: "constructor"
 * or "toString" is no rule. Each table is made once, at the import, and pure: a production bundle,
 * where no development site is left, drops them.
 */
const taking = (...rules: string[]): TakenRules => {
  const taken: Record<string, true> = Object.create(null);
  for (const rule of ["description", "examples", "normalize", "check", "checkDescription", "messages", ...rules]) taken[rule] = true;
  return taken;
};

/** The rules `vo.string` takes. */
export const STRING_RULES: TakenRules = /* @__PURE__ */ taking("minLength", "maxLength", "pattern", "format");
/** The rules `vo.date` and `vo.dateTime` take. */
export const CALENDAR_RULES: TakenRules = /* @__PURE__ */ taking("min", "max");
/** The rules `vo.integer` and `vo.number` take. */
export const NUMERIC_RULES: TakenRules = /* @__PURE__ */ taking("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "format", "fromText");
/** The rules `vo.oneOf` takes. */
export const ONE_OF_RULES: TakenRules = /* @__PURE__ */ taking("ignoreCase", "fromText");
/** The rules `vo.boolean` takes. */
export const BOOLEAN_RULES: TakenRules = /* @__PURE__ */ taking("fromText");

/**
 * Refuses a rule the kind does not take or of the wrong type (a development check: each caller
 * runs it behind the development test of src/development.ts, written out at the site so that a
 * production bundle drops the call and this module). The name and the rules object were checked
 * before, by the factory's arguments check (`assertNameAndRules`, `assertOneOfArguments`).
 */
export function assertRulesNow(name: string, kind: ValueObjectKind, rules: object, taken: TakenRules): void {
  // indexed loops, no iterator: declarations run this cold, where an iterator costs more than the check
  const keys = Object.keys(rules);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    // a rule's value read only where the kind does not take it (an undefined one is no rule)
    if (taken[key] !== true && (rules as Record<string, unknown>)[key] !== undefined) {
      throw new ValueObjectDefinitionError(name, key, `does not apply to ${kind} value objects.`);
    }
  }
  const r = rules as AnyRules;
  // written out, not looped: the fewer steps, the later the engine finds this hot enough to optimize (which costs more than it saves)
  if (r.description !== undefined && typeof r.description !== "string") throw new ValueObjectDefinitionError(name, "description", "must be a string.");
  if (r.checkDescription !== undefined && typeof r.checkDescription !== "string") throw new ValueObjectDefinitionError(name, "checkDescription", "must be a string.");
  if (r.normalize !== undefined && typeof r.normalize !== "function") throw new ValueObjectDefinitionError(name, "normalize", "must be a function.");
  if (r.check !== undefined && typeof r.check !== "function") throw new ValueObjectDefinitionError(name, "check", "must be a function.");
  if (r.examples !== undefined && !Array.isArray(r.examples)) throw new ValueObjectDefinitionError(name, "examples", "must be an array.");
}

/**
 * Refuses a closed set that is not one (a development check, as {@link assertRulesNow}): the
 * arguments of `vo.oneOf`, values all strings or all finite numbers, none twice (ignoring case
 * with `ignoreCase`). A production build takes the set as given: each input is still checked
 * against exactly the values declared.
 */
export function assertOneOfArguments(name: string, values: unknown, rules: unknown): void {
  // assertArguments' checks in its order, with no list made and the checks written out (each declaration runs this, cold)
  if (!isName(name)) assertArgument("vo.oneOf", "name", name, "name");
  if (!Array.isArray(values) || values.length === 0) assertArgument("vo.oneOf", "values", values, "values", name);
  if (!isRules(rules)) assertArgument("vo.oneOf", "rules", rules, "rules", name);
  const list = values as readonly unknown[];
  const numeric = typeof list[0] === "number";
  const seen = new Set<unknown>();
  const ignoreCase = (rules as { ignoreCase?: unknown } | undefined)?.ignoreCase === true && !numeric;
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    if (numeric ? typeof v !== "number" || !Number.isFinite(v) : typeof v !== "string") {
      throw misuse("vo.oneOf", "values", "all strings or all finite numbers", `${kindOf(v)} among ${numeric ? "numbers" : "strings"}`, name);
    }
    const key = ignoreCase ? foldCase(v as string) : v;
    if (seen.has(key)) throw new ValueObjectDefinitionError(name, "values", ignoreCase ? "holds a value twice (ignoring case)." : "holds a value twice.");
    seen.add(key);
  }
}
