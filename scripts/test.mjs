// Runs every test file under packages/*/test with node's own test runner (Node 20
// has no glob support in --test). Extra arguments narrow the run: a package name or a path part.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

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
const chosen = filters.length ? files.filter((f) => filters.some((x) => f.includes(x))) : files;
if (chosen.length === 0) {
  console.error("No test files found.");
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ["--conditions=source", "--import", "tsx", "--test", "--test-concurrency=2", ...chosen.sort()],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
