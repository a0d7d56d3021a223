/**
 * One timing process: one contestant on one set of inputs, nothing else loaded or run before it.
 * The inputs come from `JSON.parse` of the set's JSON text (as a tool's arguments arrive), parsed
 * up front into a pool of at least 256 objects (the text parsed again for each copy; a set whose
 * text is large is parsed once). Warm-up, then `batches` batches of about `batchMs` each, timed
 * in CPU time (`process.cpuUsage`, user + system) and wall time (`process.hrtime.bigint`).
 * Prints `{ cpu, wall }`: nanoseconds per input, one figure per batch.
 *
 * Run by harness.ts: `node --import tsx bench/harness/child.ts <inputs.json> <module> <fn> <batchMs> <warmupMs> <batches>`.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [file, module, fn, batchMs, warmupMs, batches] = process.argv.slice(2);
const text = readFileSync(file, "utf8");
const run = (await import(pathToFileURL(module).href))[fn] as (input: unknown) => unknown;
if (typeof run !== "function") throw new Error(`${module} exports no function ${fn}`);

const pool: unknown[] = [];
do pool.push(...(JSON.parse(text) as unknown[]));
while (pool.length < 256 && text.length < 1 << 20);

let sink: unknown;
function pass(repeats: number): void {
  const n = pool.length;
  for (let r = 0; r < repeats; r++) for (let i = 0; i < n; i++) sink = run(pool[i]);
}
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
};

const until = performance.now() + Number(warmupMs);
while (performance.now() < until) pass(1);
// passes that fill about batchMs of CPU time
let repeats = 1;
for (;;) {
  const start = cpuNow();
  pass(repeats);
  const ns = cpuNow() - start;
  if (ns >= Number(batchMs) * 2.5e5) {
    repeats = Math.max(1, Math.round((repeats * Number(batchMs) * 1e6) / ns));
    break;
  }
  repeats *= 2;
}
const cpu: number[] = [];
const wall: number[] = [];
for (let b = 0; b < Number(batches); b++) {
  const c0 = cpuNow();
  const w0 = process.hrtime.bigint();
  pass(repeats);
  wall.push(Number(process.hrtime.bigint() - w0) / (repeats * pool.length));
  cpu.push((cpuNow() - c0) / (repeats * pool.length));
}
if (sink === Symbol.for("never")) console.error("unreachable");
process.stdout.write(JSON.stringify({ cpu, wall }));
