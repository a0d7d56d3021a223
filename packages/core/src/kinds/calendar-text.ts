import { NOT_PARSABLE, OUT_OF_RANGE } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import * as sentences from "../refusal/messages.js";
import type { PreparedRefusal } from "../refusal/refusal.js";
import type { FormatCheck } from "../rules/format.js";
import type { DateRules } from "../rules/rules.js";
import { refusal } from "./compiled.js";

/** How a calendar kind (a date, a date and time) reads its text, beyond the string rules. */
export interface Calendar {
  /** What the value must be, for the not_parsable sentence ("a date written YYYY-MM-DD"). */
  readonly what: string;
  /** The text must be readable as this kind, else not_parsable. */
  readonly readable: FormatCheck;
  /** Text written in the kind's form that is still not readable (2025-02-30): its own sentence. */
  readonly nonexistent: { readonly shaped: FormatCheck; readonly what: string };
  /** Orders two readable texts, for `min` / `max`. */
  readonly compare: (a: string, b: string) => number;
}

/** A calendar kind's checks of one declaration: a refusal, or undefined when the text is a day (an instant) within the bounds. */
export type CalendarCheck = (text: string) => PreparedRefusal | undefined;

/**
 * The checks a calendar kind adds to the text pipeline, made once per declaration: its `min` and
 * `max` must be readable (in every build: a bound the kind cannot compare would throw on each
 * input) and in order (a development check); then each text must be readable and within them.
 * Only the calendar kinds reach this module, so a bundle without a date leaves it out.
 */
export const calendarChecks =
  (calendar: Calendar) =>
  (name: string, rules: DateRules, own: Readonly<Record<string, string>>): CalendarCheck => {
    const { min, max } = rules;
    const { what, readable, nonexistent, compare } = calendar;
    for (const [rule, bound] of [["min", min], ["max", max]] as const) {
      if (bound !== undefined && (typeof bound !== "string" || !readable(bound))) {
        throw new ValueObjectDefinitionError(name, rule, `must be ${what} written as ISO text.`);
      }
    }
    // bounds in reverse order: a development check, at the kind's one site (checked-calendar.ts)
    // each refusal is made at its first use and kept: a declaration prepares no sentence
    let notParsable: PreparedRefusal | undefined;
    let noSuchDay: PreparedRefusal | undefined;
    let tooEarly: PreparedRefusal | undefined;
    let tooLate: PreparedRefusal | undefined;
    return (text) => {
      if (!readable(text)) {
        return nonexistent.shaped(text)
          ? (noSuchDay ??= refusal(name, NOT_PARSABLE, sentences.mustBeA, nonexistent.what, own.type))
          : (notParsable ??= refusal(name, NOT_PARSABLE, sentences.mustBeA, what, own.type));
      }
      if (min !== undefined && compare(text, min) < 0) return (tooEarly ??= refusal(name, OUT_OF_RANGE, sentences.notBefore, min, own.min));
      if (max !== undefined && compare(text, max) > 0) return (tooLate ??= refusal(name, OUT_OF_RANGE, sentences.notAfter, max, own.max));
      return undefined;
    };
  };
