import type { Locale } from "@adcodicem/value-objects";
import { said } from "./said.js";
import { cutText, listWithinBounds, utf8Bytes } from "@adcodicem/value-objects/arguments";
import type { AnswerIssue, AnswerRefusal } from "./read-answer.js";
import { repairLine } from "./repair-line.js";

/**
 * The message that sends a refused answer back to the model: one line per refused
 * value with its code, its JSON Pointer in the answer as the model wrote it, and the
 * sentence, then what to do. It never quotes the answer.
 *
 * @example
 * ```ts
 * repairMessage({ code: "value_object.out_of_range", path: ["quantity"], pointer: "/quantity", message: "The value is not a valid Quantity: …" });
 * // Your answer was refused, so it was not used:
 * // - value_object.out_of_range at /quantity: The value is not a valid Quantity: …
 * // Send the whole answer again, corrected: one JSON value that follows the schema, and nothing else.
 * ```
 */
export function repairMessage(refusal: AnswerRefusal, locale?: Locale): string {
  // bounded here too, for a refusal made elsewhere than readAnswer
  const issues = [refusal, ...(refusal.more ?? [])].map((issue): AnswerIssue => ({ code: issue.code, path: issue.path, pointer: issue.pointer, message: cutText(issue.message) }));
  const bounded = listWithinBounds(issues, refusal.omitted ?? 0, [(issue) => utf8Bytes(repairLine(issue, refusal.under))]);
  const lines = bounded.listed.map((issue) => repairLine(issue, refusal.under));
  const omitted = bounded.omitted;
  return [
    said("Your answer was refused, so it was not used:", locale),
    ...lines,
    ...(omitted > 0 ? [`- ${said("…and {count} more refused (not listed).", locale).replace("{count}", String(omitted))}`] : []),
    said("Send the whole answer again, corrected: one JSON value that follows the schema, and nothing else.", locale),
  ].join("\n");
}
