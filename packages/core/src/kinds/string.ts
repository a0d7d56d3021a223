import { ownRules, type StringRules } from "../rules/rules.js";
import { type TextKind, compileText } from "./text-pipeline.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { defineValueObject } from "./define-value-object.js";
import { patternSource } from "../rules/pattern.js";
import { development } from "../development.js";
import { assertArguments } from "../misuse.js";

const TEXT: TextKind = { kind: "string", takes: ["minLength", "maxLength", "pattern", "format"], what: "a string" };

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
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") assertArguments("vo.string", [["name", name, "name"], ["rules", rules, "rules"]], name);
  rules = ownRules(rules);
  // the pattern as declared, kept as its text: a RegExp's compile() would change what the schema says later
  if (rules.pattern instanceof RegExp) rules = { ...rules, pattern: patternSource(name, rules.pattern) };
  return defineValueObject("string", name, rules, compileText(name, rules, TEXT));
}
