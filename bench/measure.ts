/**
 * Side-by-side timing: every contestant runs in the same process, in interleaved
 * rounds (the order rotates each round), and is reported as a ratio to the
 * baseline measured in the same round. The median over rounds is what counts: a
 * noisy machine slows whole rounds, and a ratio within a round cancels most of it.
 */

/** A function under test: reads one input and returns its result. */
export interface Contestant {
  readonly name: string;
  readonly run: (input: unknown) => unknown;
}

/** One contestant's figures over all rounds. */
export interface Figures {
  readonly name: string;
  /** Median nanoseconds per input read. */
  readonly nsPerInput: number;
  /** Median over rounds of (this contestant's time / the baseline's time in the same round). */
  readonly ratio: number;
  /** The 25th and 75th percentiles of that ratio. */
  readonly ratioLow: number;
  readonly ratioHigh: number;
}

export interface MeasureOptions {
  readonly rounds: number;
  /** Aimed duration of one contestant's batch in one round. */
  readonly batchMs: number;
  /** Warm-up time per contestant before calibration. */
  readonly warmupMs: number;
}

// Results land here so that no engine can drop a call whose result is unused.
let sink: unknown[] = [];

/**
 * Nanoseconds of CPU time (user + system, all threads of this process) that
 * `repeats` passes over the inputs take. CPU time rather than wall time: on a
 * shared machine, the time the scheduler hands to other processes mid-batch does
 * not count against whoever was running.
 */
function batch(run: Contestant["run"], inputs: readonly unknown[], repeats: number): number {
  const n = inputs.length;
  const out = new Array<unknown>(n);
  const start = process.cpuUsage();
  for (let r = 0; r < repeats; r++) for (let i = 0; i < n; i++) out[i] = run(inputs[i]);
  const { user, system } = process.cpuUsage(start);
  sink = out;
  return (user + system) * 1000;
}

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
};

/** How many passes over the inputs fill about `ms` milliseconds. */
function calibrate(run: Contestant["run"], inputs: readonly unknown[], ms: number): number {
  let repeats = 1;
  for (;;) {
    const ns = batch(run, inputs, repeats);
    if (ns >= ms * 1e5 || repeats > 1 << 24) return Math.max(1, Math.round((repeats * ms * 1e6) / Math.max(ns, 1)));
    repeats *= 4;
  }
}

/**
 * Times every contestant on `inputs`; ratios are to `contestants[0]`.
 *
 * @example
 * ```ts
 * const [base, ours] = measure([{ name: "by hand", run: handWritten }, { name: "ours", run: oursStandard }], validInputs(), { rounds: 40, batchMs: 15, warmupMs: 400 });
 * console.log(ours.ratio); // 1.25: ours takes 1.25 times the hand-written check's time
 * ```
 */
export function measure(contestants: readonly Contestant[], inputs: readonly unknown[], options: MeasureOptions): Figures[] {
  for (const c of contestants) {
    const until = performance.now() + options.warmupMs;
    while (performance.now() < until) batch(c.run, inputs, 10);
  }
  const repeats = contestants.map((c) => calibrate(c.run, inputs, options.batchMs));
  const nsPerInput: number[][] = contestants.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (let k = 0; k < contestants.length; k++) {
      const j = (k + round) % contestants.length;
      nsPerInput[j].push(batch(contestants[j].run, inputs, repeats[j]) / (repeats[j] * inputs.length));
    }
  }
  const base = nsPerInput[0];
  return contestants.map((c, j) => {
    const ratios = nsPerInput[j].map((ns, round) => ns / base[round]);
    return {
      name: c.name,
      nsPerInput: quantile(nsPerInput[j], 0.5),
      ratio: quantile(ratios, 0.5),
      ratioLow: quantile(ratios, 0.25),
      ratioHigh: quantile(ratios, 0.75),
    };
  });
}

/** Keeps the last results reachable (read by nobody; it only defeats dead-code elimination). */
export const lastResults = (): readonly unknown[] => sink;
