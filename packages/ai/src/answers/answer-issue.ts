import type { PathKey } from "@adcodicem/value-objects";

/**
 * One refused value in an answer: why, and where in the value, twice: `path`, the exact
 * keys and indexes, and `pointer`, the same place as an exact RFC 6901 JSON Pointer (`""`
 * at the root). What the model reads (a repair message) carries the pointer cut and escaped.
 */
export interface AnswerIssue {
  readonly code: string;
  readonly message: string;
  readonly path: readonly PathKey[];
  readonly pointer: string;
}
