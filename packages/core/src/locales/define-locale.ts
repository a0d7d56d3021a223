import type { Locale } from "../refusal/locale.js";
import { sayRule } from "../json-schema/rule-sentence.js";
import { englishTable, type LocaleTable } from "./en.js";

// the kinds `mustBeA` names, by their English words
const KINDS = ["aString", "anInteger", "aNumber", "trueOrFalse", "anObject", "anArray", "aDate", "aDateThatExists", "aDateTime", "aDateTimeThatExists"] as const;

/**
 * Makes a locale from a table of every sentence the library writes ({@link LocaleTable}: the
 * shipped `fr` and `de` are made so). Pass it per call: `vo.validate(schema, input, { locale })`,
 * `T.tryCreate(input, { locale })`, `vo.toJsonSchema(schema, { locale })`, an adapter's `locale`.
 * A value object's own `messages` win over it; codes never change.
 *
 * @example
 * ```ts
 * import { fr } from "@adcodicem/value-objects/locales/fr";
 * const nl = vo.defineLocale("nl", { ...fr.table, required: "Een waarde is verplicht." }); // every entry
 * Quantity.tryCreate(null, { locale: nl });
 * ```
 */
export function defineLocale(name: string, table: LocaleTable): Locale & { readonly table: LocaleTable } {
  const en = englishTable();
  const words = new Map<unknown, unknown>();
  for (const key of Object.keys(en) as (keyof LocaleTable)[]) {
    const own = table[key];
    if (typeof own !== typeof en[key]) throw new TypeError(`Locale ${name}: "${key}" must be a ${typeof en[key]}.`);
    words.set(en[key], own);
  }
  // what a value must be: the kind in the locale's words
  const kinds = new Map<string, string>(KINDS.map((kind) => [en[kind], table[kind]]));
  words.set(en.mustBeA, (what: string) => table.mustBeA(kinds.get(what) ?? what));
  const say = (entry: string, ...args: unknown[]): string => {
    const own = Object.hasOwn(table, entry) ? (table as Record<string, unknown>)[entry] : entry;
    return typeof own === "function" ? own(...args) : String(own);
  };
  const locale = { name, table, "~words": words, "~rule": (keyword: string, value: unknown) => sayRule(keyword, value, locale), "~say": say };
  return Object.freeze(locale);
}
