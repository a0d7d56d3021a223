import { dropPromise } from "../drop-promise.js";
import { NOT_PARSABLE } from "../refusal/codes.js";
import { refusedAs, refusedPlainly } from "../refusal/messages.js";
import { type Locale, localized, sayIn } from "../refusal/locale.js";
import type { ReadIssue, PathKey } from "../schema.js";
import { thrownCode } from "../kinds/user-code.js";
import { codeOrNotParsable } from "../refusal/code-form.js";
import { keyOfSegment } from "../refusal/json-pointer.js";

/**
 * What a rule across members answers: nothing when the object is fine, else a refusal
 * whose `path` (keys, or a JSON Pointer) is relative to the object.
 */
export type ObjectCheckResult =
  | void
  | undefined
  | null
  | { readonly code: string; readonly message: string; readonly path?: readonly PathKey[] | string };

/** A rule across the members of an object, run on the value read. */
export type ObjectCheck<T> = (value: T) => ObjectCheckResult;

// a path longer than this is not one a person declared: cut, so no answer can make a refusal huge
const MAX_PATH = 32;
const MAX_KEY = 256;

/** An issue of a named object's own: its message in the one form, `The value is not a valid Period: …`. */
export const withName = (name: string, issue: ReadIssue): ReadIssue => {
  // English (no locale) and, where asked, a locale's words: one path for both
  const said = (locale?: Locale) => sayIn(locale, refusedAs, name, localized(locale, issue.message, issue.said));
  return { code: issue.code, message: said(), path: issue.path, said };
};

const unnamedPlainly = "The value is not valid.";

/**
 * Runs an object's `check` and turns its answer into an issue, or undefined. A check
 * that throws refuses with the error's own `code` (or not_parsable) and a plain
 * message; an answer that cannot be read refuses plainly; a path is kept only as
 * keys (strings and integers).
 */
export function runObjectCheck(check: ObjectCheck<unknown>, value: unknown, name: string | undefined): ReadIssue | undefined {
  const plainly = name === undefined ? unnamedPlainly : refusedPlainly(name);
  let answer: ObjectCheckResult;
  try {
    answer = check(value);
  } catch (error) {
    return { code: thrownCode(error), message: plainly, path: [] };
  }
  if (answer == null) return undefined;
  dropPromise(answer);
  let code: unknown;
  let message: unknown;
  let path: unknown;
  try {
    ({ code, message, path } = answer as { code?: unknown; message?: unknown; path?: unknown });
  } catch {
    return { code: NOT_PARSABLE, message: plainly, path: [] };
  }
  const sentence = typeof message === "string" && message !== "" ? message : undefined;
  return {
    code: codeOrNotParsable(code),
    message: sentence === undefined ? plainly : name === undefined ? sentence : refusedAs(name, sentence),
    path: pathOf(path),
  };
}

// keys as given; a JSON Pointer text ("/end") or a single key ("end") is read too; a path that cannot be read is the object's
function pathOf(path: unknown): PathKey[] {
  try {
    return keysOf(path);
  } catch {
    return [];
  }
}

function keysOf(path: unknown): PathKey[] {
  if (typeof path === "string") {
    if (path === "") return [];
    if (!path.startsWith("/")) return [path.slice(0, MAX_KEY)];
    return path.slice(1).split("/").slice(0, MAX_PATH).map((s) => keyOfSegment(s).slice(0, MAX_KEY));
  }
  if (!Array.isArray(path)) return [];
  const keys: PathKey[] = [];
  for (const key of path.slice(0, MAX_PATH)) {
    if (typeof key === "string") keys.push(key.slice(0, MAX_KEY));
    else if (Number.isSafeInteger(key) && key >= 0) keys.push(key);
    else return [];
  }
  return keys;
}

/**
 * Where an object keeps its `check` (a symbol key, as `WRITE`: copied with the node by `vo.describe`,
 * listed by no program), so that `vo.extend` keeps it; the other options a new object keeps or drops
 * (`checkAsync`, `messages`) join it here.
 */
export const OBJECT_CHECK: unique symbol = Symbol.for("@adcodicem/value-objects/object-check");
