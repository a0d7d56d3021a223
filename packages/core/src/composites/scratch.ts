import type { ReadIssue as Issue } from "../schema.js";

/**
 * Marks a list of issues whose reader needs the first refusal at most: every reader that loops
 * over the input's items or keys stops at the first it refuses. A registered symbol: where two
 * copies of the core share one program, a list from one is read by the other.
 */
export const STOPS: unique symbol = Symbol.for("@adcodicem/value-objects.stops-at-first");

/**
 * The list a union's alternatives and `is` read into: it keeps no issue (a push is dropped)
 * and asks every reader that loops over the input's items or keys to stop at the first it
 * refuses. A union reports its own refusal, never its alternatives': without it, an array of
 * two million refused items kept two million issues (and their paths) for one `no_match`.
 * One list for every read: it holds nothing, so nothing is shared.
 */
export const SCRATCH: Issue[] = Object.preventExtensions(
  Object.defineProperties([] as Issue[], {
    push: { value: (): number => 0 },
    [STOPS]: { value: true },
  }),
);

/**
 * The list `tryCreate` and `create` read into: they report its first issue only, so readers stop
 * at their first refusal (two million refused items cost one, not two million issues). It keeps
 * what is pushed: the first issue is the first pushed, whatever follows.
 */
export function firstRefusalList(): Issue[] {
  const list: Issue[] = [];
  (list as { [STOPS]?: boolean })[STOPS] = true;
  return list;
}

/** Whether a reader may stop at its first refusal: `issues` keeps none, and only acceptance matters. */
export const stopsAtFirst = (issues: Issue[]): boolean => (issues as { [STOPS]?: boolean })[STOPS] === true;
