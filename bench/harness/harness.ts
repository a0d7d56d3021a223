/**
 * The timing harness (issue 21): every contestant × input set × round is a process of its own,
 * started fresh, reading its inputs from `JSON.parse` of the set's JSON text (child.ts); the
 * order of the contestants rotates from round to round; before any timing, a process of its
 * own proves that every contestant gives the same answers on the same inputs (prove.ts).
 * Reported per set: each contestant's CPU nanoseconds per input (min and median over rounds;
 * each round's figure the median of its batches), and its ratio to the group's baseline (the
 * first contestant) timed in the same round (min and median over rounds). The load average is
 * printed beside every table: the figures move with the machine's load, the ratios less.
 * Our packages are loaded from their build (`dist/`, as a user loads them): run `npm run build` first.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { groupOf } from "./groups/index.js";
import { quantile } from "../measure.js";
import type { Group, InputSet } from "./types.js";

/** How hard to measure. */
export interface HarnessOptions {
  readonly rounds: number;
  readonly batches: number;
  readonly batchMs: number;
  readonly warmupMs: number;
  /** Only the sets with these ids (all when empty). */
  readonly sets: readonly string[];
}

const bench = join(import.meta.dirname, "..");
// the packages as built (dist/), as a user loads them: a tsconfig without the repository's paths to the sources
const env = { ...process.env, TSX_TSCONFIG_PATH: join(bench, "harness/tsconfig.json") };
const node = (args: string[]) => spawnSync(process.execPath, ["--import", "tsx", ...args], { encoding: "utf8", env, maxBuffer: 1 << 24, stdio: ["ignore", "pipe", "pipe"] });
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const fmt = (n: number) => (n >= 100 ? Math.round(n).toString() : n.toFixed(1));

/** Times one set: rounds × contestants processes; returns per contestant the per-round CPU ns per input. */
function timeSet(group: Group, set: InputSet, file: string, options: HarnessOptions): number[][] {
  const perRound = group.contestants.map(() => [] as number[]);
  for (let round = 0; round < options.rounds; round++) {
    for (let k = 0; k < group.contestants.length; k++) {
      const j = (k + round) % group.contestants.length;
      const c = group.contestants[j];
      const args = [join(bench, "harness/child.ts"), file, join(bench, c.module), c.fn.replace("{set}", set.id), String(options.batchMs), String(options.warmupMs), String(options.batches)];
      const child = node(args);
      if (child.status !== 0) throw new Error(`${c.name} on ${group.id}/${set.id} failed: ${child.stderr.slice(0, 600)}`);
      perRound[j].push(quantile((JSON.parse(child.stdout) as { cpu: number[] }).cpu, 0.5));
    }
  }
  return perRound;
}

/** The Markdown table of one set. */
function table(group: Group, set: InputSet, perRound: number[][], loadBefore: string): string {
  const base = perRound[0];
  const unit = set.unit;
  const rows = group.contestants.map((c, j) => {
    const ns = perRound[j];
    const ratios = ns.map((x, r) => x / base[r]);
    const perUnit = unit ? ` ${(quantile(ns, 0.5) / unit.count).toFixed(1)} |` : "";
    return `| ${c.name} | ${Math.min(...ratios).toFixed(2)}× | **${quantile(ratios, 0.5).toFixed(2)}×** | ${fmt(Math.min(...ns))} | ${fmt(quantile(ns, 0.5))} |${perUnit}`;
  });
  const rounds = base.length;
  return [
    `**${group.title}: ${set.label}** (${rounds} rounds; load average before ${loadBefore}, after ${load()}; ${new Date().toISOString().slice(11, 16)} UTC)`,
    "",
    `| contestant | ratio to ${group.contestants[0].name}, min | median | CPU ns per input, min | median |${unit ? ` ns per ${unit.name} (median) |` : ""}`,
    `| --- | ---: | ---: | ---: | ---: |${unit ? " ---: |" : ""}`,
    ...rows,
  ].join("\n");
}

/** Proves same answers, then times every set of the group; prints one table per set. */
export function runGroup(id: string, options: HarnessOptions): void {
  const group = groupOf(id);
  const dir = mkdtempSync(join(tmpdir(), "vo-bench-"));
  try {
    const sets = group.sets.filter((s) => options.sets.length === 0 || options.sets.includes(s.id));
    for (const set of group.sets) writeFileSync(join(dir, `${group.id}-${set.id}.json`), JSON.stringify(set.inputs()));
    const proof = node([join(bench, "harness/prove.ts"), group.id, dir]);
    if (proof.status !== 0) throw new Error(`the contestants of ${group.id} disagree:\n${proof.stderr.slice(0, 2000)}`);
    console.log(`### ${group.title}\n`);
    console.log(`Same answers proved in a process of its own (${sets.length} sets × ${group.contestants.length} contestants). Node ${process.versions.node}; each figure a fresh process per contestant, set and round, inputs from \`JSON.parse\`, ${options.batches} batches of about ${options.batchMs} ms CPU after ${options.warmupMs} ms of warm-up, the figure the median batch.\n`);
    for (const set of sets) {
      const before = load();
      const perRound = timeSet(group, set, join(dir, `${group.id}-${set.id}.json`), options);
      console.log(table(group, set, perRound, before) + "\n");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
