/**
 * Why a value was refused: a code a program can act on and a sentence a model can
 * read. Neither ever holds the value sent.
 */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  /**
   * Where the refused value sits, as a JSON Pointer (`""` at the root): given by a
   * composite's `tryCreate`, the first of its refusals; a value object's has none.
   */
  readonly path?: string;
}

/** The result of reading one input: the value, or why it was refused. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Refusal };

/**
 * A refusal made once, at declaration, and handed out on every failing read:
 * messages never depend on the value, so refusing allocates nothing. It is a plain
 * frozen `{ code, message }`, so it compares equal to one written by hand.
 */
export type PreparedRefusal = Readonly<Refusal>;

/** Makes a {@link PreparedRefusal}. */
export const prepareRefusal = (code: string, message: string): PreparedRefusal => Object.freeze({ code, message });

/**
 * Tells a refusal from a value read: a value object's value is always a string or a
 * number (its pipeline refuses anything else), so any object is a refusal.
 */
export const isRefusal = (read: unknown): read is PreparedRefusal => typeof read === "object" && read !== null;
