/**
 * Reads the valid cheap-fields inputs (from `JSON.parse`) with one contestant for a while, and
 * nothing else: the program to run under V8's own tools.
 *
 * Run: `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/diagnose/read-loop.ts [ours|hand|ajv] [ms]`
 * (then `node --import tsx bench/diagnose/profile-summary.ts /tmp/prof/*.cpuprofile`), or with
 * `--trace-opt --trace-deopt` for what V8 optimizes and throws away. Prefix
 * `TSX_TSCONFIG_PATH=bench/harness/tsconfig.json` to read our built dist/ rather than the sources.
 */
import { ajvCheap } from "../contestants/cheap/ajv.js";
import { cheapValidInputs } from "../contestants/cheap/fixtures.js";
import { handWrittenCheapPlain } from "../contestants/cheap/hand-written.js";
import { oursCheapStandard } from "../contestants/cheap/ours.js";

const run = { ours: oursCheapStandard, hand: handWrittenCheapPlain, ajv: ajvCheap }[process.argv[2] ?? "ours"]!;
const inputs = JSON.parse(JSON.stringify(cheapValidInputs())) as unknown[];
const until = performance.now() + Number(process.argv[3] ?? 3000);
let reads = 0;
let sink: unknown;
while (performance.now() < until) {
  for (let r = 0; r < 1000; r++) for (const input of inputs) sink = run(input);
  reads += 1000 * inputs.length;
}
console.error(`${reads} reads${sink === undefined ? "" : ""}`);
