/**
 * Bounds on work, so that a hostile input fails a test instead of hanging it, without
 * ever measuring time: the work is counted (characters read by the string, regular
 * expression and JSON built-ins it calls; see test-support/counted-work.ts), and the
 * count is bounded by the text's length. The count is the same on every engine and under
 * any load; work that runs away (quadratic on 10 MB) passes its budget and is stopped there.
 */
import { counted, countedSync, type WorkBudget, type WorkCount } from "../../../../../test-support/counted-work.js";
import { loadTelemetry } from "../../../src/telemetry/span-events.js";

/** Characters our reading may read per character of the answer (measured: 5 for 10 MB, 7 for a short valid answer). */
export const PER_CHAR = 8;
/** And a constant beside it: the refusal's message, the rules' own reads of a short answer. */
export const CONSTANT = 4096;

/** The budget for reading `text`: linear in its length. */
export const linearIn = (text: string, perChar = PER_CHAR, constant = CONSTANT): WorkBudget => ({ chars: perChar * text.length + constant });

/** The count of the last bounded run, for a test that asserts more of it. */
export let lastCount: WorkCount | undefined;

/**
 * Runs synchronous work counted, and fails (with {@link WorkExceeded}) past
 * {@link PER_CHAR} characters read per character of `text`, plus {@link CONSTANT}.
 */
export function boundedSync<T>(work: () => T, text = "", budget: WorkBudget = linearIn(text)): T {
  const { value, count } = countedSync(work, budget);
  lastCount = count;
  return value;
}

/** A run that has not settled past this is a hang: a guard, so that the suite ends, never a measure of speed. */
export const HANG_GUARD_MS = 20 * 60_000;

/**
 * Runs asynchronous work counted (the SDK's own reading included: it is linear too, so
 * the budget per character is larger), with an abort signal that fires only at the hang
 * guard; fails past the budget, or if the work never settles.
 */
export async function bounded<T>(work: (signal: AbortSignal) => Promise<T>, text = "", budget: WorkBudget = linearIn(text, 4 * PER_CHAR, 64 * CONSTANT)): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`The work did not settle: a hang (guard of ${HANG_GUARD_MS / 60_000} minutes).`));
    }, HANG_GUARD_MS);
  });
  // @opentelemetry/api (a devDependency here) loads once, at the first tool or answer format made:
  // its own start-up is not the work these budgets count
  await loadTelemetry();
  try {
    const { value, count } = await counted(() => Promise.race([work(controller.signal), hung]), budget);
    lastCount = count;
    return value;
  } finally {
    clearTimeout(timer);
  }
}

export { WorkExceeded } from "../../../../../test-support/counted-work.js";
