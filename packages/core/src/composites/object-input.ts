import type { Issue } from "../schema.js";
import { compositeIssue } from "./issues.js";

/**
 * Whether an input is a JSON object; if not, the composite's refusal (null or absent:
 * required; anything else: not_parsable) goes into `issues`.
 */
export function isObjectInput(input: unknown, issues: Issue[]): input is Record<string, unknown> {
  if (typeof input === "object" && input !== null && !Array.isArray(input)) return true;
  issues.push(input == null ? compositeIssue.required() : compositeIssue.notAnObject());
  return false;
}
