// Runs a guide of the README as a program: a preamble that points the framework at a
// scripted model (no network), the guide's block as written, then checks of what it claims.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

/** The first TypeScript block under a `## heading` of the README. */
export function guideBlock(heading: string): string {
  const readme = readFileSync(`${ROOT}README.md`, "utf8");
  const start = readme.indexOf(`## ${heading}\n`);
  assert.ok(start >= 0, `the README has a section "${heading}"`);
  const block = /```ts\n([\s\S]*?)```/.exec(readme.slice(start))?.[1];
  assert.ok(block !== undefined, `the section "${heading}" holds a TypeScript block`);
  return block;
}

/** Runs preamble + block + checks with tsx (the packages' sources), and gives its output. */
export function runGuide(name: string, parts: { preamble: string; block: string; checks: string }): string {
  const dir = `${ROOT}.readme-check`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${name}.ts`;
  writeFileSync(file, `${parts.preamble}\n${parts.block}\n${parts.checks}\n`);
  const run = spawnSync(process.execPath, ["--import", "tsx", file], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_ENV: "test" } });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

/** The preamble lines that import the scripted OpenAI server. */
export const scriptedImport = `import { answer, call, scriptedOpenai } from "./../packages/ai/test/frameworks/support/scripted-openai.js";`;

/**
 * The preamble of a guide whose framework talks to OpenAI through the global fetch and
 * takes the key from the environment: a model that first sends quantity 500 (refused),
 * then 5, then answers; `server.bodies` holds what the framework sent.
 */
export const scriptedOrderPreamble = `import assert from "node:assert/strict";
${scriptedImport}
const server = scriptedOpenai([
  call("place_order", { quantity: 500, country: "fr" }),
  call("place_order", { quantity: 5, country: "fr" }),
  answer("Ordered 5 items to FR."),
]);
process.env.OPENAI_API_KEY = "test";
globalThis.fetch = server.fetch;`;

/** What the guide's run printed: the model's last answer, and the checks' last line. */
export function assertGuideRan(out: string, framework: string): void {
  assert.match(out, /^Ordered 5 items to FR\.$/m);
  assert.match(out, new RegExp(`README ${framework} guide: ok`));
}
