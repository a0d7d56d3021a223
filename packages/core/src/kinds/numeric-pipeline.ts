import { NOT_PARSABLE, OUT_OF_RANGE, REQUIRED } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import * as sentences from "../refusal/messages.js";
import { type PreparedRefusal, isRefusal } from "../refusal/refusal.js";
import { isMultipleOf } from "../rules/multiple-of.js";
import { numberFromText } from "../rules/number-text.js";
import type { NumberRules } from "../rules/rules.js";
import { NUMERIC_RULES, assertRulesNow } from "./assert-rules.js";
import { ownMessages } from "../rules/own-messages.js";
import { type Compiled, refusal } from "./compiled.js";
import { runNormalize, runOwnCheck } from "./user-code.js";

const isSafeInteger = (answer: unknown): answer is number => Number.isSafeInteger(answer);
const isFiniteNumber = (answer: unknown): answer is number => typeof answer === "number" && Number.isFinite(answer);

/**
 * Reads the JSON token of a numeric kind: a finite number (a safe integer where
 * `integer`), or its JSON text where `fromText` allows. -0 reads as 0.
 */
export function compileNumberToken(name: string, integer: boolean, fromText: boolean | undefined, own: Readonly<Record<string, string>>): (input: unknown) => number | PreparedRefusal {
  // made at their first use and kept: a declaration prepares no sentence
  let required: PreparedRefusal | undefined;
  let notParsable: PreparedRefusal | undefined;
  return (input) => {
    let n: number;
    if (typeof input === "number") n = input;
    else if (input == null) return (required ??= refusal(name, REQUIRED, sentences.required, undefined, own.required));
    else if (fromText === true && typeof input === "string") {
      const parsed = numberFromText(input);
      if (parsed === undefined) return (notParsable ??= numberNotParsable(name, integer, own));
      n = parsed;
    } else return (notParsable ??= numberNotParsable(name, integer, own));
    if (integer ? !Number.isSafeInteger(n) : !Number.isFinite(n)) return (notParsable ??= numberNotParsable(name, integer, own));
    return n === 0 ? 0 : n;
  };
}

const numberNotParsable = (name: string, integer: boolean, own: Readonly<Record<string, string>>) =>
  refusal(name, NOT_PARSABLE, sentences.mustBeA, integer ? "an integer" : "a number", own.type);

// the rules a number bounds or steps by, in the order their mistakes are named
const FINITE_RULES = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] as const;

/**
 * The declaration checks of every build: a bound or a step that is not a finite number would
 * throw on each input (a step not above 0 would refuse every one).
 */
function assertFiniteRules(name: string, rules: NumberRules): void {
  // indexed, no iterator: each declaration runs this, cold (twice in development)
  for (let i = 0; i < FINITE_RULES.length; i++) {
    const rule = FINITE_RULES[i], n: unknown = rules[rule];
    if (n !== undefined && !Number.isFinite(n)) throw new ValueObjectDefinitionError(name, rule, "must be a finite number.");
  }
  // an absent step compares false (undefined <= 0)
  if ((rules.multipleOf as number) <= 0) throw new ValueObjectDefinitionError(name, "multipleOf", "must be above 0.");
}

/**
 * The declaration checks of a numeric kind that name a mistake (a development check), in the
 * order a declaration meets them: the rules it takes, then the checks of every build (so the
 * first mistake named is the same in both), then what only development names. Run at the
 * kind's one development site, before {@link compileNumeric}: each site reads `process.env`,
 * which is not free.
 */
