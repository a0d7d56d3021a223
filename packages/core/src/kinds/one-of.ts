import { NOT_ALLOWED, NOT_PARSABLE, REQUIRED } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { sentences } from "../refusal/messages.js";
import { type PreparedRefusal, isRefusal } from "../refusal/refusal.js";
import { caseMatcher, foldCase } from "../rules/case-folding.js";
import { rawLengthCeiling } from "../rules/length.js";
import type { OneOfRules } from "../rules/rules.js";
import { compileNumberToken } from "./numeric-pipeline.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { assertRules } from "./assert-rules.js";
import { type Compiled, refusal } from "./compiled.js";
import { defineValueObject } from "./define-value-object.js";
import { runNormalize, runOwnCheck } from "./user-code.js";

const isNumber = (answer: unknown): answer is number => typeof answer === "number";
const isString = (answer: unknown): answer is string => typeof answer === "string";

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
  assertRules(name, "oneOf", rules, ["ignoreCase", "fromText"]);
  if (!Array.isArray(values) || values.length === 0) throw new ValueObjectDefinitionError(name, "values", "must be a non-empty array.");
  const numeric = typeof values[0] === "number";
  for (const v of values) {
    if (numeric ? typeof v !== "number" || !Number.isFinite(v) : typeof v !== "string") {
      throw new ValueObjectDefinitionError(name, "values", "must be all strings or all finite numbers.");
    }
  }
  const ignoreCase = rules.ignoreCase === true && !numeric;
  const lookup = new Map<string | number, string | number>();
  for (const v of values) {
    const key = ignoreCase ? foldCase(v as string) : v;
    if (lookup.has(key)) throw new ValueObjectDefinitionError(name, "values", `holds a value twice${ignoreCase ? " (ignoring case)" : ""}.`);
    lookup.set(key, v);
  }
  // each declared value as itself, for a value sent as declared (the common case)
  const exact = new Map<string | number, string | number>(values.map((v) => [v, v]));
  const matchers = new Map<string | number, (text: string) => boolean>();
  if (ignoreCase) for (const v of values) matchers.set(v, caseMatcher(v as string));
  const { normalize, check } = rules as OneOfRules<string | number>;
  const required = refusal(name, REQUIRED, sentences.required);
  const notParsable = refusal(name, NOT_PARSABLE, sentences.mustBeA(numeric ? "a number" : "a string"));
  const notAllowed = refusal(name, NOT_ALLOWED, sentences.oneOf(values));
  // a text far longer than every declared value cannot be one: refused before normalize or folding
  const ceiling = rawLengthCeiling(Math.max(...values.map((v) => String(v).length)));
  const token: (input: unknown) => string | number | PreparedRefusal = numeric
    ? compileNumberToken(name, false, rules.fromText)
    : (input) => (typeof input === "string" ? (input.length > ceiling ? notAllowed : input) : input == null ? required : notParsable);

  const compiled: Compiled<string | number> = (input) => {
    let v = token(input);
    if (isRefusal(v)) return v;
    if (normalize !== undefined) {
      v = runNormalize<string | number>(name, normalize, v, numeric ? isNumber : isString, notParsable);
      if (isRefusal(v)) return v;
    }
    let declared = exact.get(v);
    if (declared === undefined && ignoreCase) {
      // toLowerCase finds the candidate; the case of each character decides, as the schema's pattern does
      const candidate = lookup.get(foldCase(v as string));
      if (candidate !== undefined && matchers.get(candidate)!(v as string)) declared = candidate;
    }
    if (declared === undefined) return notAllowed;
    if (check !== undefined) {
      const refused = runOwnCheck(name, check, declared);
      if (refused !== undefined) return refused;
    }
    return declared;
  };
  return defineValueObject("oneOf", name, rules, compiled, { values });
}
