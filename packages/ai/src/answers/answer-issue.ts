/** One refused value in an answer: why, and where in the value (a JSON Pointer, `""` at the root). */
export interface AnswerIssue {
  readonly code: string;
  readonly message: string;
  readonly path: string;
}
