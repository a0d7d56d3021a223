import type { AnswerIssue, AnswerRefusal } from "./read-answer.js";

const line = (issue: AnswerIssue, under: string | undefined): string => {
  const pointer = under === undefined ? issue.path : `/${under}${issue.path}`;
  return `- ${issue.code}${pointer === "" ? "" : ` at ${pointer}`}: ${issue.message}`;
};

/**
 * The message that sends a refused answer back to the model: one line per refused
 * value with its code, its JSON Pointer in the answer as the model wrote it, and the
 * sentence, then what to do. It never quotes the answer.
 *
 * @example
 * ```ts
 * repairMessage({ code: "value_object.out_of_range", path: "/quantity", message: "The value is not a valid Quantity: …" });
 * // Your answer was refused, so it was not used:
 * // - value_object.out_of_range at /quantity: The value is not a valid Quantity: …
 * // Send the whole answer again, corrected: one JSON value that follows the schema, and nothing else.
 * ```
 */
export function repairMessage(refusal: AnswerRefusal): string {
  const lines = [refusal, ...(refusal.more ?? [])].map((issue) => line(issue, refusal.under));
  return [
    "Your answer was refused, so it was not used:",
    ...lines,
    "Send the whole answer again, corrected: one JSON value that follows the schema, and nothing else.",
  ].join("\n");
}
