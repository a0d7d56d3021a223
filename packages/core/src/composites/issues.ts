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

/** The issue for a value object's refusal, held at `key` of a composite. */
export const refusedAt = (refusal: Pick<Refusal, "code" | "message">, key: string | number): ReadIssue => ({ code: refusal.code, message: refusal.message, path: [key], said: saidOf(refusal) });
