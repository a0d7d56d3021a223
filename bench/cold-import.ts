/**
 * Cold import: how long `await import(entry)` takes in a fresh Node process, for each
 * entry of our packages as a user installs them (the built `dist`, through the workspace's
 * node_modules), beside Valibot and Zod 4. Each run is its own process, so nothing is cached
 * in memory between runs (the file system cache is warm, as on any second start); the time is
 * taken inside the process around the import alone (`performance.now()`, wall time: loading is
 * file reads and parsing, which CPU time would undercount). Runs interleave the entries, so a
 * burst of load on this shared machine falls on all of them; min and median of the runs.
 *
 * Needs `npm run build` first. Run: `node --import tsx bench/cold-import.ts [--runs N] [--quick]`.
 * `--only <specifier>` (repeatable) measures just those.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

interface Entry {
  readonly specifier: string;
  readonly note?: string;
  /** Peers imported first, untimed: the row then times our own code alone. */
  readonly preload?: readonly string[];
}

const MCP_V1_PEERS = ["@modelcontextprotocol/sdk/types.js", "@modelcontextprotocol/sdk/server/mcp.js", "zod/v4"];

const ENTRIES: readonly Entry[] = [
  { specifier: "data:text/javascript,export default 1", note: "an empty module: the floor any first import pays" },
  { specifier: "@adcodicem/value-objects" },
  { specifier: "@adcodicem/value-objects-ai", note: "loads the core" },
  { specifier: "@adcodicem/value-objects-mcp", note: "its peers (MCP SDK 1.x, zod) loaded first, untimed; loads the core and the ai package", preload: MCP_V1_PEERS },
  { specifier: "@adcodicem/value-objects-mcp/v2", note: "its peer (MCP SDK 2.x) loaded first, untimed", preload: ["@modelcontextprotocol/server"] },
  { specifier: "@adcodicem/value-objects-ai/ai-sdk", note: "its peer `ai` loaded first, untimed", preload: ["ai"] },
  { specifier: "valibot" },
  { specifier: "zod", note: "classic" },
  { specifier: "zod/mini" },
];

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const runs = option("--runs", args.includes("--quick") ? 7 : 21);
// `--root <dir>`: resolve the entries from another project (an older build, for a before/after)
const from = args.includes("--root") ? resolve(args[args.indexOf("--root") + 1]) : root;
const only = args.flatMap((a, i) => (args[i - 1] === "--only" ? [a] : []));
const chosen = only.length ? ENTRIES.filter((e) => only.includes(e.specifier)) : ENTRIES;

if (from === root && !existsSync(resolve(root, "packages/core/dist/index.js"))) {
  console.error("cold import: packages/core/dist is not built (npm run build).");
  process.exit(1);
}

/** One fresh process: the milliseconds its one import took. */
function once({ specifier, preload = [] }: Entry): number {
  const program = `${preload.map((p) => `await import(${JSON.stringify(p)});`).join(" ")} const t0 = performance.now(); await import(${JSON.stringify(specifier)}); process.stdout.write(String(performance.now() - t0));`;
  // no tsx, no loader: what a user's `node app.js` does
  const { status, stdout, stderr } = spawnSync(process.execPath, ["--input-type=module", "-e", program], { cwd: from, encoding: "utf8" });
  if (status !== 0) throw new Error(`cold import of ${specifier} failed: ${stderr.slice(0, 500)}`);
  return Number(stdout);
}

const times = new Map<Entry, number[]>(chosen.map((e) => [e, []]));
for (const e of chosen) once(e); // one untimed run each: the file system cache warm for all
for (let run = 0; run < runs; run++) {
  // rotate the order from run to run
  for (let i = 0; i < chosen.length; i++) {
    const e = chosen[(i + run) % chosen.length];
    times.get(e)!.push(once(e));
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x: number) => x.toFixed(1);

console.log(`## Cold import (a fresh Node ${process.versions.node} process per run, ${runs} runs each, wall ms around \`await import\`)\n`);
console.log("| entry | min ms | median ms | note |");
console.log("| --- | ---: | ---: | --- |");
for (const e of chosen) {
  const t = times.get(e)!;
  console.log(`| \`${e.specifier}\` | ${ms(Math.min(...t))} | ${ms(median(t))} | ${e.note ?? ""} |`);
}
