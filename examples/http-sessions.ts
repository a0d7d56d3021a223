/**
 * The sessions a stateful Streamable HTTP server holds, bounded: at most `maxSessions`
 * at once (those still initializing included), and each closed once it has had no
 * request in flight for `idleTimeoutMs`. A session costs about 74 KB (its McpServer and
 * transport); without bounds, sessions a client never DELETEs pile up until the process
 * runs out of memory.
 *
 * Time is read only through a {@link SessionClock}, so tests move it by hand.
 */

/** Starts timers; the one the example server uses is {@link realClock}. */
export interface SessionClock {
  /** Runs `run` once, `ms` from now, unless the returned function is called first. */
  setTimer(run: () => void, ms: number): () => void;
}

/** Node's own timers, unref'd: an idle session never keeps the process alive. */
export const realClock: SessionClock = {
  setTimer(run, ms) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** How many sessions a server holds at once, and how long one may stay idle. */
export interface SessionLimits {
  /** Sessions held at once, those initializing included; one more initialize is refused (503). */
  readonly maxSessions: number;
  /** A session with no request in flight for this long is closed, as if DELETEd. */
  readonly idleTimeoutMs: number;
}

/** 1,000 sessions (about 74 MB) and 5 minutes idle. */
export const DEFAULT_SESSION_LIMITS: SessionLimits = { maxSessions: 1000, idleTimeoutMs: 5 * 60_000 };

/** The sessions of one server, keyed by session id. */
export interface SessionPool<S> {
  /** Sessions held, those initializing included. */
  readonly size: number;
  /** Takes room for a session about to initialize; false when the pool is full. */
  reserve(): boolean;
  /** Gives back the room {@link reserve} took, for a session that failed to start. */
  release(): void;
  /** Holds an initialized session in the room {@link reserve} took; its idle time starts now. */
  add(id: string, session: S): void;
  get(id: string): S | undefined;
  /** Marks one request of the session in flight; the returned function ends it (call it once). */
  enter(id: string): () => void;
  /** Forgets a session closed by other means (DELETE, a transport closed). */
  remove(id: string): void;
  /** Forgets every session and hands them back, to be closed. */
  drain(): S[];
}

interface Held<S> {
  readonly session: S;
  busy: number;
  cancel?: () => void;
}

/**
 * A pool that closes a session (with `close`) once it has been idle for the limit.
 *
 * @example
 * ```ts
 * const pool = sessionPool(DEFAULT_SESSION_LIMITS, (s: { close(): Promise<void> }) => s.close());
 * if (!pool.reserve()) answer503();
 * ```
 */
export function sessionPool<S>(limits: SessionLimits, close: (session: S) => Promise<void>, clock: SessionClock = realClock): SessionPool<S> {
  const held = new Map<string, Held<S>>();
  let opening = 0;

  const arm = (id: string, entry: Held<S>) => {
    entry.cancel?.();
    entry.cancel = clock.setTimer(() => {
      if (held.get(id) !== entry || entry.busy > 0) return;
      held.delete(id);
      close(entry.session).catch(() => undefined); // a session that fails to close is gone all the same
    }, limits.idleTimeoutMs);
  };

  return {
    get size() {
      return held.size + opening;
    },
    reserve() {
      if (held.size + opening >= limits.maxSessions) return false;
      opening++;
      return true;
    },
    release() {
      opening = Math.max(0, opening - 1);
    },
    add(id, session) {
      opening = Math.max(0, opening - 1);
      const entry: Held<S> = { session, busy: 0 };
      held.set(id, entry);
      arm(id, entry);
    },
    get(id) {
      return held.get(id)?.session;
    },
    enter(id) {
      const entry = held.get(id);
      if (entry === undefined) return () => undefined;
      entry.busy++;
      entry.cancel?.();
      entry.cancel = undefined;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        entry.busy--;
        if (entry.busy === 0 && held.get(id) === entry) arm(id, entry);
      };
    },
    remove(id) {
      held.get(id)?.cancel?.();
      held.delete(id);
    },
    drain() {
      const all = [...held.values()];
      held.clear();
      for (const entry of all) entry.cancel?.();
      return all.map((entry) => entry.session);
    },
  };
}

/** A positive whole number from a flag or the environment, or an error naming where it came from. */
function positiveInteger(text: string, from: string): number {
  const value = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(value) || value < 1) throw new Error(`${from} takes a whole number of at least 1.`);
  return value;
}

/**
 * The session limits a command line and environment ask for: `--max-sessions <n>` or
 * `MCP_MAX_SESSIONS`, `--idle-timeout <seconds>` or `MCP_IDLE_TIMEOUT_SECONDS`; a flag wins
 * over the environment, and what neither sets keeps {@link DEFAULT_SESSION_LIMITS}.
 *
 * @example
 * ```ts
 * sessionLimitsFrom(["--http", "3000", "--max-sessions", "200"], {}); // { maxSessions: 200, idleTimeoutMs: 300000 }
 * ```
 */
export function sessionLimitsFrom(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): SessionLimits {
  const read = (flag: string, variable: string): number | undefined => {
    const at = argv.indexOf(flag);
    if (at !== -1) return positiveInteger(argv[at + 1] ?? "", flag);
    const text = env[variable];
    return text === undefined || text === "" ? undefined : positiveInteger(text, variable);
  };
  const maxSessions = read("--max-sessions", "MCP_MAX_SESSIONS") ?? DEFAULT_SESSION_LIMITS.maxSessions;
  const idleSeconds = read("--idle-timeout", "MCP_IDLE_TIMEOUT_SECONDS");
  return { maxSessions, idleTimeoutMs: idleSeconds === undefined ? DEFAULT_SESSION_LIMITS.idleTimeoutMs : idleSeconds * 1000 };
}
