import type { Locale } from "@adcodicem/value-objects";

/**
 * One of the library's fixed sentences (an answer's refusal, the schema in a prompt, a repair
 * prompt) in `locale`: the locale's table holds each under its English words; English without one.
 *
 * @example
 * ```ts
 * said(answerMessages.notJson, fr); // "La réponse n’est pas du JSON."
 * ```
 */
export function said(english: string, locale: Locale | undefined): string {
  const words = locale?.["~words"].get(english);
  return typeof words === "string" ? words : english;
}
