import { RefusedCalls } from "@adcodicem/value-objects/arguments";

/** At most this many sessions' counts are kept per tool (the least recently used is let go first). */
export const REMEMBERED_SESSIONS = 1024;

/**
 * Which session a call belongs to, for counting the same refused call again: the session
 * id (stateful Streamable HTTP), the connection (a transport object: stdio, in memory), or
 * `undefined` where there is no session (a stateless HTTP server): then nothing is counted.
 */
export type Session = string | object | undefined;

/**
 * One tool's refused calls, per session: a session's count never reaches another client.
 * Bounded: at most {@link REMEMBERED_SESSIONS} session ids, and connections held weakly.
 *
 * @example
 * ```ts
 * const calls = new SessionCalls();
 * loop.read(args, calls.of(extra.sessionId));
 * ```
 */
export class SessionCalls {
  readonly #byId = new Map<string, RefusedCalls>();
  readonly #byConnection = new WeakMap<object, RefusedCalls>();

  /** The session's refused calls, or undefined where there is no session (nothing counted). */
  of(session: Session): RefusedCalls | undefined {
    if (typeof session === "object" && session !== null) {
      let calls = this.#byConnection.get(session);
      if (calls === undefined) this.#byConnection.set(session, (calls = new RefusedCalls()));
      return calls;
    }
    if (typeof session !== "string") return undefined;
    const calls = this.#byId.get(session) ?? new RefusedCalls();
    this.#byId.delete(session);
    this.#byId.set(session, calls);
    if (this.#byId.size > REMEMBERED_SESSIONS) this.#byId.delete(this.#byId.keys().next().value as string);
    return calls;
  }
}
