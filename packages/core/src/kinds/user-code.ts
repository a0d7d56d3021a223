import { dropPromise } from "../drop-promise.js";
import { codeOrNotParsable } from "../refusal/code-form.js";
import { NOT_PARSABLE } from "../refusal/codes.js";
import { refusedAs, refusedPlainly } from "../refusal/messages.js";
import { sayIn } from "../refusal/locale.js";
import { type PreparedRefusal, prepareRefusal } from "../refusal/refusal.js";
import type { CheckResult } from "../rules/rules.js";

// Running the code a user declared (`normalize`, `check`): whatever it throws or answers,
// a refusal comes back, never its error's text, never an unhandled promise.

/** The code a refusal takes from what user code threw: the error's own `code` where it reads as one, or not_parsable. */
export function thrownCode(error: unknown): string {
  let code: unknown;
  try {
    code = (error as { code?: unknown } | null)?.code;
  } catch {
    // a thrown Proxy or a throwing getter: nothing of it is read
  }
  return codeOrNotParsable(code);
}

/** What `normalize` or `check` throwing becomes: {@link thrownCode}, and the plain message. */
export function thrownRefusal(name: string, error: unknown): PreparedRefusal {
  return prepareRefusal(thrownCode(error), refusedPlainly(name), plainlyIn(name));
}

// the plain message in a locale
const plainlyIn = (name: string) => (locale: Parameters<typeof sayIn>[0]) => sayIn(locale, refusedPlainly, name);

/** What a text kind's `normalize` must answer: the test `runNormalize` is given. */
export const isString = (answer: unknown): answer is string => typeof answer === "string";

/**
 * Runs a `normalize` of the user's own on a value of the right JSON type: what it
 * answers when `accepts` takes it, else `notParsable` (a promise answered is dropped);
 * a throw is {@link thrownRefusal}.
 */
export function runNormalize<T>(
  name: string,
  normalize: (value: T) => unknown,
  value: T,
  accepts: (answer: unknown) => answer is T,
  notParsable: PreparedRefusal,
): T | PreparedRefusal {
  let answer: unknown;
  try {
    answer = normalize(value);
  } catch (error) {
    return thrownRefusal(name, error);
  }
  if (accepts(answer)) return answer;
  dropPromise(answer);
  return notParsable;
}

/** Runs a `check` of the user's own and turns its answer into a refusal, or undefined. */
export function runOwnCheck<T>(name: string, check: (value: T) => CheckResult, value: T): PreparedRefusal | undefined {
  let answer: CheckResult;
  try {
    answer = check(value);
  } catch (error) {
    return thrownRefusal(name, error);
  }
  if (answer == null) return undefined;
  dropPromise(answer);
  let code: unknown;
  let message: unknown;
  try {
    ({ code, message } = answer as { code?: unknown; message?: unknown });
  } catch {
    // an answer whose fields throw when read (a Proxy, a getter)
    return prepareRefusal(NOT_PARSABLE, refusedPlainly(name), plainlyIn(name));
  }
  // the check's own message is the user's (no locale rewords it); the frame around it follows the locale
  return typeof message === "string" && message !== ""
    ? prepareRefusal(codeOrNotParsable(code), refusedAs(name, message), (locale) => sayIn(locale, refusedAs, name, message))
    : prepareRefusal(codeOrNotParsable(code), refusedPlainly(name), plainlyIn(name));
}
