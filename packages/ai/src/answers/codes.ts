/** The answer ended before it was complete (finish reason `length`, or a stream that broke off). */
export const ANSWER_CUT_OFF = "answer.cut_off";
/** A content filter stopped the answer, or the model refused to give one. */
export const ANSWER_FILTERED = "answer.filtered";
/** The answer is not JSON (prose, broken JSON, nothing at all). */
export const ANSWER_NOT_JSON = "answer.not_json";

/** The codes of an answer as a whole; a value inside it is refused with the value object codes. */
export const answerCodes = {
  cutOff: ANSWER_CUT_OFF,
  filtered: ANSWER_FILTERED,
  notJson: ANSWER_NOT_JSON,
} as const;

/** The sentences of the answer-level refusals: fixed, so none can hold what the model wrote. */
export const answerMessages = {
  cutOff: "The answer was cut off before it was complete.",
  filtered: "The answer was stopped by a content filter or refused by the model.",
  notJson: "The answer is not JSON.",
  empty: "The answer is empty: it holds no JSON.",
} as const;
