/**
 * Checking speed measured as an outside harness would (issue 21): every contestant, input set
 * and round in a fresh process of its own, inputs from `JSON.parse`, the same answers proved
 * first in a process the timing never shares, ratios to a hand-written check timed in the same
 * round, min and median over rounds (bench/harness/).
 *
 * Run: `node --import tsx bench/honest.ts [--group cheap,order,kinds,unions,keys-and-tuples,wide,list,steps,tree] [--set valid,…]
 * [--rounds N] [--batches N] [--batch-ms N] [--warmup-ms N] [--quick]`.
 */
import { runGroup } from "./harness/harness.js";
import { GROUPS } from "./harness/groups/index.js";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const number = (name: string, fallback: number) => Number(option(name) ?? fallback);
const list = (name: string) => option(name)?.split(",") ?? [];

const groups = list("--group");
const options = {
  rounds: number("--rounds", quick ? 3 : 10),
  batches: number("--batches", 5),
  batchMs: number("--batch-ms", quick ? 10 : 20),
  warmupMs: number("--warmup-ms", quick ? 150 : 300),
  sets: list("--set"),
};
for (const id of groups.length > 0 ? groups : GROUPS.map((g) => g.id)) runGroup(id, options);
