/**
 * Bounds on work, so that a hostile input fails a test instead of hanging it. The
 * bound is generous (seconds, where the work takes milliseconds): it tells a linear
 * reading from one that runs away, on a noisy machine, without timing anything finely.
 */
import vm from "node:vm";

/** The bound every hostile case must finish within. */
export const BOUND_MS = 5_000;

/**
 * Runs synchronous work and interrupts it past `ms` (a runaway regular expression
 * included, which no timer could stop): the test then fails with a clear message.
 */
export function boundedSync<T>(work: () => T, ms = BOUND_MS): T {
  try {
    return vm.runInNewContext("work()", { work }, { timeout: ms }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") throw new Error(`The work did not finish within ${ms} ms.`);
    throw error;
  }
}

/**
 * Runs asynchronous work with an abort signal that fires past `ms`, and fails if the
 * work has not settled by then (a stream that never ends, a promise never settled).
 */
export async function bounded<T>(work: (signal: AbortSignal) => Promise<T>, ms = BOUND_MS): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The work did not settle within ${ms} ms.`)), ms + 500);
  });
  try {
    return await Promise.race([work(signal), late]);
  } finally {
    clearTimeout(timer);
  }
}
