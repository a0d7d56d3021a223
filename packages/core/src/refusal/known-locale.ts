import { kindOf } from "../kind-of.js";

/**
 * A `locale` option (a `Locale`) as given, or a TypeError that says what a locale is and what was given (by
 * its kind, never its content). Passing the name (`locale: "fr"`) is the usual slip from plain
 * JavaScript; without this it met a bare "Cannot read properties of undefined" deep in the
 * sentence table, at the first refusal. The read faces ask it in development builds only (a
 * production bundle keeps no byte of it); the argument layer, at a tool's declaration, always.
 *
 * @example
 * ```ts
 * knownLocale(fr); // fr
 * knownLocale("fr"); // throws TypeError: … a string was given.
 * ```
 */
export function knownLocale<L>(locale: L): L {
  if (locale === undefined) return locale;
  const words = typeof locale === "object" && locale !== null ? (locale as { "~words"?: unknown })["~words"] : undefined;
  if (words instanceof Map) return locale;
  throw new TypeError(
    `The option locale must be a locale: import one ("@adcodicem/value-objects/locales/fr", "/de") or make one with vo.defineLocale; ${kindOf(locale)} was given.`,
  );
}
