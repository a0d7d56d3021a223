import { NOT_PARSABLE, REQUIRED } from "../refusal/codes.js";
import * as sentences from "../refusal/messages.js";
import { isRefusal } from "../refusal/refusal.js";
import { ownRules, type BooleanRules } from "../rules/rules.js";
import type { Brand } from "../brand.js";
import type { ValueObject } from "../nodes/value-object.js";
import { development } from "../development.js";
import { BOOLEAN_RULES, assertRulesNow } from "./assert-rules.js";
import { type Compiled, refusal } from "./compiled.js";
import { ownMessages } from "../rules/own-messages.js";
import { assertExamples, defineValueObject } from "./define-value-object.js";
import { runNormalize, runOwnCheck } from "./user-code.js";
import { assertNameAndRules } from "../misuse.js";

const isBoolean = (answer: unknown): answer is boolean => typeof answer === "boolean";

/**
 * `true` or `false`. The JSON text `"true"` / `"false"` is read only with `fromText`
 * (exactly those spellings); anything else is `value_object.not_parsable`.
 *
 * @example
 * ```ts
 * const GiftWrap = vo.boolean("GiftWrap", { description: "Whether the parcel is gift-wrapped." });
 * type GiftWrap = vo.Infer<typeof GiftWrap>; // boolean & vo.Brand<"GiftWrap">
 * GiftWrap.tryCreate("yes"); // { ok: false, error: { code: "value_object.not_parsable", … } }
 * ```
 */
export function boolean<const Name extends string>(name: Name, rules: BooleanRules = {}): ValueObject<boolean & Brand<Name>, Name, boolean> {
  // one development site a declaration, its checks in their order: each site reads `process.env` (src/development.ts)
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertNameAndRules("vo.boolean", name, rules);
    rules = ownRules(rules);
    assertRulesNow(name, "boolean", rules, BOOLEAN_RULES);
    const valueObject = twoValued(name, rules);
    if (rules.examples !== undefined) assertExamples(name, rules, valueObject["~check"]!);
    return valueObject;
  }
  return twoValued(name, ownRules(rules));
}

/** A boolean declared from its own rules (`ownRules`), after the development checks where they run. */
function twoValued<const Name extends string>(name: Name, rules: BooleanRules): ValueObject<boolean & Brand<Name>, Name, boolean> {
  const { normalize, check, fromText } = rules;
  const own = ownMessages(name, rules.messages, rules);
  const required = refusal(name, REQUIRED, sentences.required, undefined, own.required);
  const notParsable = refusal(name, NOT_PARSABLE, sentences.mustBeA, "true or false", own.type);
  const compiled: Compiled<boolean> = (input) => {
    let b: boolean;
    if (typeof input === "boolean") b = input;
    else if (input == null) return required;
    else if (fromText === true && (input === "true" || input === "false")) b = input === "true";
    else return notParsable;
    if (normalize !== undefined) {
      const normalized = runNormalize(name, normalize, b, isBoolean, notParsable);
      if (isRefusal(normalized)) return normalized;
      b = normalized;
    }
    if (check !== undefined) {
      const refused = runOwnCheck(name, check, b);
      if (refused !== undefined && isRefusal(refused)) return refused;
    }
    return b;
  };
  return defineValueObject("boolean", name, rules, compiled);
}
