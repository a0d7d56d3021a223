import { beginRead, endRead } from "./drop-promise.js";
import { NOT_PARSABLE } from "./refusal/codes.js";
import { cannotCheck } from "./refusal/messages.js";
import { exactPointer } from "./refusal/json-pointer.js";
import { FAILED, type Issue, type Reader } from "./schema.js";
import { type IssueList } from "./issue-list.js";

/**
 * One whole read (`tryCreate`, `is`, `vo.validate`, `~standard.validate`): the promises a
 * foreign member makes meanwhile are dropped at its end (see `beginRead`), and a read that
 * runs out of stack is a refusal, never a throw. Input cannot do that (JSON nesting is met
 * level by level, and refused where a value object meets it); a schema can: a `vo.union`
 * whose first alternative is a union, thousands deep, hands the same input down every level.
 */
export function readWhole(read: Reader, input: unknown, issues: IssueList): unknown {
  beginRead();
  let out: unknown;
  // no `finally`: the read's end is written on both ways out (a `finally` costs an accepted read
  // its dispatch, and kept the engine from inlining `endRead`)
  try {
    out = read(input, issues);
  } catch (error) {
    endRead();
    if (!(error instanceof RangeError)) throw error;
    issues.clear();
    issues.add({ code: NOT_PARSABLE, message: cannotCheck, path: [] });
    return FAILED;
  }
  endRead();
  return out;
}

/**
 * The issues of a whole read as a program reads them: the list's own array and issue objects (made
 * by the list, per read: never a reader's or a user's; their messages said in the list's locale),
 * taken out of the list (it is then empty: read its `omitted` before), each with its exact `pointer`
 * beside its `path`, written once, at the end of the read, where a reader did not write it as it read.
 */
export function issuesOut(issues: IssueList): Issue[] {
  const { kept = [] } = issues;
  issues.clear();
  for (const issue of kept) issue.pointer ??= exactPointer(issue.path);
  return kept as Issue[];
}
