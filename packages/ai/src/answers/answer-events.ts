import { type OnRefusal, refusalEvent, reportRefusal } from "@adcodicem/value-objects/arguments";
import { heard, withSpanEvents } from "../telemetry/span-events.js";
import type { AnswerRefusal } from "./read-answer.js";
import { writtenPointer } from "./repair-line.js";

/**
 * A refused answer's events (`kind: "answer"`), one for each refusal it lists, handed to
 * `onRefusal` and added as span events where OpenTelemetry is present: the code and the
 * pointer (cut and escaped), never the value.
 *
 * @example
 * ```ts
 * const report = answerRefusalReporter(options.onRefusal);
 * if (!reading.ok) report(reading.refusal);
 * ```
 */
export function answerRefusalReporter(hook: OnRefusal | undefined, dialect?: string): (refusal: AnswerRefusal) => void {
  const onRefusal = withSpanEvents(hook);
  return (refusal) => {
    // no hook and no span: no events made (this runs on every refused answer)
    if (!heard(hook)) return;
    reportRefusal(
      onRefusal,
      [refusal, ...(refusal.more ?? [])].map((issue) => refusalEvent({ kind: "answer", code: issue.code, pointer: issue.path.length === 0 ? "" : writtenPointer(issue), dialect })),
    );
  };
}
