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

/**
 * Prefixes the paths of the issues a member added with the member's key. In place, moved
 * by hand: `unshift` is a call into the engine's runtime, and was a fifth of the time of
 * reading an object with six refused members (every path array is the issue's own).
 */
export function under(issues: Issue[], from: number, key: string | number): void {
  for (let i = from; i < issues.length; i++) {
    const path = issues[i].path;
    for (let j = path.length; j > 0; j--) path[j] = path[j - 1];
    path[0] = key;
  }
}
