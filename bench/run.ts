/**
 * Runs every benchmark, one after the other, each in a fresh process (so one's
 * compiled code and heap cannot sway the next): checking speed (one parameters object,
 * then a whole tool of booleans, unions and a named object, then cheap fields), the same and more
 * with every contestant, set and round in a process of its own (honest.ts), bundle size, cold
 * import (needs `npm run build`), declaration time, the
 * AI SDK tool overhead, the MCP load. Arguments are handed to each (`--quick`).
 *
 * Run: `npm run bench` or `npm run bench -- --quick`.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const BENCHMARKS = ["core-check.ts", "kinds-check.ts", "cheap-check.ts", "honest.ts", "size.ts", "cold-import.ts", "declare.ts", "ai-tool-overhead.ts", "sdk-tool-overhead.ts", "agent-frameworks-overhead.ts", "mcp-load.ts"];

const args = process.argv.slice(2);
const failed: string[] = [];
for (const file of BENCHMARKS) {
  const path = join(import.meta.dirname, file);
  console.log(`\n<!-- bench/${file} -->\n`);
  const started = performance.now();
  const { status } = spawnSync(process.execPath, ["--import", "tsx", path, ...args], { stdio: "inherit" });
  console.log(`\n_(bench/${file}: ${((performance.now() - started) / 1000).toFixed(1)} s${status === 0 ? "" : `, exit code ${status}`})_`);
  if (status !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
