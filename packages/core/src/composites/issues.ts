import { NOT_PARSABLE, REQUIRED, TOO_LONG, TOO_SHORT } from "../refusal/codes.js";
import * as sentences from "../refusal/messages.js";
import type { Refusal } from "../refusal/refusal.js";
import type { Issue } from "../schema.js";

/** The refusals a composite itself gives (its members give their own). */
export const compositeIssue = {
  required: (): Issue => ({ code: REQUIRED, message: sentences.required, path: [] }),
  notAnObject: (): Issue => ({ code: NOT_PARSABLE, message: sentences.mustBeA("an object"), path: [] }),
  notAnArray: (): Issue => ({ code: NOT_PARSABLE, message: sentences.mustBeA("an array"), path: [] }),
  tooFew: (n: number): Issue => ({ code: TOO_SHORT, message: sentences.minItems(n), path: [] }),
  tooMany: (n: number): Issue => ({ code: TOO_LONG, message: sentences.maxItems(n), path: [] }),
};

/** The issue for a value object's refusal, held at `key` of a composite. */
export const refusedAt = (refusal: Refusal, key: string | number): Issue => ({ code: refusal.code, message: refusal.message, path: [key] });
