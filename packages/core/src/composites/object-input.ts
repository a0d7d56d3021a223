import type { ReadIssue } from "../schema.js";
import { compositeIssue } from "./issues.js";
import { type IssueList } from "../issue-list.js";

/**
 * Whether an input is a JSON object; if not, the composite's refusal (null or absent:
 * required; anything else: not_parsable) goes into `issues`, through `named` if given.
 */
export function isObjectInput(input: unknown, issues: IssueList, named?: (issue: ReadIssue) => ReadIssue, made = compositeIssue): input is Record<string, unknown> {
  if (typeof input === "object" && input !== null && !Array.isArray(input)) return true;
  const issue = input == null ? made.required() : made.notAnObject();
  // named before it is added: past vo.validate's maxIssues an issue is counted, not kept, so the last issue may be another's
  issues.add(named === undefined ? issue : named(issue));
  return false;
}
