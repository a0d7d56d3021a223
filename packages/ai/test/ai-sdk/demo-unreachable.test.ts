// `npm run demo` against a provider that cannot be reached ends in one line that says what failed,
// with a non-zero status: no AI_RetryError stack, no dump of the SDK's errors.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";

const ROOT = new URL("../../../../", import.meta.url).pathname;

test("the demo with an unreachable Ollama URL ends in one line naming the provider, the URL and the failure", () => {
  const env: NodeJS.ProcessEnv = { ...process.env, OLLAMA_BASE_URL: "http://127.0.0.1:9" };
  for (const key of ["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY"]) delete env[key];
  const run = spawnSync(process.execPath, ["--import", "tsx", "examples/demo.ts"], { cwd: ROOT, env, encoding: "utf8" });
  assert.equal(run.status, 1, run.stderr);
  const lines = run.stderr.split("\n").filter((line) => line.trim() !== "" && !/^\(node:\d+\) |^\(Use `node --trace-warnings/.test(line));
  assert.equal(lines.length, 1, run.stderr);
  assert.match(lines[0], /^The agent stopped: Ollama at http:\/\/127\.0\.0\.1:9\/api did not answer \(.+\) after 3 attempts\.$/);
  assert.doesNotMatch(run.stderr, /AI_RetryError|AI_APICallError|\n\s+at /);
  // the demo's last words on stdout are the agent's heading: nothing after the failure
  assert.match(run.stdout.trimEnd(), /== The agent, on Ollama ==$/);
});
