/**
 * Side-by-side timing of checks, shared by every checking benchmark (core-check, kinds-check,
 * cheap-check). Honest by construction:
 *
 * - every contestant runs in the same process, in interleaved rounds whose order rotates, and
 *   is reported as a ratio to the baseline measured in the same round (a noisy machine slows
 *   whole rounds; a ratio within a round cancels most of it);
 * - the young generation is collected before every batch (`--expose-gc`, a minor collection),
 *   so each batch starts from an empty nursery and pays for its own garbage, never for the
 *   garbage the contestant before it left. (A full collection before each batch would be
 *   worse than none: it frees the maps of short-lived objects, the optimized code that
 *   embeds them is thrown away, and a library like Valibot then runs 5 to 20 times slower
 *   than it does in any program);
 * - the proof of same answers runs in the parent only; each child times JSON copies of the
 *   inputs (`JSON.parse`, as tool arguments arrive), which the proof never touched;
 * - the whole measurement is repeated in several fresh processes (runs), and a ratio is
 *   reported as the min and the median over runs of each run's median over rounds.
 */
import { deepStrictEqual } from "node:assert/strict";
import { spawnSync } from "node:child_process";

/** A function under test: reads one input and returns its result. */
export interface Contestant {
  readonly name: string;
  readonly run: (input: unknown) => unknown;
}

/** One contestant's figures in one run (one process). */
export interface Figures {
  readonly name: string;
  /** Median nanoseconds per input read. */
  readonly nsPerInput: number;
  /** Median over rounds of (this contestant's time / the baseline's time in the same round). */
  readonly ratio: number;
}

