/**
 * Runs a test's support script in a child process, plain or told to freeze the prototypes first
 * (its `freeze` argument), and gives its output lines: the frozen-prototype tests of each package
 * compare a frozen process's lines with a plain one's.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";

/** The output lines of `script` run with `flags`, with `freeze` as its argument when `freeze` is set. */
export function runScript(script: string, freeze: boolean, flags: readonly string[] = []): string[] {
  const child = spawnSync(process.execPath, [...flags, "--import", "tsx", script, ...(freeze ? ["freeze"] : [])], { encoding: "utf8", maxBuffer: 1 << 26 });
  assert.equal(child.status, 0, `exit ${child.status}: ${child.stderr.slice(0, 2000)}`);
  return child.stdout.trimEnd().split("\n");
}