export function assertNumericRules(name: string, rules: NumberRules, integer: boolean): void {
  assertRulesNow(name, integer ? "integer" : "number", rules, NUMERIC_RULES);
  assertFiniteRules(name, rules);
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = rules;
  if (rules.format !== undefined && typeof rules.format !== "string") throw new ValueObjectDefinitionError(name, "format", "must be a string.");
  const low = Math.max(minimum ?? -Infinity, exclusiveMinimum ?? -Infinity);
  const high = Math.min(maximum ?? Infinity, exclusiveMaximum ?? Infinity);
  const emptyRange = low > high || (low === high && (exclusiveMinimum === low || exclusiveMaximum === high));
  if (emptyRange) throw new ValueObjectDefinitionError(name, "minimum", "the bounds leave no value between them.");
  if (integer && Number.isFinite(low) && Number.isFinite(high) && Math.floor(high) < Math.ceil(low)) {
    throw new ValueObjectDefinitionError(name, "minimum", "the bounds leave no integer between them.");
  }
  if (multipleOf !== undefined && Number.isFinite(low) && Number.isFinite(high) && high - low <= multipleOf) {
    // a range no wider than the step holds at most two multiples, the first at or above low and the next
    const inRange = (m: number) =>
      (minimum === undefined || m >= minimum) && (maximum === undefined || m <= maximum) &&
      (exclusiveMinimum === undefined || m > exclusiveMinimum) && (exclusiveMaximum === undefined || m < exclusiveMaximum);
    const first = Math.ceil(low / multipleOf);
    const fits = [first - 1, first, first + 1].some((k) => {
      const m = Number((k * multipleOf).toPrecision(15));
      return inRange(m) && isMultipleOf(m, multipleOf) && (!integer || Number.isInteger(m));
    });
    if (!fits) throw new ValueObjectDefinitionError(name, "multipleOf", "leaves no value between the bounds.");
  }
}

/** Compiles a numeric kind: token → normalize → bounds and multipleOf → check. */
export function compileNumeric(name: string, rules: NumberRules, integer: boolean): Compiled<number> {
  // its development checks ran before, at the kind's site (assertNumericRules)
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, normalize, check } = rules;
  assertFiniteRules(name, rules);

  // the own messages, filled at declaration; none: every rule says its sentence
  const own = ownMessages(name, rules.messages, rules);
  const token = compileNumberToken(name, integer, rules.fromText, own);
  // each refusal is made at its first use and kept: a declaration prepares no sentence
  let notParsable: PreparedRefusal | undefined;
  let below: PreparedRefusal | undefined;
  let above: PreparedRefusal | undefined;
  let notAbove: PreparedRefusal | undefined;
  let notBelow: PreparedRefusal | undefined;
  let offStep: PreparedRefusal | undefined;

  const accepts = integer ? isSafeInteger : isFiniteNumber;
  return (input) => {
    let n = token(input);
    if (isRefusal(n)) return n;
    if (normalize !== undefined) {
      n = runNormalize(name, normalize, n, accepts, (notParsable ??= numberNotParsable(name, integer, own)));
      if (isRefusal(n)) return n;
      // -0 reads as 0, whether sent or made by normalize (Math.round(-0.2))
      if (n === 0) n = 0;
    }
    if (minimum !== undefined && n < minimum) return (below ??= refusal(name, OUT_OF_RANGE, sentences.min, minimum, own.minimum));
    if (maximum !== undefined && n > maximum) return (above ??= refusal(name, OUT_OF_RANGE, sentences.max, maximum, own.maximum));
    if (exclusiveMinimum !== undefined && n <= exclusiveMinimum) return (notAbove ??= refusal(name, OUT_OF_RANGE, sentences.exclusiveMin, exclusiveMinimum, own.exclusiveMinimum));
    if (exclusiveMaximum !== undefined && n >= exclusiveMaximum) return (notBelow ??= refusal(name, OUT_OF_RANGE, sentences.exclusiveMax, exclusiveMaximum, own.exclusiveMaximum));
    if (multipleOf !== undefined && !isMultipleOf(n, multipleOf)) return (offStep ??= refusal(name, OUT_OF_RANGE, sentences.multipleOf, multipleOf, own.multipleOf));
    return check === undefined ? n : (runOwnCheck(name, check, n) ?? n);
  };
}
