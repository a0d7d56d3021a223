import { development } from "../development.js";
import { knownLocale } from "./known-locale.js";

/**
 * A language the library's sentences are written in: made by `vo.defineLocale` from a table of
 * every sentence (the shipped ones: `@adcodicem/value-objects/locales/fr` and `/de`). Passed per
 * call (`{ locale }`), never set globally: a server answers users in several languages at once.
 * English is built in and needs none.
 */
export interface Locale {
  /** The locale's name (`"fr"`). */
  readonly name: string;
  /**
   * @internal Each English entry of the sentence table (a sentence text, or the function that writes
   * one) to this locale's: read by identity, so the main bundle keeps no table of names.
   */
  readonly "~words": ReadonlyMap<unknown, unknown>;
  /** @internal The sentence about one JSON Schema keyword, in this locale (see `ruleSentence`). */
  readonly "~rule": (keyword: string, value: unknown) => string;
  /**
   * @internal An entry of the table by its name, said with `args`: for a sibling bundle (the
   * `internal` entry, the ai package), whose copies of the table's functions are not the keys of `~words`.
   */
  readonly "~say": (entry: string, ...args: unknown[]) => string;
}

/** Options of a read (`T.tryCreate`, `T.create`): the locale its refusal is said in. */
export interface ReadOptions {
  /** The language of the refusal's message (its code never changes); English without one. */
  readonly locale?: Locale;
}

/**
 * How a refusal's message is said again in a locale: kept beside the English message where a
 * refusal is made, called only where a refusal leaves a read with a locale (never on a value read).
 */
export type Said = (locale: Locale) => string;

/**
 * An English entry of the sentence table said in `locale`: its words there (a text, or a function
 * given `args`), the English where the locale has none or none is given (one path for both).
 */
export function sayIn(locale: Locale | undefined, english: unknown, ...args: unknown[]): string {
  const table = locale?.["~words"];
  // a locale that is not one (its name, "fr"): said in development builds, where it is first read; a read
  // in English asks nothing (the environment is read only here, never per issue of an English read)
  if (locale !== undefined && !(table instanceof Map) && /* @__PURE__ */ development() && process.env.NODE_ENV !== "production") knownLocale(locale);
  const words = table?.get(english) ?? english;
  return typeof words === "function" ? words(...args) : String(words);
}

/**
 * A message as `locale` says it: through what the refusal keeps of how it was said, or, for a
 * sentence that takes nothing (a foreign issue's, "The value cannot be checked."), its own text
 * looked up; a text the library did not write (a check's own message) stays as it is, and so does
 * every message where no locale is given. A locale's words run inside a read, which never throws:
 * where a locale's words throw or give no text, the message stays English.
 */
export function localized(locale: Locale | undefined, message: string, said: Said | undefined): string {
  if (locale === undefined) return message;
  let words: unknown;
  try {
    words = said === undefined ? sayIn(locale, message) : said(locale);
  } catch (error) {
    // a locale that is not one is the caller's slip, said as such (`knownLocale`, development builds)
    if (!(locale?.["~words"] instanceof Map)) throw error;
  }
  return typeof words == "string" ? words : message;
}
