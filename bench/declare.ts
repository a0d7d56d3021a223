/**
 * Declaration time: declaring 1,000 distinct value objects (a third strings with a pattern and
 * lengths, a third integers with bounds, a third closed sets), ours beside Valibot and Zod 4.
 * Each contestant runs in its own process (nothing of one's heap or compiled code sways another),
 * from the built packages as a user loads them; in that process, each round declares a fresh
 * 1,000 (new names, new patterns, new bounds: nothing cached between rounds), with a garbage
 * collection before each round, timed in CPU time (`process.cpuUsage`, so what the scheduler gives
 * other processes does not count). The first round (code not yet optimised) is reported apart, the
 * next four are left out (still warming up); the figure is the min and median of the others, and ours
 * as a ratio to each peer's median. `--production` runs every process with NODE_ENV=production.
 * Processes are repeated (`--processes`), and the rounds of all of them pooled.
 *
 * Needs `npm run build` first. Run: `node --import tsx bench/declare.ts [--quick]`.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const ROUNDS = quick ? 12 : 25;
// rounds left out after the first (reported apart): the engine is still compiling the declaring code
const WARMUP = 4;
const PROCESSES = quick ? 2 : 4;
const COUNT = 1000;

// `i` numbers the value object within a round, `r` the round: every declaration is distinct.
const declarations: Record<string, { readonly imports: string; readonly declare: string }> = {
  ours: {
    imports: `import * as vo from "@adcodicem/value-objects";`,
    declare: `
      const k = i % 3;
      if (k === 0) return vo.string("Code" + r + "x" + i, { description: "A code.", pattern: "^[A-Z]{2}[0-9]{" + (1 + (i % 7)) + "}-" + r + "$", minLength: 3, maxLength: 20 + (i % 50) });
      if (k === 1) return vo.integer("Count" + r + "x" + i, { description: "A count.", minimum: i % 10, maximum: 100 + i });
      return vo.oneOf("Choice" + r + "x" + i, ["A" + i, "B" + i, "C" + r], { description: "A choice." });`,
  },
  valibot: {
    imports: `import * as v from "valibot";`,
    declare: `
      const k = i % 3;
      if (k === 0) return v.pipe(v.string(), v.minLength(3), v.maxLength(20 + (i % 50)), v.regex(new RegExp("^[A-Z]{2}[0-9]{" + (1 + (i % 7)) + "}-" + r + "$", "u")), v.description("A code."));
      if (k === 1) return v.pipe(v.number(), v.integer(), v.minValue(i % 10), v.maxValue(100 + i), v.description("A count."));
      return v.pipe(v.picklist(["A" + i, "B" + i, "C" + r]), v.description("A choice."));`,
  },
  "zod 4 (classic)": {
    imports: `import { z } from "zod";`,
    declare: `
      const k = i % 3;
      if (k === 0) return z.string().min(3).max(20 + (i % 50)).regex(new RegExp("^[A-Z]{2}[0-9]{" + (1 + (i % 7)) + "}-" + r + "$", "u")).describe("A code.");
      if (k === 1) return z.int().min(i % 10).max(100 + i).describe("A count.");
      return z.enum(["A" + i, "B" + i, "C" + r]).describe("A choice.");`,
  },
  "zod 4 (mini)": {
    imports: `import * as z from "zod/mini";`,
    declare: `
      const k = i % 3;
      if (k === 0) return z.string().check(z.minLength(3), z.maxLength(20 + (i % 50)), z.regex(new RegExp("^[A-Z]{2}[0-9]{" + (1 + (i % 7)) + "}-" + r + "$", "u")));
      if (k === 1) return z.int().check(z.minimum(i % 10), z.maximum(100 + i));
      return z.enum(["A" + i, "B" + i, "C" + r]);`,
  },
};

function program(name: string, processIndex: number): string {
  const { imports, declare } = declarations[name];
  return `${imports}
const declareOne = (r, i) => {${declare}
};
const times = [];
let keep = 0;
for (let round = 0; round <= ${ROUNDS}; round++) {
  const r = ${processIndex * 1000} + round;
  globalThis.gc();
  const t0 = process.cpuUsage();
  const declared = [];
  for (let i = 0; i < ${COUNT}; i++) declared.push(declareOne(r, i));
  const t = process.cpuUsage(t0);
  times.push((t.user + t.system) / 1000);
  keep += declared.length;
}
if (keep !== ${(ROUNDS + 1) * COUNT}) throw new Error("declared too few");
process.stdout.write(JSON.stringify(times));`;
}

const env = { ...process.env };
const production = args.includes("--production");
if (production) env.NODE_ENV = "production";

const first = new Map<string, number[]>();
const rest = new Map<string, number[]>();
for (let p = 0; p < PROCESSES; p++) {
  const names = Object.keys(declarations);
  for (let j = 0; j < names.length; j++) {
    const name = names[(j + p) % names.length]; // the order rotates from process to process
    const { status, stdout, stderr } = spawnSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", program(name, p)], { cwd: root, encoding: "utf8", env });
    if (status !== 0) throw new Error(`${name}: ${stderr.slice(0, 800)}`);
    const times = JSON.parse(stdout) as number[];
    first.set(name, [...(first.get(name) ?? []), times[0]]);
    rest.set(name, [...(rest.get(name) ?? []), ...times.slice(1 + WARMUP)]);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x: number) => x.toFixed(2);
const oursMedian = median(rest.get("ours")!);
console.log(`## Declaring ${COUNT} distinct value objects, ${production ? "NODE_ENV=production" : "development"} (CPU ms per ${COUNT}; ${PROCESSES} processes × ${ROUNDS - WARMUP} rounds after ${1 + WARMUP} warm-up rounds, GC before each)\n`);
console.log("| contestant | min ms | median ms | first round (median over processes) | ours ÷ this (medians) |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const name of Object.keys(declarations)) {
  const t = rest.get(name)!;
  console.log(`| ${name} | ${ms(Math.min(...t))} | ${ms(median(t))} | ${ms(median(first.get(name)!))} | ${(oursMedian / median(t)).toFixed(2)}× |`);
}
