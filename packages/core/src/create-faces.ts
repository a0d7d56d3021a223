import { NOT_PARSABLE } from "./refusal/codes.js";
import { cannotCheck } from "./refusal/messages.js";
import { ValueObjectError } from "./refusal/errors.js";
import type { Refusal, Result } from "./refusal/refusal.js";
import { sameValue } from "./same-value.js";
import { type CreateFaces, FAILED, type Reader } from "./schema.js";
import { settled } from "./compile/lazy-reader.js";
import { issuesOut, readWhole } from "./whole-read.js";
import { type IssueList, SCRATCH, firstRefusalList } from "./issue-list.js";
import type { ReadOptions } from "./refusal/locale.js";

/**
 * The first issue as a refusal: its code, message, path and exact JSON Pointer, as a whole read
 * writes each of its issues (the list `tryCreate` reads into keeps one).
 */
export const firstRefusal = (issues: IssueList): Refusal =>
  issuesOut(issues)[0] ?? { code: NOT_PARSABLE, message: cannotCheck, path: [], pointer: "" };

/** The create faces of a node read by `read`; `name` is given to the errors `create` throws. */
export function createFaces<Output>(read: Reader, name: string | undefined): CreateFaces<Output> {
  // one whole read: the promises a foreign member makes meanwhile are dropped at its end
  let direct: Reader | undefined;
  // the compiled reader itself, past the lazy one (compiled at the first read if not yet)
  const readOnce = (input: unknown, issues: IssueList): unknown => readWhole((direct ??= settled(read)), input, issues);
  const tryCreate = (input: unknown, options?: ReadOptions): Result<Output> => {
    // the first refusal is all it reports: readers stop there
    const issues = firstRefusalList(options?.locale);
    const out = readOnce(input, issues);
    return typeof out == "symbol" && out === FAILED ? { ok: false, error: firstRefusal(issues) } : { ok: true, value: out as Output };
  };
  return {
    tryCreate,
    create(input: unknown, options?: ReadOptions): Output {
      const result = tryCreate(input, options);
      if (result.ok) return result.value;
      throw new ValueObjectError(result.error, { valueObject: name });
    },
    is(x: unknown): x is Output {
      // whether it is refused is all `is` needs: a list that keeps nothing, read up to the first refusal
      const out = readOnce(x, SCRATCH);
      return out !== FAILED && sameValue(out, x);
    },
  };
}
