import { NOT_PARSABLE, REQUIRED, TOO_LONG, TOO_SHORT } from "../refusal/codes.js";
import * as sentences from "../refusal/messages.js";
import type { Refusal } from "../refusal/refusal.js";
import type { ReadIssue } from "../schema.js";

/** The refusals a composite itself gives (its members give their own). */
export const compositeIssue = {
  required: (): ReadIssue => ({ code: REQUIRED, message: sentences.required, path: [] }),
  notAnObject: (): ReadIssue => ({ code: NOT_PARSABLE, message: sentences.mustBeA("an object"), path: [] }),
  notAnArray: (): ReadIssue => ({ code: NOT_PARSABLE, message: sentences.mustBeA("an array"), path: [] }),
  tooFew: (n: number): ReadIssue => ({ code: TOO_SHORT, message: sentences.minItems(n), path: [] }),
  tooMany: (n: number): ReadIssue => ({ code: TOO_LONG, message: sentences.maxItems(n), path: [] }),
};

/** The issue for a value object's refusal, held at `key` of a composite. */
export const refusedAt = (refusal: Pick<Refusal, "code" | "message">, key: string | number): ReadIssue => ({ code: refusal.code, message: refusal.message, path: [key] });
