import { isDate, isDateShaped } from "../rules/format.js";
import { ownRules, type DateRules } from "../rules/rules.js";
import { type TextKind, compileText } from "./text-pipeline.js";
import { calendarChecks } from "./calendar-text.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { defineValueObject } from "./define-value-object.js";
import { checkedCalendar } from "./checked-calendar.js";
import { development } from "../development.js";

const WHAT = "a date written YYYY-MM-DD";

// ISO dates order as text
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const DATE: TextKind = {
  kind: "date",
  what: WHAT,
  // pure: a bundle without this kind drops it and the calendar checks
  calendar: /* @__PURE__ */ calendarChecks({
    what: WHAT,
    readable: isDate,
    nonexistent: { shaped: isDateShaped, what: "a date that exists in the calendar" },
    compare: byText,
  }),
};

/**
 * A calendar date, ISO `YYYY-MM-DD`, kept as that text. `min` and `max` are ISO dates.
 *
 * @example
 * ```ts
 * const DeliveryDate = vo.date("DeliveryDate", { min: "2026-01-01" });
 * DeliveryDate.create("2026-02-30"); // throws: value_object.not_parsable, "… must be a date that exists in the calendar."
 * ```
 */
export function date<const Name extends string>(name: Name, rules: DateRules = {}): ValueObject<string & Brand<Name>, Name, string> {
  // one development site a declaration, its checks in their order: each site reads `process.env` (src/development.ts)
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") return checkedCalendar("vo.date", name, rules, DATE, byText);
  rules = ownRules(rules);
  return defineValueObject("date", name, rules, compileText(name, rules, DATE));
}
