import { toJsonPointer } from "@adcodicem/value-objects/internal";
import { cutText } from "../refusal-bounds.js";
import type { AnswerIssue } from "./answer-issue.js";

/** Where an issue sits as the model reads it: its pointer cut and escaped (`toJsonPointer`), bounded. */
export const writtenPointer = (issue: Pick<AnswerIssue, "path">): string => cutText(toJsonPointer(issue.path));

/**
 * One refused value as a line of a repair prompt: its code, its JSON Pointer in the
 * answer as the model wrote it (under `data` when the value was wrapped), its sentence.
 *
 * @example
 * ```ts
 * repairLine({ code: "value_object.out_of_range", path: ["quantity"], pointer: "/quantity", message: "…" }, undefined);
 * // "- value_object.out_of_range at /quantity: …"
 * ```
 */
export function repairLine(issue: AnswerIssue, under: string | undefined): string {
  const written = writtenPointer(issue);
  const pointer = under === undefined ? written : `/${under}${written}`;
  return `- ${issue.code}${pointer === "" ? "" : ` at ${pointer}`}: ${issue.message}`;
}
