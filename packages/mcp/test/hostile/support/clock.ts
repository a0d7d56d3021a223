// A clock moved by hand, for the session pool's idle timeout: a test says how much time
// passes, and the timers due run then, in order. Nothing here reads the real time.
import type { SessionClock } from "../../../../../examples/http-sessions.js";

/** A {@link SessionClock} whose time moves only when `advance` is called. */
export interface ManualClock extends SessionClock {
  /** Time passed so far, in ms. */
  readonly now: number;
  /** Timers set and not yet run or cancelled. */
  readonly armed: number;
  /** Moves time on by `ms`, running each timer that falls due, in order. */
  advance(ms: number): void;
}

/**
 * @example
 * ```ts
 * const clock = manualClock();
 * const endpoint = await serveHttp(make, { idleTimeoutMs: 60_000, clock });
 * clock.advance(60_000); // every session idle for a minute is closed
 * ```
 */
export function manualClock(): ManualClock {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    get now() {
      return now;
    },
    get armed() {
      return timers.size;
    },
    setTimer(run, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return () => void timers.delete(id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}

/**
 * Resolves once `done()` holds, looking again after each turn of the event loop; fails
 * after `turns` turns. A bound on turns, not on time: what it waits for (a socket's
 * close, a server closing) takes a few turns, however slow the machine.
 */
export async function settles(done: () => boolean, what: string, turns = 100_000): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${what}: not so after ${turns} turns of the event loop.`);
}
