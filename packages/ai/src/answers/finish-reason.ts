import type { Refusal } from "@adcodicem/value-objects";
import { ANSWER_CUT_OFF, ANSWER_FILTERED, answerMessages } from "./codes.js";

/**
 * What a finish reason says about the answer before anything reads it: nothing
 * (the answer is complete), or the refusal that keeps it from being read at all.
 * `length`, `interrupted` and `error` mean the answer may stop partway, so even
 * valid JSON is not read: it may be a prefix of what the model meant.
 * `content-filter` is also how the AI SDK reports a model's refusal.
 *
 * @example
 * ```ts
 * finishReasonRefusal("length"); // { code: "answer.cut_off", message: "The answer was cut off before it was complete." }
 * finishReasonRefusal("stop"); // undefined
 * ```
 */
export function finishReasonRefusal(finishReason: string | undefined): Pick<Refusal, "code" | "message"> | undefined {
  switch (finishReason) {
    case "length":
    case "interrupted":
    case "error":
      return { code: ANSWER_CUT_OFF, message: answerMessages.cutOff };
    case "content-filter":
    case "refusal":
      return { code: ANSWER_FILTERED, message: answerMessages.filtered };
    default:
      return undefined;
  }
}
