/** At most this many distinct refused calls are remembered (the oldest is let go first). */
export const REMEMBERED_CALLS = 64;

/**
 * The refused calls of one tool (or one MCP session's tool) since it last accepted one:
 * how many times each call key was refused. Bounded: at most {@link REMEMBERED_CALLS} keys
 * of 16 characters, never a value.
 *
 * @example
 * ```ts
 * const calls = new RefusedCalls();
 * calls.refused(key); // 1
 * calls.refused(key); // 2
 * calls.accepted();   // the count starts again
 * ```
 */
export class RefusedCalls {
  readonly #counts = new Map<string, number>();

  /** Counts one more refusal of the call `key` and returns how many there were, this one included (1 for a call without a key). */
  refused(key: string | undefined): number {
    if (key === undefined) return 1;
    const n = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.delete(key);
    this.#counts.set(key, n);
    if (this.#counts.size > REMEMBERED_CALLS) this.#counts.delete(this.#counts.keys().next().value as string);
    return n;
  }

  /** The tool accepted a call: what was refused before no longer counts. */
  accepted(): void {
    this.#counts.clear();
  }

  /** How many distinct calls are remembered. */
  get size(): number {
    return this.#counts.size;
  }
}
