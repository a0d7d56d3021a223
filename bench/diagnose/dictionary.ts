/**
 * Why the old cheap-check gave ours ÷ Ajv 0.9 (issue 21): its inputs were made in JavaScript and
 * one breaker `delete`s a member, which leaves that object in dictionary mode; and the proof of
 * same answers ran in the timing process first. This prints `%HasFastProperties` of the made
 * inputs and of the same inputs from `JSON.parse`, then times the plain-reads hand-written check,
 * ours and Ajv on the valid set both ways, each way and contestant in a process of its own: "made"
 * feeds every set (valid, one bad, six bad) through every contestant first, as the old proof did;
 * "parsed, after proof" does the same with objects from `JSON.parse` (none in dictionary mode);
 * "parsed" reads fresh `JSON.parse` objects and nothing else.
 *
 * Run: `node --allow-natives-syntax --import tsx bench/diagnose/dictionary.ts [--rounds N]`.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { cheapInvalidInputs, cheapValidInputs } from "../contestants/cheap/fixtures.js";
import { handWrittenCheapPlain } from "../contestants/cheap/hand-written.js";
import { oursCheapStandard } from "../contestants/cheap/ours.js";
import { ajvCheap } from "../contestants/cheap/ajv.js";
import { quantile } from "../measure.js";

const WAYS = ["made", "parsed, after proof", "parsed"];
const CONTESTANTS: Record<string, (input: unknown) => unknown> = { hand: handWrittenCheapPlain, ours: oursCheapStandard, ajv: ajvCheap };
const [way, name] = [process.env.DICT_WAY, process.env.DICT_CONTESTANT];
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- V8's own test, parsed only under --allow-natives-syntax
const fast = new Function("o", "return %HasFastProperties(o)") as (o: unknown) => boolean;
const sets = () => [cheapValidInputs(), cheapInvalidInputs(1), cheapInvalidInputs(6)];

if (way !== undefined && name !== undefined) {
  const run = CONTESTANTS[name];
  let inputs: unknown[];
  const made = way === "made" ? sets() : (JSON.parse(JSON.stringify(sets())) as unknown[][]);
  // the old proof: every set through every contestant, in this process, before timing
  if (way !== "parsed") for (const set of made) for (const input of set) for (const c of Object.values(CONTESTANTS)) c(input);
  inputs = made[0];
  let sink: unknown;
  const pass = (n: number) => {
    for (let r = 0; r < n; r++) for (const input of inputs) sink = run(input);
  };
  const until = performance.now() + 300;
  while (performance.now() < until) pass(10);
  const ns: number[] = [];
  for (let b = 0; b < 5; b++) {
    const t = process.cpuUsage();
    pass(20000);
    const { user, system } = process.cpuUsage(t);
    ns.push(((user + system) * 1000) / (20000 * inputs.length));
  }
  process.stdout.write(JSON.stringify({ ns: quantile(ns, 0.5), sink: sink === undefined }));
} else {
  const [valid, one, six] = sets();
  const slow = (set: unknown[]) => set.filter((o) => !fast(o)).length;
  console.log(`made in JavaScript: objects not in fast mode: valid ${slow(valid)} of 16, one bad ${slow(one)} of 16, six bad ${slow(six)} of 16`);
  const parsed = [valid, one, six].map((s) => JSON.parse(JSON.stringify(s)) as unknown[]);
  console.log(`from JSON.parse: ${parsed.map(slow).join(", ")} (valid, one bad, six bad)`);
  const at = process.argv.indexOf("--rounds");
  const rounds = at > 0 ? Number(process.argv[at + 1]) : 5;
  const figures: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (const w of WAYS) {
      for (const c of Object.keys(CONTESTANTS)) {
        // our packages from dist/, as the harness loads them
        const env = { ...process.env, DICT_WAY: w, DICT_CONTESTANT: c, TSX_TSCONFIG_PATH: join(import.meta.dirname, "../harness/tsconfig.json") };
        const child = spawnSync(process.execPath, ["--allow-natives-syntax", "--import", "tsx", import.meta.filename], { env, encoding: "utf8" });
        if (child.status !== 0) throw new Error(child.stderr);
        (figures[`${w} ${c}`] ??= []).push((JSON.parse(child.stdout) as { ns: number }).ns);
      }
    }
  }
  console.log("| inputs | hand-written (plain reads) ns | ours ns | ajv ns | ours ÷ ajv |\n| --- | ---: | ---: | ---: | ---: |");
  for (const w of WAYS) {
    const m = (c: string) => quantile(figures[`${w} ${c}`], 0.5);
    console.log(`| ${w} | ${m("hand").toFixed(0)} | ${m("ours").toFixed(0)} | ${m("ajv").toFixed(0)} | ${(m("ours") / m("ajv")).toFixed(2)} |`);
  }
}
