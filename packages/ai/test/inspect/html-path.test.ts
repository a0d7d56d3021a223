// `--html` to a path that cannot be written: one line saying why and exit 2, as any usage or IO
// failure (exit 1 means a lost rule), never a stack trace.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { runCommand } from "../../src/inspect/command.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..", "..");
const MODULE = relative(root, join(here, "fixtures", "keys-tuples-tree.ts"));
const CLI = join(here, "..", "..", "src", "inspect", "cli.ts");

test("an --html path that cannot be written exits 2 with one line, in the process and as a user runs it", async () => {
  const dir = mkdtempSync(join(tmpdir(), "inspect-html-path-"));
  // a directory that does not exist, and a file standing where a directory is needed
  writeFileSync(join(dir, "file"), "");
  for (const html of [join(dir, "missing", "report.html"), join(dir, "file", "report.html")]) {
    let out = "";
    let err = "";
    const code = await runCommand(["inspect", MODULE, "--no-wire", "--html", html], { cwd: root, out: (t) => (out += t), err: (t) => (err += t), tty: false });
    assert.equal(code, 2, html);
    assert.equal(out, "");
    assert.deepEqual(err.split("\n"), [`Could not write ${html} (${html.includes("missing") ? "ENOENT" : "ENOTDIR"}).`, ""]);
  }
  const spawned = spawnSync(process.execPath, ["--import", "tsx", CLI, "inspect", MODULE, "--no-wire", "--html", join(dir, "missing", "report.html")], { cwd: root, encoding: "utf8" });
  assert.equal(spawned.status, 2);
  assert.equal(spawned.stderr, `Could not write ${join(dir, "missing", "report.html")} (ENOENT).\n`);
  assert.doesNotMatch(spawned.stderr, /\n\s+at /);
});
