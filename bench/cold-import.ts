/**
 * Cold import: how long `await import(entry)` takes in a fresh Node process, for each
 * entry of our packages as a user installs them (the built `dist`, through the workspace's
 * node_modules), beside Valibot and Zod 4. Each run is its own process, so nothing is cached
 * in memory between runs (the file system cache is warm, as on any second start); the time is
 * taken inside the process around the import alone: wall time (`performance.now()`: loading is
 * file reads and parsing) and the process's CPU time (`process.cpuUsage()`: less swayed by the
 * other programs of a shared machine, but it counts Node's own threads too). Runs interleave the
 * entries, so a burst of load on this shared machine falls on all of them; min and median of the runs.
 *
 * Needs `npm run build` first. Run: `node --import tsx bench/cold-import.ts [--runs N] [--quick]`.
 * `--only <specifier>` (repeatable) measures just those (`--only floors`: the empty module and
 * package). `--root <dir>` (repeatable) resolves the entries from another project (an older build,
 * for a before/after): with several, each entry is measured from each, interleaved, one row per
 * project.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(import.meta.dirname, "..");

interface Entry {
  readonly specifier: string;
  readonly note?: string;
  /** Peers imported first, untimed: the row then times our own code alone. */
  readonly preload?: readonly string[];
  /** Imported from this project, whichever `--root` is measured (the floors). */
  readonly cwd?: string;
}

// The floors, in a project of their own: an empty module file, and an empty package reached
// through node_modules and an `exports` map as ours are (resolving a first package through an
// `exports` map costs Node a few milliseconds of its own, whatever the package holds)
const floors = mkdtempSync(join(tmpdir(), "cold-import-"));
process.on("exit", () => rmSync(floors, { recursive: true, force: true }));
writeFileSync(join(floors, "package.json"), JSON.stringify({ private: true, type: "module" }));
writeFileSync(join(floors, "empty.js"), "export default 1;\n");
mkdirSync(join(floors, "node_modules", "empty-package"), { recursive: true });
writeFileSync(join(floors, "node_modules", "empty-package", "package.json"), JSON.stringify({ name: "empty-package", type: "module", exports: { ".": { types: "./index.d.ts", default: "./index.js" } } }));
writeFileSync(join(floors, "node_modules", "empty-package", "index.js"), "export default 1;\n");

const MCP_V1_PEERS = ["@modelcontextprotocol/sdk/types.js", "@modelcontextprotocol/sdk/server/mcp.js", "zod/v4"];

const ENTRIES: readonly Entry[] = [
  { specifier: "data:text/javascript,export default 1", note: "an empty module: the floor any first import pays" },
  { specifier: pathToFileURL(join(floors, "empty.js")).href, cwd: floors, note: "an empty module file: the floor any first import of a file pays" },
  { specifier: "empty-package", cwd: floors, note: "an empty package (an `exports` map): the floor any first import of a package pays" },
  { specifier: "@adcodicem/value-objects" },
  { specifier: "@adcodicem/value-objects-ai", note: "loads the core" },
  { specifier: "@adcodicem/value-objects-mcp", note: "its peers (MCP SDK 1.x, zod) loaded first, untimed; loads the core and its `/arguments`", preload: MCP_V1_PEERS },
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
const roots = args.flatMap((a, i) => (args[i - 1] === "--root" ? [resolve(a)] : []));
const froms = roots.length ? roots : [root];
const only = args.flatMap((a, i) => (args[i - 1] === "--only" ? [a] : []));
const chosen = only.length ? ENTRIES.filter((e) => only.includes(e.specifier) || (e.cwd !== undefined && only.includes("floors"))) : ENTRIES;

for (const from of froms) {
  if (!existsSync(resolve(from, "packages/core/dist/index.js"))) {
    console.error(`cold import: ${from}/packages/core/dist is not built (npm run build).`);
    process.exit(1);
  }
}

interface Time {
  readonly wall: number;
  readonly cpu: number;
}
interface Row {
  readonly entry: Entry;
  readonly from: string;
}

/** One fresh process: the wall and CPU milliseconds its one import took. */
function once({ entry: { specifier, preload = [], cwd }, from }: Row): Time {
  const program = `${preload.map((p) => `await import(${JSON.stringify(p)});`).join(" ")} const c0 = process.cpuUsage(); const t0 = performance.now(); await import(${JSON.stringify(specifier)}); const wall = performance.now() - t0; const c = process.cpuUsage(c0); process.stdout.write(JSON.stringify({ wall, cpu: (c.user + c.system) / 1000 }));`;
  // no tsx, no loader: what a user's `node app.js` does
  const { status, stdout, stderr } = spawnSync(process.execPath, ["--input-type=module", "-e", program], { cwd: cwd ?? from, encoding: "utf8" });
  if (status !== 0) throw new Error(`cold import of ${specifier} from ${from} failed: ${stderr.slice(0, 500)}`);
  return JSON.parse(stdout) as Time;
}

const rows: Row[] = chosen.flatMap((entry) => (entry.cwd ? [{ entry, from: froms[0] }] : froms.map((from) => ({ entry, from }))));
const times = new Map<Row, Time[]>(rows.map((r) => [r, []]));
for (const r of rows) once(r); // one untimed run each: the file system cache warm for all
for (let run = 0; run < runs; run++) {
  // rotate the order from run to run
  for (let i = 0; i < rows.length; i++) {
    const r = rows[(i + run) % rows.length];
    times.get(r)!.push(once(r));
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x: number) => x.toFixed(1);

console.log(`## Cold import (a fresh Node ${process.versions.node} process per run, ${runs} runs each, ms around \`await import\`)\n`);
const several = froms.length > 1;
console.log(`| entry |${several ? " project |" : ""} wall min | wall median | CPU min | CPU median | note |`);
console.log(`| --- |${several ? " --- |" : ""} ---: | ---: | ---: | ---: | --- |`);
for (const r of rows) {
  const t = times.get(r)!;
  const wall = t.map((x) => x.wall);
  const cpu = t.map((x) => x.cpu);
  const project = several ? ` ${r.entry.cwd ? "" : r.from} |` : "";
  console.log(`| \`${r.entry.specifier}\` |${project} ${ms(Math.min(...wall))} | ${ms(median(wall))} | ${ms(Math.min(...cpu))} | ${ms(median(cpu))} | ${r.entry.note ?? ""} |`);
}
