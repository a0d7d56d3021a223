/**
 * Bounds on work, so that a hostile input fails a test instead of hanging it, without
 * ever asserting seconds: the bound is a ratio to a reference measured in the same
 * test, on the same machine, under the same load. The reference is what no reading
 * can avoid (JSON.parse of the very text, and one pass over a text as long, at least
 * 16 MiB of it: enough for a cold first call of the AI SDK); the bound is {@link RATIO}
 * times that. A linear reading stays well within
 * it however loaded the machine is; one that runs away (quadratic on 10 MB: hours)
 * fails with a clear message.
 */
import vm from "node:vm";

/** How many times the reference the work may take. */
export const RATIO = 20;

// taken at load, so that a test watching JSON.parse (by replacing it) never sees the reference's calls
const parseJson = JSON.parse;

const MIB = 1024 * 1024;
/** The least reference: a pass over 16 MiB (timed on 1 MiB, times 16, so that measuring stays cheap). */
const FLOOR_MIB = 16;

const elapsed = (work: () => unknown): number => {
  const start = performance.now();
  try {
    work();
  } catch {
    // a text that is not JSON is refused by JSON.parse: that is its cost too
  }
  return performance.now() - start;
};

/**
 * The reference, in ms, measured now: JSON.parse of `text` (whatever it is), plus
 * JSON.parse of a JSON string as long as `text`, and at least 16 MiB long.
 */
export function referenceMs(text = ""): number {
  const parse = text === "" ? 0 : elapsed(() => parseJson(text));
  if (text.length > FLOOR_MIB * MIB) return parse + elapsed(() => parseJson(JSON.stringify(text)));
  const pass = JSON.stringify("x".repeat(MIB));
  return parse + FLOOR_MIB * elapsed(() => parseJson(pass));
}

/**
 * Runs synchronous work and interrupts it past {@link RATIO} times the reference for
 * `text` (a runaway regular expression included, which no timer could stop): the test
 * then fails with a clear message.
 */
export function boundedSync<T>(work: () => T, text = ""): T {
  let ms = 0;
  // a second try, with the reference measured again: a load spike during the one try is not
  // a runaway (one that is runs past both); the work here is a pure read, so trying twice is safe
  for (let attempt = 0; attempt < 2; attempt++) {
    ms = Math.ceil(RATIO * referenceMs(text));
    try {
      return vm.runInNewContext("work()", { work }, { timeout: ms }) as T;
    } catch (error) {
      if ((error as { code?: string }).code !== "ERR_SCRIPT_EXECUTION_TIMEOUT") throw error;
    }
  }
  throw new Error(`The work took more than ${RATIO} times the reference, twice (${ms} ms the second time).`);
}

/**
 * Runs asynchronous work with an abort signal that fires past {@link RATIO} times the
 * reference for `text`, and fails if the work has not settled by then (a stream that
 * never ends, a promise never settled).
 */
export async function bounded<T>(work: (signal: AbortSignal) => Promise<T>, text = ""): Promise<T> {
  // a second try, as boundedSync does: `work` makes its input afresh on each call
  try {
    return await boundedOnce(work, text);
  } catch (error) {
    if (!(error instanceof BoundExceeded)) throw error;
    return boundedOnce(work, text);
  }
}

class BoundExceeded extends Error {}

async function boundedOnce<T>(work: (signal: AbortSignal) => Promise<T>, text: string): Promise<T> {
  const ms = Math.ceil(RATIO * referenceMs(text));
  const signal = AbortSignal.timeout(ms);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BoundExceeded(`The work did not settle within ${RATIO} times the reference (${ms} ms now).`)), ms + ms / 10);
  });
  try {
    return await Promise.race([work(signal), late]);
  } finally {
    clearTimeout(timer);
  }
}
