import { isDateTime, isDateTimeShaped } from "../rules/format.js";
import { ownRules, type DateRules } from "../rules/rules.js";
import { type TextKind, compileText } from "./text-pipeline.js";
import { calendarChecks } from "./calendar-text.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { defineValueObject } from "./define-value-object.js";
import { checkedCalendar } from "./checked-calendar.js";
import { development } from "../development.js";

/**
 * Orders two RFC 3339 texts by the instant they name, offsets applied, to the last
 * fractional digit: `Date.parse` keeps milliseconds only, so the whole seconds are
 * compared through it and the fractions as digits.
 */
function byInstant(a: string, b: string): number {
  const [wholeA, fractionA] = splitFraction(a);
  const [wholeB, fractionB] = splitFraction(b);
  const seconds = Date.parse(wholeA) - Date.parse(wholeB);
  if (seconds !== 0) return seconds;
  const digits = Math.max(fractionA.length, fractionB.length);
  const x = fractionA.padEnd(digits, "0");
  const y = fractionB.padEnd(digits, "0");
  return x < y ? -1 : x > y ? 1 : 0;
}

// A checked RFC 3339 text holds at most one ".", before the fraction of its seconds. A leap second
// (second 60, which Date.parse cannot read) is read as second 59 whose fraction is led by a 1, the
// others' by a 0: it comes after 23:59:59.999… and before the next minute, the next day's 00:00:00.
const splitFraction = (text: string): [string, string] => {
  let upper = text.toUpperCase();
  const leap = upper.slice(17, 19) === "60";
  if (leap) upper = upper.slice(0, 17) + "59" + upper.slice(19);
  const dot = upper.indexOf(".");
  if (dot < 0) return [upper, leap ? "1" : "0"];
  let end = dot + 1;
  while (end < upper.length && upper.charCodeAt(end) >= 48 && upper.charCodeAt(end) <= 57) end++;
  return [upper.slice(0, dot) + upper.slice(end), (leap ? "1" : "0") + upper.slice(dot + 1, end)];
};

const WHAT = "a date and time with an offset (RFC 3339)";

const DATE_TIME: TextKind = {
  kind: "dateTime",
  what: WHAT,
  // pure: a bundle without this kind drops it and the calendar checks
  calendar: /* @__PURE__ */ calendarChecks({
    what: WHAT,
    readable: isDateTime,
    nonexistent: { shaped: isDateTimeShaped, what: "a date and time that exists in the calendar" },
    compare: byInstant,
  }),
};

/**
 * A date and time with an offset (RFC 3339), kept as the text sent. `min` and `max`
 * are RFC 3339 texts, compared by instant.
 *
 * @example
 * ```ts
 * const PickupTime = vo.dateTime("PickupTime", { min: "2026-01-01T00:00:00Z" });
 * PickupTime.create("2026-03-01T09:30:00+01:00");
 * ```
 */
export function dateTime<const Name extends string>(name: Name, rules: DateRules = {}): ValueObject<string & Brand<Name>, Name, string> {
  // one development site a declaration, its checks in their order: each site reads `process.env` (src/development.ts)
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") return checkedCalendar("vo.dateTime", name, rules, DATE_TIME, byInstant);
  rules = ownRules(rules);
  return defineValueObject(
    "dateTime",
    name,
    rules,
    compileText(name, rules, DATE_TIME),
  );
}
