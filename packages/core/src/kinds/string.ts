import { ownRules, type StringRules } from "../rules/rules.js";
import { type TextKind, assertTextRules, compileText } from "./text-pipeline.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { assertExamples, defineValueObject } from "./define-value-object.js";
import { patternSource, warnIfSlow } from "../rules/pattern.js";
import { development } from "../development.js";
import { assertNameAndRules } from "../misuse.js";
import { STRING_RULES } from "./assert-rules.js";

const TEXT: TextKind = { kind: "string", what: "a string" };

/**
 * A text value object: lengths in code points, an ECMA-262 pattern, a format.
 *
 * @example
 * ```ts
 * const Iban = vo.string("Iban", {
 *   description: "An international bank account number.",
 *   format: "iban",
 *   pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$",
 *   minLength: 15,
 *   maxLength: 34,
 *   examples: ["FR7630006000011234567890189"],
 * });
 * type Iban = vo.Infer<typeof Iban>; // string & vo.Brand<"Iban">
 * ```
 */
export function string<const Name extends string>(name: Name, rules: StringRules = {}): ValueObject<string & Brand<Name>, Name, string> {
  // one development site a declaration, its checks in their order: each site reads `process.env` (src/development.ts)
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertNameAndRules("vo.string", name, rules);
    rules = ownRules(rules);
    if (rules.pattern instanceof RegExp) rules = { ...rules, pattern: patternSource(name, rules.pattern) };
    assertTextRules(name, rules, TEXT, STRING_RULES);
    const compiled = compileText(name, rules, TEXT);
    // the pattern compiled (a syntax error named first), as its text
    if (rules.pattern !== undefined) warnIfSlow(name, rules.pattern as string, rules.maxLength);
    const valueObject = defineValueObject<string & Brand<Name>, Name, string>("string", name, rules, compiled);
    if (rules.examples !== undefined) assertExamples(name, rules, compiled);
    return valueObject;
  }
  rules = ownRules(rules);
  // the pattern as declared, kept as its text: a RegExp's compile() would change what the schema says later
  if (rules.pattern instanceof RegExp) rules = { ...rules, pattern: patternSource(name, rules.pattern) };
  return defineValueObject("string", name, rules, compileText(name, rules, TEXT));
}
