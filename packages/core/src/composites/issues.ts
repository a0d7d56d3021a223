import { NOT_PARSABLE, REQUIRED, TOO_LONG, TOO_SHORT } from "../refusal/codes.js";
import * as sentences from "../refusal/messages.js";
import type { Refusal } from "../refusal/refusal.js";
import type { ReadIssue, PathKey } from "../schema.js";

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

/**
 * Prefixes the paths of the issues a member added with the member's key: each gets a
 * new path array of its exact length. Not `unshift` (a call into the engine's runtime,
 * a fifth of the time of reading an object with six refused members), nor a move in
 * place (storing past an array's end gives it room for 16 more keys, every time).
 */
export function under(issues: ReadIssue[], from: number, key: string | number): void {
  for (let i = from; i < issues.length; i++) {
    const issue = issues[i] as { path: PathKey[] };
    issue.path = prefixed(key, issue.path);
  }
}

/** `[key, ...path]`, made at its length (literals up to three keys, the common depths). */
function prefixed(key: PathKey, path: readonly PathKey[]): PathKey[] {
  const n = path.length;
  if (n === 0) return [key];
  if (n === 1) return [key, path[0]];
  if (n === 2) return [key, path[0], path[1]];
  const longer = [key, path[0], path[1], path[2]];
  for (let j = 3; j < n; j++) longer.push(path[j]);
  return longer;
}
