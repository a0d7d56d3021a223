import { refusedAs } from "../refusal/messages.js";
import { type Locale, sayIn } from "../refusal/locale.js";
import { type PreparedRefusal, prepareRefusal } from "../refusal/refusal.js";

/** A compiled check: the value read, or the refusal. */
export type Compiled<T> = (input: unknown) => T | PreparedRefusal;

/** An entry of the sentence table: a sentence, or the function that writes one from a rule's value. */
export type Sentence = string | ((value: any) => string);

/**
 * A refusal for a rule of this value object, made at its first use and kept: the rule's sentence
 * (`say`, given `value`), or the value object's own message for the rule (`own`, its placeholders
 * filled at declaration), in the frame `The value is not a valid <name>: …`. It keeps how it was
 * said, so that a locale says it again where it leaves a read.
 */
export function refusal(name: string, code: string, say: Sentence, value?: unknown, own?: string): PreparedRefusal {
  // the last locale's words kept: a server answering in one language says each refusal once
  let last: Locale | undefined;
  let words: string | undefined;
  // English first (no locale), then each locale asked for: one path for both
  // the locale kept once its words are made (a locale that is not one throws before: never kept)
  const said = (locale?: Locale): string =>
    (locale === last && words) || ((words = sayIn(locale, refusedAs, name, own ?? sayIn(locale, say, value))), (last = locale), words);
  return prepareRefusal(code, said(), said);
}
