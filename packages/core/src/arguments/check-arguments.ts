import * as vo from "@adcodicem/value-objects";
import { knownLocale } from "../refusal/known-locale.js";
import { LISTED } from "./refusal-bounds.js";
import { type ArgumentRefusal, argumentRefusal, notAnObjectRefusal } from "./refusal-object.js";

/** Arguments read with the rules, or the refusal to send the model instead. */
export type ArgumentCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: ArgumentRefusal };

/**
 * Reads a tool's arguments (the parsed JSON the model sent) with the parameters'
 * rules, before anything binds them. Absent with a default and null for a nullable
 * pass, filled in as binding fills them.
 *
 * @example
 * ```ts
 * const checked = checkArguments(OrderParameters, { quantity: 500 });
 * if (!checked.ok) return checked.refusal; // {"error":"invalid_argument","argument":"iban",…,"more":[…]}
 * checkArguments(OrderParameters, { quantity: 500 }, { locale: fr }); // its messages in French
 * ```
 */
export function checkArguments<S extends vo.ObjectSchema<any>>(parameters: S, args: unknown, options: { readonly locale?: vo.Locale } = {}): ArgumentCheck<vo.Infer<S>> {
  const locale = knownLocale(options.locale);
  if (typeof args !== "object" || args === null || Array.isArray(args)) return { ok: false, refusal: notAnObjectRefusal(locale) };
  // only the refusals that can be listed are kept; the rest are counted
  const result = vo.validate(parameters, args, { maxIssues: LISTED, locale });
  return result.ok ? { ok: true, value: result.value as vo.Infer<S> } : { ok: false, refusal: argumentRefusal(result.issues, result.omitted) };
}
