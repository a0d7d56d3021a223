// `messages.parse` wraps what a format's `parse` throws in the SDK's own error, made from
// its text alone (`Failed to parse structured output: ${error}`), with no `cause`. So the
// refusal thrown writes its code and pointer in that text, and the format keeps the last
// refusals it threw, found again by the exact text the SDK writes.
import * as vo from "@adcodicem/value-objects";
import { writtenPointer } from "../answers/repair-line.js";
import { answerError, type AnswerRefusal } from "../answers/read-answer.js";

// the SDK's prefix (lib/parser.js and lib/beta-parser.js of @anthropic-ai/sdk)
const SDK_PREFIX = "Failed to parse structured output: ";
// refusals kept per format: enough for the calls one format serves at once
const KEPT = 32;

/**
 * The refusals one output format threw, readable again from the error the SDK made of them.
 *
 * @example
 * ```ts
 * const refusals = parseRefusals();
 * throw refusals.thrown(reading.refusal); // the SDK's error text: "… (value_object.out_of_range at /quantity): …"
 * refusals.of(sdkError); // the vo.ValueObjectError: code, path, pointer
 * ```
 */
export function parseRefusals() {
  const kept = new Map<string, vo.ValueObjectError>();
  return {
    /** The error to throw from `parse`: a `vo.ValueObjectError` whose text (as the SDK writes it) names its code and pointer. */
    thrown(refusal: AnswerRefusal): vo.ValueObjectError {
      const error = answerError(refusal);
      // the pointer as a model or a log reads it: keys cut and escaped; the message never holds the value
      const where = error.path.length === 0 ? "" : ` at ${writtenPointer(refusal)}`;
      const text = `ValueObjectError (${error.code}${where}): ${error.message}`;
      Object.defineProperty(error, "toString", { value: () => text });
      kept.delete(SDK_PREFIX + text);
      kept.set(SDK_PREFIX + text, error);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return error;
    },
    /** The `vo.ValueObjectError` behind an error `messages.parse` threw for this format, or `undefined`. */
    of(error: unknown): vo.ValueObjectError | undefined {
      if (error instanceof vo.ValueObjectError) return error;
      const message = error instanceof Error ? error.message : undefined;
      return message === undefined ? undefined : kept.get(message);
    },
  };
}
