import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { ownRules, type DateRules } from "../rules/rules.js";
import type { ValueObject } from "../nodes/value-object.js";
import { assertNameAndRules } from "../misuse.js";
import { assertExamples, defineValueObject } from "./define-value-object.js";
import { type TextKind, assertTextRules, compileText } from "./text-pipeline.js";
import { CALENDAR_RULES } from "./assert-rules.js";

/**
 * Declares a calendar kind (`vo.date`, `vo.dateTime`) with its development checks, in the order a
 * declaration meets them: the arguments, the rules it takes, the checks of every build (readable
 * bounds), bounds in reverse order, the examples. Its one development site calls this: each site
 * reads `process.env`, which is not free (src/development.ts). `compare` orders two readable texts.
 */
export function checkedCalendar<Output, Name extends string>(
  factory: string,
  name: Name,
  rules: DateRules,
  kind: TextKind,
  compare: (a: string, b: string) => number,
): ValueObject<Output, Name, string> {
  assertNameAndRules(factory, name, rules);
  rules = ownRules(rules);
  assertTextRules(name, rules, kind, CALENDAR_RULES);
  // reads both bounds, refusing one that is not readable (every build)
  const compiled = compileText(name, rules, kind);
  const { min, max } = rules;
  if (min !== undefined && max !== undefined && compare(min, max) > 0) throw new ValueObjectDefinitionError(name, "min", `(${min}) is after max (${max}).`);
  const valueObject = defineValueObject<Output, Name, string>(kind.kind, name, rules, compiled);
  if (rules.examples !== undefined) assertExamples(name, rules, compiled);
  return valueObject;
}
