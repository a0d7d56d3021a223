/**
 * Where code generation is refused (a CSP, Cloudflare Workers; here Node's
 * `--disallow-code-generation-from-strings`), the library notices and reads with its
 * loops: the same answers — values, codes, messages, paths, bounds — on a broad seeded
 * corpus, as a process that compiles its readers.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test } from "node:test";

const corpus = fileURLToPath(new URL("./support/corpus.ts", import.meta.url));
const run = (flags: string[]) => {
  const child = spawnSync(process.execPath, [...flags, "--import", "tsx", corpus], { encoding: "utf8", maxBuffer: 1 << 28 });
  assert.equal(child.status, 0, `exit ${child.status}: ${child.stderr.slice(0, 2000)}`);
  const lines = child.stdout.trimEnd().split("\n");
  return { answers: lines.slice(0, -1), state: JSON.parse(lines[lines.length - 1]) as { generated: number; mayGenerate: boolean } };
};

test("with code generation refused, the loops give the compiled readers' answers, line for line", (t) => {
  const compiled = run([]);
  const refused = run(["--disallow-code-generation-from-strings"]);
  assert.ok(compiled.state.generated > 400, `the compiling process generated its readers (${compiled.state.generated})`);
  assert.deepEqual(refused.state, { generated: 0, mayGenerate: false }, "the refusing process noticed, and generated nothing");
  assert.ok(compiled.answers.length > 3000, `a broad corpus (${compiled.answers.length} answers)`);
  assert.equal(refused.answers.length, compiled.answers.length);
  for (let i = 0; i < compiled.answers.length; i++) assert.equal(refused.answers[i], compiled.answers[i], `answer ${i}`);
  t.diagnostic(`${compiled.answers.length} inputs, each read five ways, the same on both paths; ${compiled.state.generated} readers generated in the compiling process`);
});
