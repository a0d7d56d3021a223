import type { AnswerIssue } from "./answer-issue.js";

/**
 * One refused value as a line of a repair prompt: its code, its JSON Pointer in the
 * answer as the model wrote it (under `data` when the value was wrapped), its sentence.
 *
 * @example
 * ```ts
 * repairLine({ code: "value_object.out_of_range", path: "/quantity", message: "…" }, undefined);
 * // "- value_object.out_of_range at /quantity: …"
 * ```
 */
export function repairLine(issue: AnswerIssue, under: string | undefined): string {
  const pointer = under === undefined ? issue.path : `/${under}${issue.path}`;
  return `- ${issue.code}${pointer === "" ? "" : ` at ${pointer}`}: ${issue.message}`;
}
