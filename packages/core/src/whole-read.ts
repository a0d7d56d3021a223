import { beginRead, endRead } from "./drop-promise.js";
import { NOT_PARSABLE } from "./refusal/codes.js";
import { FAILED, type Reader } from "./schema.js";
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
  try {
    return read(input, issues);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    issues.clear();
    issues.add({ code: NOT_PARSABLE, message: "The value cannot be checked.", path: [] });
    return FAILED;
  } finally {
    endRead();
  }
}
