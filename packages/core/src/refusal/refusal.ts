import type { Said } from "./locale.js";

/** A key or an index on the way to a refused value; `[]` is the root. */
export type PathKey = string | number;

/**
 * Why a value was refused: a code a program can act on and a sentence a model can
 * read (neither ever holds the value sent), and where the refused value sits.
 */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  /** Where the refused value sits: the exact keys and indexes (`[]` at the root, a value object's always). */
  readonly path: readonly PathKey[];
  /** The same place as an exact RFC 6901 JSON Pointer (`""` at the root): `["a/b", 0]` → `"/a~1b/0"`. */
  readonly pointer: string;
}

/** The result of reading one input: the value, or why it was refused. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Refusal };

/**
 * A refusal made once, at declaration, and handed out on every failing read:
 * messages never depend on the value, so refusing allocates nothing. It is a plain
 * frozen `{ code, message, path: [], pointer: "" }` (a value object refuses at the root),
 * so it compares equal to one written by hand.
 */
export type PreparedRefusal = Readonly<Refusal>;

// the root, shared by every prepared refusal: frozen, so no program can give it a key
const ROOT: readonly PathKey[] = Object.freeze([]);

/**
 * Makes a {@link PreparedRefusal}; `said` (how a locale says it again) is kept as a property no
 * program lists: the refusal still compares equal to one written by hand.
 */
export const prepareRefusal = (code: string, message: string, said?: Said): PreparedRefusal =>
  Object.freeze(Object.defineProperty({ code, message, path: ROOT, pointer: "" }, "said", { value: said }));

/** How a refusal the library made is said in a locale (undefined for one it did not make). */
export const saidOf = (refusal: object): Said | undefined => (refusal as { said?: Said }).said;

/**
 * The issue of a refusal, at `path` (whose exact pointer is `pointer`, where the caller wrote it
 * once), with how a locale says it: one shape for every issue. A function so small the engine
 * inlines it anywhere, outside any inlining budget.
 */
export const issueAt = (
  refusal: { readonly code: string; readonly message: string },
  path: PathKey[],
  pointer?: string,
): { code: string; message: string; path: PathKey[]; pointer?: string; said?: Said } => ({
  code: refusal.code,
  message: refusal.message,
  path,
  pointer,
  said: (refusal as { said?: Said }).said,
});

/**
 * Tells a refusal from a value read: a value object's value is always a string or a
 * number (its pipeline refuses anything else), so any object is a refusal.
 */
export const isRefusal = (read: unknown): read is PreparedRefusal => typeof read === "object" && read !== null;
