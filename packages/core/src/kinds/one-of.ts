import { NOT_ALLOWED, NOT_PARSABLE, REQUIRED } from "../refusal/codes.js";
import * as sentences from "../refusal/messages.js";
import { type PreparedRefusal, isRefusal } from "../refusal/refusal.js";
import { foldCase } from "../rules/case-folding.js";
import { rawLengthCeiling } from "../rules/length.js";
import { ownRules, type OneOfRules } from "../rules/rules.js";
import { compileNumberToken } from "./numeric-pipeline.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { development } from "../development.js";
import { ONE_OF_RULES, assertOneOfArguments, assertRulesNow } from "./assert-rules.js";
import { type Compiled, refusal } from "./compiled.js";
import { assertExamples, defineValueObject } from "./define-value-object.js";
import { isString, runNormalize, runOwnCheck } from "./user-code.js";
import { ownMessages } from "../rules/own-messages.js";

const isNumber = (answer: unknown): answer is number => typeof answer === "number";

/**
 * A closed set of strings or of numbers. With `ignoreCase`, "fr" reads as the
 * declared "FR".
 *
 * @example
 * ```ts
 * const CountryCode = vo.oneOf("CountryCode", ["FR", "DE"], { description: "A country the shop delivers to.", ignoreCase: true });
 * CountryCode.create("fr"); // "FR"
 * type CountryCode = vo.Infer<typeof CountryCode>; // ("FR" | "DE") & vo.Brand<"CountryCode">
 * ```
 */
export function oneOf<const Name extends string, const Values extends readonly string[] | readonly number[]>(
  name: Name,
  values: Values,
  rules: OneOfRules<Values[number]> = {},
): ValueObject<Values[number] & Brand<Name>, Name, Values[number]> {
  // one development site a declaration, its checks in their order: each site reads `process.env` (src/development.ts)
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertOneOfArguments(name, values, rules);
    rules = ownRules(rules);
    assertRulesNow(name, "oneOf", rules, ONE_OF_RULES);
    const valueObject = closedSet(name, values, rules);
    if (rules.examples !== undefined) assertExamples(name, rules, valueObject["~check"]!);
    return valueObject;
  }
  return closedSet(name, values, ownRules(rules));
}

/** A closed set declared from its own rules (`ownRules`), after the development checks where they run. */
function closedSet<const Name extends string, const Values extends readonly string[] | readonly number[]>(
  name: Name,
  values: Values,
  rules: OneOfRules<Values[number]>,
): ValueObject<Values[number] & Brand<Name>, Name, Values[number]> {
  const numeric = typeof values[0] === "number";
  const ignoreCase = rules.ignoreCase === true && !numeric;
  // each declared value as itself, for a value sent as declared (the common case)
  const exact = new Map<string | number, string | number>();
  // with ignoreCase: each value by its folded case (one value a fold: the declaration check refuses two)
  const lookup = ignoreCase ? new Map<string, string>() : undefined;
  // a text far longer than every declared value cannot be one: refused before normalize or folding
  let longest = 0;
  for (const v of values) {
    lookup?.set(foldCase(v as string), v as string);
    exact.set(v, v);
    const length = numeric ? String(v).length : (v as string).length;
    if (length > longest) longest = length;
  }
  const { normalize, check } = rules as OneOfRules<string | number>;
  const ceiling = rawLengthCeiling(longest);
  // each refusal is made at its first use and kept: a declaration prepares no sentence
  let required: PreparedRefusal | undefined;
  let notParsable: PreparedRefusal | undefined;
  let notAllowed: PreparedRefusal | undefined;
  // the values as declared, a frozen copy: the node's `values`, and the not_allowed sentence when first needed
  const listed = Object.freeze([...values]);
  // the own messages, filled at declaration; none: every rule says its sentence
  const own = ownMessages(name, rules.messages, rules, ["required", "type", "oneOf"], listed);
  const token: (input: unknown) => string | number | PreparedRefusal = numeric
    ? compileNumberToken(name, false, rules.fromText, own)
    : (input) => {
        if (typeof input === "string") return input.length > ceiling ? (notAllowed ??= refusal(name, NOT_ALLOWED, sentences.oneOf, listed, own.oneOf)) : input;
        return input == null ? (required ??= refusal(name, REQUIRED, sentences.required, undefined, own.required)) : (notParsable ??= refusal(name, NOT_PARSABLE, sentences.mustBeA, "a string", own.type));
      };

  const compiled: Compiled<string | number> = (input) => {
    let v = token(input);
    if (isRefusal(v)) return v;
    if (normalize !== undefined) {
      v = runNormalize<string | number>(name, normalize, v, numeric ? isNumber : isString, (notParsable ??= refusal(name, NOT_PARSABLE, sentences.mustBeA, numeric ? "a number" : "a string", own.type)));
      if (isRefusal(v)) return v;
    }
    let declared = exact.get(v);
    if (declared === undefined && lookup !== undefined) {
      // the same fold as the declaration check's and the schema pattern's (rules/case-folding.ts)
      declared = lookup.get(foldCase(v as string));
    }
    if (declared === undefined) return (notAllowed ??= refusal(name, NOT_ALLOWED, sentences.oneOf, listed, own.oneOf));
    return check === undefined ? declared : (runOwnCheck(name, check, declared) ?? declared);
  };
  return defineValueObject("oneOf", name, rules, compiled, listed);
}
