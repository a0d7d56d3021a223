import { DEVELOPMENT } from "../development.js";
import { INVALID_FORMAT, NOT_PARSABLE, OUT_OF_RANGE, PATTERN_MISMATCH, REQUIRED, TOO_LONG, TOO_SHORT } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import * as sentences from "../refusal/messages.js";
import { type PreparedRefusal, isRefusal } from "../refusal/refusal.js";
import { checkedFormats, type FormatCheck } from "../rules/format.js";
import { isTooLong, isTooShort, rawLengthCeiling } from "../rules/length.js";
import { compilePattern } from "../rules/pattern.js";
import { shapeCeiling } from "../rules/pattern-cost.js";
import { ownMessages } from "../rules/own-messages.js";
import type { DateRules, StringRules } from "../rules/rules.js";
import type { ValueObjectKind } from "../nodes/value-object.js";
import { assertRulesNow } from "./assert-rules.js";
import { type Compiled, refusal } from "./compiled.js";
import { runNormalize, runOwnCheck } from "./user-code.js";

const isString = (answer: unknown): answer is string => typeof answer === "string";

/** How a text kind reads its text beyond the string rules: a date's calendar, its bounds. */
export interface TextKind {
  /** The kind, as a definition error names it ("string", "date"…). */
  readonly kind: ValueObjectKind;
  /** The rules it takes beyond the common ones (a development check refuses any other). */
  readonly takes: readonly string[];
  /** What the value must be, for the not_parsable sentence ("a string", "a date (YYYY-MM-DD)"). */
  readonly what: string;
  /** The text must be readable as this kind, else not_parsable. */
  readonly readable?: FormatCheck;
  /** Text written in the kind's form that is still not readable (2025-02-30): its own sentence. */
  readonly nonexistent?: { readonly shaped: FormatCheck; readonly what: string };
  /** Orders two readable texts, for `min` / `max`. */
  readonly compare?: (a: string, b: string) => number;
}

const assertLength = (name: string, rule: string, n: unknown) => {
  if (n !== undefined && !(Number.isSafeInteger(n) && (n as number) >= 0)) {
    throw new ValueObjectDefinitionError(name, rule, "must be a non-negative integer.");
  }
};

const assertBound = (name: string, rule: string, bound: unknown, kind: TextKind) => {
  if (bound !== undefined && (typeof bound !== "string" || !kind.readable?.(bound))) {
    throw new ValueObjectDefinitionError(name, rule, `must be ${kind.what} written as ISO text.`);
  }
};

/**
 * The declaration checks of a text kind that name a mistake (a development check), in the
 * order a declaration meets them: the rules it takes, then the checks of every build (so the
 * first mistake named is the same in both), then what only development names (the pattern's
 * warnings come after it is compiled, in `compilePattern`). One development site here instead of
 * two: each site reads `process.env`, which is not free.
 */
function assertTextRules(name: string, rules: StringRules & DateRules, kind: TextKind): void {
  assertRulesNow(name, kind.kind, rules, kind.takes);
  const { minLength, maxLength, min, max } = rules;
  assertLength(name, "minLength", minLength);
  assertLength(name, "maxLength", maxLength);
  assertBound(name, "min", min, kind);
  assertBound(name, "max", max, kind);
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    throw new ValueObjectDefinitionError(name, "minLength", `(${minLength}) is above maxLength (${maxLength}).`);
  }
  if (rules.format !== undefined && typeof rules.format !== "string") throw new ValueObjectDefinitionError(name, "format", "must be a string.");
  if (min !== undefined && max !== undefined && kind.compare!(min, max) > 0) {
    throw new ValueObjectDefinitionError(name, "min", `(${min}) is after max (${max}).`);
  }
}

/**
 * Compiles the checks of a text kind, in the contract's order: JSON type →
 * normalize → lengths → pattern → format → bounds → check. The text is refused as
 * too long before `normalize` or the pattern when it is past the raw ceiling.
 */
export function compileText(name: string, rules: StringRules & DateRules, kind: TextKind): Compiled<string> {
  if (DEVELOPMENT && process.env.NODE_ENV !== "production") assertTextRules(name, rules, kind);
  const { minLength, maxLength, normalize, check, min, max, format: formatName } = rules;
  // in every build: the lengths bound what reaches normalize and the pattern
  assertLength(name, "minLength", minLength);
  assertLength(name, "maxLength", maxLength);
  const { readable, compare } = kind;
  // in every build too: a bound the kind cannot compare would throw on each input
  assertBound(name, "min", min, kind);
  assertBound(name, "max", max, kind);
  const pattern = rules.pattern === undefined ? undefined : compilePattern(name, rules.pattern, maxLength);
  // an own property only: "constructor" or "__proto__" is a format that only describes
  const format = formatName === undefined || !Object.hasOwn(checkedFormats, formatName) ? undefined : checkedFormats[formatName];

  // the pattern's shape sets the ceiling only where no maxLength does
  const ceiling = maxLength === undefined && pattern ? shapeCeiling(pattern.source) : rawLengthCeiling(maxLength);
  // without maxLength, what normalize gives the pattern is bounded as the raw text is
  const patternCeiling = maxLength === undefined && pattern !== undefined ? ceiling : undefined;
  // each refusal is made at its first use and kept: a declaration prepares no sentence
  let required: PreparedRefusal | undefined;
  let notParsable: PreparedRefusal | undefined;
  let noSuchDay: PreparedRefusal | undefined;
  let tooShort: PreparedRefusal | undefined;
  let tooLong: PreparedRefusal | undefined;
  let mismatch: PreparedRefusal | undefined;
  let badFormat: PreparedRefusal | undefined;
  let tooEarly: PreparedRefusal | undefined;
  let tooLate: PreparedRefusal | undefined;
  // (written out at each site: a helper would be one more closure per declaration)
  const { what } = kind;
  // the own messages, filled at declaration; none: every rule says its sentence
  const own = ownMessages(name, rules.messages, rules) ?? {};

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
    if (readable !== undefined && !readable(text)) {
      const { nonexistent } = kind;
      return nonexistent !== undefined && nonexistent.shaped(text)
        ? (noSuchDay ??= refusal(name, NOT_PARSABLE, sentences.mustBeA, nonexistent.what, own.type))
        : (notParsable ??= refusal(name, NOT_PARSABLE, sentences.mustBeA, what, own.type));
    }
    if (min !== undefined && compare!(text, min) < 0) return (tooEarly ??= refusal(name, OUT_OF_RANGE, sentences.notBefore, min, own.min));
    if (max !== undefined && compare!(text, max) > 0) return (tooLate ??= refusal(name, OUT_OF_RANGE, sentences.notAfter, max, own.max));
    if (check !== undefined) {
      const refused = runOwnCheck(name, check, text);
      if (refused !== undefined) return refused;
    }
    return text;
  };
}

export type { PreparedRefusal };
