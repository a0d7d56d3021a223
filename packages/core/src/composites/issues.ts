import { NOT_PARSABLE, REQUIRED, TOO_LONG, TOO_SHORT } from "../refusal/codes.js";
import * as sentences from "../refusal/messages.js";
import { type Refusal, saidOf } from "../refusal/refusal.js";
import { sayIn } from "../refusal/locale.js";
import type { ReadIssue } from "../schema.js";

// an issue whose sentence takes a value, with how a locale says it
const said = <V>(code: string, say: (value: V) => string, value: V): ReadIssue => ({ code, message: say(value), path: [], said: (locale) => sayIn(locale, say, value) });

/** The refusals a composite itself gives (its members give their own). */
export const compositeIssue = {
  required: (): ReadIssue => ({ code: REQUIRED, message: sentences.required, path: [] }),
  notAnObject: (): ReadIssue => said(NOT_PARSABLE, sentences.mustBeA, "an object"),
  notAnArray: (): ReadIssue => said(NOT_PARSABLE, sentences.mustBeA, "an array"),
  tooFew: (n: number): ReadIssue => said(TOO_SHORT, sentences.minItems, n),
  tooMany: (n: number): ReadIssue => said(TOO_LONG, sentences.maxItems, n),
};

/** A composite's own refusals, where it has own messages (`required`, `type`, `minItems`, `maxItems`): its words, in every locale. */
export function ownCompositeIssues(own: Readonly<Record<string, string>> | undefined): typeof compositeIssue {
  if (own === undefined) return compositeIssue;
  const mine = (key: string, made: ReadIssue): ReadIssue => (own[key] === undefined ? made : { code: made.code, message: own[key], path: [] });
  return {
    required: () => mine("required", compositeIssue.required()),
    notAnObject: () => mine("type", compositeIssue.notAnObject()),
    notAnArray: () => mine("type", compositeIssue.notAnArray()),
    tooFew: (n) => mine("minItems", compositeIssue.tooFew(n)),
    tooMany: (n) => mine("maxItems", compositeIssue.tooMany(n)),
  };
}

/** The issue for a value object's refusal, held at `key` of a composite. */
export const refusedAt = (refusal: Pick<Refusal, "code" | "message">, key: string | number): ReadIssue => ({ code: refusal.code, message: refusal.message, path: [key], said: saidOf(refusal) });
