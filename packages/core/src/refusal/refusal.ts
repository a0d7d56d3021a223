/**
 * Why a value was refused: a code a program can act on and a sentence a model can
 * read. Neither ever holds the value sent.
 */
export interface Refusal {
  readonly code: string;
  readonly message: string;
}

/** The result of reading one input: the value, or why it was refused. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Refusal };

/**
 * A refusal made once, at declaration, and handed out on every failing read:
 * messages never depend on the value, so refusing allocates nothing.
 * `instanceof` tells it from a value in the hot path.
 */
export class PreparedRefusal implements Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {
    Object.freeze(this);
  }
}
