import { NOT_PARSABLE, REQUIRED, TOO_LONG, TOO_SHORT } from "../refusal/codes.js";
import * as sentences from "../refusal/messages.js";
import { type Refusal, issueAt } from "../refusal/refusal.js";
import { type Locale, sayIn } from "../refusal/locale.js";
import type { ReadIssue } from "../schema.js";
import type { Sentence } from "../kinds/compiled.js";

// an issue in the library's sentence `say` (given `value`), with how a locale says it; or in the
// composite's own message for it (the user's words: no locale rewords them)
const issue = (code: string, say: Sentence, value?: unknown, own?: string): ReadIssue => {
  const said = (locale?: Locale) => sayIn(locale, say, value);
  return own !== undefined ? { code, message: own, path: [] } : { code, message: said(), path: [], said };
};

/**
 * A composite's own refusals (its members give their own), in its own messages where it has them
 * (`required`, `type`, `minItems`, `maxItems`): its words, in every locale.
 */
export const ownCompositeIssues = (own: Readonly<Record<string, string>> = {}) => ({
  required: (): ReadIssue => issue(REQUIRED, sentences.required, undefined, own.required),
  notAnObject: (): ReadIssue => issue(NOT_PARSABLE, sentences.mustBeA, "an object", own.type),
  notAnArray: (): ReadIssue => issue(NOT_PARSABLE, sentences.mustBeA, "an array", own.type),
  tooFew: (n: number): ReadIssue => issue(TOO_SHORT, sentences.minItems, n, own.minItems),
  tooMany: (n: number): ReadIssue => issue(TOO_LONG, sentences.maxItems, n, own.maxItems),
});

/** The refusals a composite itself gives, in the library's sentences. */
export const compositeIssue = ownCompositeIssues();

/** The issue for a value object's refusal, held at `key` of a composite. */
export const refusedAt = (refusal: Pick<Refusal, "code" | "message">, key: string | number): ReadIssue => issueAt(refusal, [key]);