/** One contestant's figures over several runs. */
export interface Summary {
  readonly name: string;
  /** The lowest and the median of the runs' ratios. */
  readonly ratioMin: number;
  readonly ratioMedian: number;
  /** The median over runs of the nanoseconds per input. */
  readonly nsPerInput: number;
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
const collect = (globalThis as { gc?: (options?: { type: "minor" | "major" }) => void }).gc;

/**
 * Nanoseconds of CPU time (user + system, all threads of this process) that
 * `repeats` passes over the inputs take. CPU time rather than wall time: on a
 * shared machine, the time the scheduler hands to other processes mid-batch does
 * not count against whoever was running. The young generation is collected first,
 * outside the timed part: each batch starts clean and pays only for its own garbage.
 */
function batch(run: Contestant["run"], inputs: readonly unknown[], repeats: number): number {
  const n = inputs.length;
  const out = new Array<unknown>(n);
  collect?.({ type: "minor" });
  const start = process.cpuUsage();
  for (let r = 0; r < repeats; r++) for (let i = 0; i < n; i++) out[i] = run(inputs[i]);
  const { user, system } = process.cpuUsage(start);
  sink = out;
  return (user + system) * 1000;
}

/** The q-quantile of some figures (0.5: the median), interpolated. */
export const quantile = (values: readonly number[], q: number): number => {
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
 * Times every contestant on `inputs` in one process; ratios are to `contestants[0]`.
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
  return contestants.map((c, j) => ({
    name: c.name,
    nsPerInput: quantile(nsPerInput[j], 0.5),
    ratio: quantile(nsPerInput[j].map((ns, round) => ns / base[round]), 0.5),
  }));
}

/** Min and median over runs, contestant by contestant (every run lists them in the same order). */
export function summarize(runs: readonly (readonly Figures[])[]): Summary[] {
  return runs[0].map((first, j) => {
    const ratios = runs.map((run) => run[j].ratio);
    return { name: first.name, ratioMin: Math.min(...ratios), ratioMedian: quantile(ratios, 0.5), nsPerInput: quantile(runs.map((run) => run[j].nsPerInput), 0.5) };
  });
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);

/** A Markdown table of one set's summaries: ratio to the first contestant (min and median over runs), ns per input. */
export function table(title: string, figures: readonly Summary[], runs: number): string {
  const rows = figures.map((f) => `| ${f.name} | ${fmt(f.ratioMin)}× | ${fmt(f.ratioMedian)}× | ${Math.round(f.nsPerInput)} |`);
  return [
    `**${title}**`,
    "",
    `| contestant | ratio to hand-written, min of ${runs} runs | median of ${runs} runs | ns per input (median) |`,
    "| --- | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

/** One set of inputs a benchmark times every contestant on. */
export interface InputSet {
  readonly label: string;
  readonly inputs: readonly unknown[];
}

/** A checking benchmark: its contestants (the first is the baseline), its input sets, its proof of same answers. */
export interface CheckBenchmark {
  /** The file to run again in each child process (`import.meta.filename`). */
  readonly file: string;
  readonly title: string;
  readonly contestants: readonly Contestant[];
  readonly sets: readonly InputSet[];
  /** Throws when the contestants disagree on any input; run before any timing. */
  readonly proveSameAnswers: () => void;
  /** The target lines, from the summaries of each set (in the order of `sets`). */
  readonly targets?: (sets: readonly (readonly Summary[])[]) => string[];
}

const CHILD = "BENCH_CHILD_RUN";

/**
 * Runs a checking benchmark: proves same answers (in this process, never in a timing one), then times the sets in `--runs N` fresh
 * processes (each with `--expose-gc`), and prints one table per set with the min and median
 * over runs. Arguments: `--quick` (3 runs of 10 short rounds), `--rounds N`, `--runs N`.
 */
export function runCheckBenchmark(bench: CheckBenchmark): void {
  const args = process.argv.slice(2);
  const quick = args.includes("--quick");
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const rounds = option("--rounds", quick ? 10 : 20);
  const runs = option("--runs", quick ? 3 : 5);
  if (process.env[CHILD] === "1") {
    if (collect === undefined) throw new Error("Run with --expose-gc: each batch starts from a collected young generation.");
    const options = { rounds, batchMs: quick ? 5 : 15, warmupMs: quick ? 100 : 300 };
    // timed on objects from JSON.parse, as tool arguments arrive (issue 21: objects made in
    // JavaScript, one `delete` away from dictionary mode, sent every contestant down V8's slow
    // property path), and never on the objects the proof read
    const figures = bench.sets.map((set) => measure(bench.contestants, JSON.parse(JSON.stringify(set.inputs)) as unknown[], options));
    process.stdout.write(JSON.stringify(figures));
    return;
  }
  // the proof runs here, in the parent, which times nothing; the children read JSON copies of the same inputs
  bench.proveSameAnswers();
  for (const set of bench.sets) deepStrictEqual(JSON.parse(JSON.stringify(set.inputs)), set.inputs, `${set.label}: inputs survive JSON`);
  const perRun: Figures[][][] = [];
  for (let run = 0; run < runs; run++) {
    const child = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", bench.file, ...args], {
      env: { ...process.env, [CHILD]: "1" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 1 << 24,
    });
    if (child.status !== 0) throw new Error(`run ${run + 1} of ${bench.file} failed (exit code ${child.status})`);
    perRun.push(JSON.parse(child.stdout) as Figures[][]);
  }
  const sizes = bench.sets.map((set) => `${set.inputs.length} ${set.label.toLowerCase()}`).join(", ");
  console.log(`## ${bench.title}\n`);
  console.log(`Node ${process.versions.node}; ${runs} runs, each a fresh process of ${rounds} interleaved rounds of CPU time, the young generation collected before every batch; inputs: ${sizes}.\n`);
  console.log("Every contestant gave the same verdicts and the same values; the hand-written check gave the same refusals, message for message.\n");
  const summaries = bench.sets.map((set, s) => summarize(perRun.map((run) => run[s])));
  bench.sets.forEach((set, s) => console.log(table(set.label, summaries[s], runs) + "\n"));
  const lines = bench.targets?.(summaries) ?? [];
  if (lines.length > 0) {
    console.log("Targets (on the median of runs):");
    for (const line of lines) console.log(`- ${line}`);
  }
}

/**
 * Target lines "ours against each peer": ours must take less time than the peer on every set.
 *
 * @example
 * ```ts
 * peerLines([["valid", validSummaries]], ["zod", "valibot"]);
 * // ["MET  ours, `~standard.validate` vs zod 4 `safeParse` on valid input: 0.48× its time (target < 1)", …]
 * ```
 */
export function peerLines(sets: readonly (readonly [string, readonly Summary[]])[], peers: readonly string[]): string[] {
  const lines: string[] = [];
  for (const [label, set] of sets) {
    for (const ours of set.filter((f) => f.name.startsWith("ours"))) {
      for (const peer of set.filter((f) => peers.some((p) => f.name.startsWith(p)))) {
        const relative = ours.ratioMedian / peer.ratioMedian;
        lines.push(`${relative < 1 ? "MET " : "MISSED"} ${ours.name} vs ${peer.name} on ${label}: ${fmt(relative)}× its time (target < 1)`);
      }
    }
  }
  return lines;
}

/** A target line "ours at most `limit`× the baseline", for each of our contestants in a set. */
export function ratioLines(label: string, set: readonly Summary[], limit: number): string[] {
  return set
    .filter((f) => f.name.startsWith("ours"))
    .map((ours) => `${ours.ratioMedian <= limit ? "MET " : "MISSED"} ${ours.name} on ${label}: ${fmt(ours.ratioMedian)}× the hand-written check (target ≤ ${fmt(limit)}×)`);
}

/** Keeps the last results reachable (read by nobody; it only defeats dead-code elimination). */
export const lastResults = (): readonly unknown[] => sink;
