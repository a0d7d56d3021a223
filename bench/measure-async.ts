/**
 * Side-by-side timing for calls that return promises (tool calls, whole model runs): as
 * bench/measure.ts, every contestant in the same process, in interleaved rounds whose order
 * rotates, each reported as a ratio to the first contestant measured in the same round.
 */

/** A call under test: one input in, a promise out. */
export type AsyncRun = (input: any) => Promise<unknown>;

/** One contestant's figures: median nanoseconds per call, and the median of its per-round ratio (and difference) to the first. */
export interface AsyncFigures {
  readonly ns: number;
  readonly ratio: number;
  readonly overheadNs: number;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)] + sorted[Math.ceil(mid)]) / 2;
};

async function batch(run: AsyncRun, inputs: readonly unknown[], repeats: number): Promise<number> {
  const start = process.cpuUsage();
  for (let r = 0; r < repeats; r++) for (const input of inputs) await run(input);
  const { user, system } = process.cpuUsage(start);
  return (user + system) * 1000;
}

async function calibrate(run: AsyncRun, inputs: readonly unknown[], ms: number): Promise<number> {
  for (let repeats = 1; ; repeats *= 4) {
    const ns = await batch(run, inputs, repeats);
    if (ns >= ms * 1e5) return Math.max(1, Math.round((repeats * ms * 1e6) / ns));
  }
}

/**
 * Nanoseconds per call for each contestant (median), and each one's median ratio to the first, round by round.
 *
 * @example
 * ```ts
 * const [zod, ours] = await measureAsync([zodCall, ourCall], inputs, 120, 15);
 * ```
 */
export async function measureAsync(runs: readonly AsyncRun[], inputs: readonly unknown[], batchMs: number, rounds: number): Promise<AsyncFigures[]> {
  for (const run of runs) await batch(run, inputs, 20); // warm-up
  const repeats: number[] = [];
  for (const run of runs) repeats.push(await calibrate(run, inputs, batchMs));
  const ns: number[][] = runs.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < runs.length; k++) {
      const j = (k + round) % runs.length;
      ns[j].push((await batch(runs[j], inputs, repeats[j])) / (repeats[j] * inputs.length));
    }
  }
  return runs.map((_, j) => ({
    ns: median(ns[j]),
    ratio: median(ns[j].map((v, round) => v / ns[0][round])),
    overheadNs: median(ns[j].map((v, round) => v - ns[0][round])),
  }));
}
