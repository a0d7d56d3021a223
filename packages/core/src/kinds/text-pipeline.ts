import { assertLength } from "../rules/length-rule.js";
import { INVALID_FORMAT, NOT_PARSABLE, PATTERN_MISMATCH, REQUIRED, TOO_LONG, TOO_SHORT } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import * as sentences from "../refusal/messages.js";
import { type PreparedRefusal, isRefusal } from "../refusal/refusal.js";
import { checkedFormats } from "../rules/format.js";
import { isTooLong, isTooShort, rawLengthCeiling } from "../rules/length.js";
import { compilePattern } from "../rules/pattern.js";
import { shapeCeiling } from "../rules/pattern-cost.js";
import { ownMessages } from "../rules/own-messages.js";
import type { DateRules, StringRules } from "../rules/rules.js";
import type { ValueObjectKind } from "../nodes/value-object.js";
import { type TakenRules, assertRulesNow } from "./assert-rules.js";
import type { CalendarCheck } from "./calendar-text.js";
import { type Compiled, refusal } from "./compiled.js";
import { isString, runNormalize, runOwnCheck } from "./user-code.js";


/** How a text kind reads its text beyond the string rules: a date's calendar, its bounds. */
export interface TextKind {
  /** The kind, as a definition error names it ("string", "date"…). */
  readonly kind: ValueObjectKind;
  /** What the value must be, for the not_parsable sentence ("a string", "a date (YYYY-MM-DD)"). */
  readonly what: string;
  /**
   * A calendar kind's checks (kinds/calendar-text.ts: readable text, `min`, `max`), made per
   * declaration; reached through the kind, so a bundle with no date kind leaves their code out.
   */
  readonly calendar?: (name: string, rules: DateRules, own: Readonly<Record<string, string>>) => CalendarCheck;
}


/**
 * The declaration checks of a text kind that name a mistake (a development check), in the
 * order a declaration meets them: the rules it takes, then the checks of every build (so the
 * first mistake named is the same in both), then what only development names. Run at the kind's
 * one development site, before {@link compileText} (the pattern's warnings after it: `warnIfSlow`);
 * each site reads `process.env`, which is not free.
 */
export function assertTextRules(name: string, rules: StringRules & DateRules, kind: TextKind, taken: TakenRules): void {
  assertRulesNow(name, kind.kind, rules, taken);
  const { minLength, maxLength } = rules;
  assertLength(name, "minLength", minLength);
  assertLength(name, "maxLength", maxLength);
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    throw new ValueObjectDefinitionError(name, "minLength", `(${minLength}) is above maxLength (${maxLength}).`);
  }
  if (rules.format !== undefined && typeof rules.format !== "string") throw new ValueObjectDefinitionError(name, "format", "must be a string.");
  // the calendar kinds' bounds: read, in order, where compileText makes their checks
}

/**
 * Compiles the checks of a text kind, in the contract's order: JSON type →
 * normalize → lengths → pattern → format → bounds → check. The text is refused as
 * too long before `normalize` or the pattern when it is past the raw ceiling.
 */
export function compileText(name: string, rules: StringRules & DateRules, kind: TextKind): Compiled<string> {
  // its development checks ran before, at the kind's site (assertTextRules)
  const { minLength, maxLength, normalize, check, format: formatName } = rules;
  // in every build: the lengths bound what reaches normalize and the pattern
  assertLength(name, "minLength", minLength);
  assertLength(name, "maxLength", maxLength);
  // a calendar kind's bounds are checked here, in every build (calendar-text.ts)
  // the own messages, filled at declaration; none: every rule says its sentence
  const own = ownMessages(name, rules.messages, rules);
  const calendar = kind.calendar?.(name, rules, own);
  const pattern = rules.pattern === undefined ? undefined : compilePattern(name, rules.pattern);
  // an own property only: "constructor" or "__proto__" is a format that only describes
  const format = Object.hasOwn(checkedFormats, formatName as string) ? checkedFormats[formatName as string] : undefined;

  // the pattern's shape sets the ceiling only where no maxLength does
  const ceiling = maxLength === undefined && pattern ? shapeCeiling(pattern.source) : rawLengthCeiling(maxLength);
  // without maxLength, what normalize gives the pattern is bounded as the raw text is
  const patternCeiling = maxLength === undefined && pattern !== undefined ? ceiling : undefined;
  // each refusal is made at its first use and kept: a declaration prepares no sentence
  let required: PreparedRefusal | undefined;
  let notParsable: PreparedRefusal | undefined;
  let tooShort: PreparedRefusal | undefined;
  let tooLong: PreparedRefusal | undefined;
  let mismatch: PreparedRefusal | undefined;
  let badFormat: PreparedRefusal | undefined;
  // (written out at each site: a helper would be one more closure per declaration)
  const { what } = kind;

  return (input) => {
    if (typeof input !== "string") {
      return input == null ? (required ??= refusal(name, REQUIRED, sentences.required, undefined, own.required)) : (notParsable ??= refusal(name, NOT_PARSABLE, sentences.mustBeA, what, own.type));
    }
    if (input.length > ceiling) return (tooLong ??= refusal(name, TOO_LONG, sentences.atMostChars, maxLength ?? ceiling, own.maxLength));
    let text = input;
    if (normalize !== undefined) {
      const normalized = runNormalize(name, normalize, input, isString, (notParsable ??= refusal(name, NOT_PARSABLE, sentences.mustBeA, what, own.type)));
      if (isRefusal(normalized)) return normalized;
      text = normalized;
    }
    if (minLength !== undefined && isTooShort(text, minLength)) return (tooShort ??= refusal(name, TOO_SHORT, sentences.atLeastChars, minLength, own.minLength));
    if (maxLength !== undefined && isTooLong(text, maxLength)) return (tooLong ??= refusal(name, TOO_LONG, sentences.atMostChars, maxLength, own.maxLength));
    if (patternCeiling !== undefined && text.length > patternCeiling) return (tooLong ??= refusal(name, TOO_LONG, sentences.atMostChars, ceiling, own.maxLength));
    if (pattern !== undefined && !pattern.test(text)) return (mismatch ??= refusal(name, PATTERN_MISMATCH, sentences.pattern, pattern.source, own.pattern));
    if (format !== undefined && !format(text)) return (badFormat ??= refusal(name, INVALID_FORMAT, sentences.format, formatName, own.format));
    if (calendar !== undefined) {
      const refused = calendar(text);
      if (refused !== undefined) return refused;
    }
    return check === undefined ? text : (runOwnCheck(name, check, text) ?? text);
  };
}

export type { PreparedRefusal };
