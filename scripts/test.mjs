// Runs every test file under packages/*/test and test/ (what spans the packages, such as the
// READMEs' code blocks) with node's own test runner (Node 20
// has no glob support in --test). Extra arguments narrow the run: a package name or a path part.
// Files named `*.node22.test.ts` need Node >= 22 (their packages say so in `engines`): an older Node
// does not select them, and says how many it left for the Node 22 and 24 runs of `.ci/run`.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const filters = process.argv.slice(2);
const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.test\.ts$/.test(entry)) files.push(path);
  }
};
for (const pkg of readdirSync("packages")) {
  try { walk(join("packages", pkg, "test")); } catch { /* a package without tests yet */ }
}
walk("test");
const narrowed = filters.length ? files.filter((f) => filters.some((x) => f.includes(x))) : files;
const nodeMajor = Number(process.versions.node.split(".")[0]);
const needsNode22 = (f) => /\.node22\.test\.ts$/.test(f);
const chosen = nodeMajor >= 22 ? narrowed : narrowed.filter((f) => !needsNode22(f));
const leftOut = narrowed.length - chosen.length;
if (leftOut > 0) {
  console.log(`Node ${process.versions.node}: ${leftOut} test file(s) named *.node22.test.ts left for the Node 22 and 24 runs.`);
}
if (chosen.length === 0) {
  console.error(leftOut > 0 ? "No test files this Node can run." : "No test files found.");
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", "--test", "--test-concurrency=2", ...chosen.sort()],
  // tsx reads the root tsconfig's `paths`, which lead the packages' names to their sources; the
  // variable carries it to the processes the tests start, whatever their working directory
  { stdio: "inherit", env: { ...process.env, TSX_TSCONFIG_PATH: resolve("tsconfig.json") } },
);
process.exit(result.status ?? 1);
