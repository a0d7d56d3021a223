// The README's guides for the openai and Anthropic SDKs run as written: each block is a
// program, run against a scripted model behind the global fetch, then checked at the wire.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const README = readFileSync(`${ROOT}README.md`, "utf8");
const FETCH = fileURLToPath(new URL("./sdk/support/global-fetch.ts", import.meta.url));
const REFUSAL = JSON.stringify({
  error: "invalid_argument",
  argument: "quantity",
  code: "value_object.out_of_range",
  message: "The value is not a valid Quantity: The value must be less than or equal to 100.",
});

function runGuide(title: string, script: string, checks: string): string {
  const block = new RegExp(`## Guide: ${title}\\n\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(README)?.[1];
  assert.ok(block !== undefined, `the README holds the guide "${title}"`);
  const dir = `${ROOT}.readme-check`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${script}-guide.ts`;
  writeFileSync(file, `import { wire } from ${JSON.stringify(FETCH)};\nimport assert from "node:assert/strict";\n${block}\n${checks}\nconsole.log("README ${script} guide: ok");\n`);
  const run = spawnSync(process.execPath, ["--import", "tsx", file], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, README_SCRIPT: script, OPENAI_API_KEY: "test", ANTHROPIC_API_KEY: "test" },
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, new RegExp(`README ${script} guide: ok`));
  return run.stdout;
}

test("the openai SDK guide runs as written: the refusal reaches the model, the corrected call runs, the answer is read", () => {
  const stdout = runGuide(
    "the openai SDK",
    "openai",
    `
assert.equal(wire.bodies.length, 4);
assert.equal(wire.bodies[0].tools[0].function.strict, true);
assert.equal(wire.bodies[1].messages.at(-1).content, ${JSON.stringify(REFUSAL)});
assert.equal(wire.bodies[2].messages.at(-1).content, '{"orderId":"ord-0001","quantity":2,"country":"FR"}');
assert.deepEqual(response.output_parsed, { orderId: "ord-0001", quantity: 2, country: "FR" });
`,
  );
  assert.match(stdout, /Ordered 2 units to FR\./);
});

test("the Anthropic SDK guide runs as written: is_error refusal, the record read back, the answer read", () => {
  const stdout = runGuide(
    "the Anthropic SDK",
    "anthropic",
    `
assert.equal(wire.bodies.length, 4);
assert.equal(wire.bodies[0].tools[0].strict, true);
const refused = wire.bodies[1].messages.at(-1).content[0];
assert.deepEqual(refused, { type: "tool_result", tool_use_id: "toolu_1", content: ${JSON.stringify(REFUSAL)}, is_error: true });
assert.equal(wire.bodies[2].messages.at(-1).content[0].content, '{"orderId":"ord-0001","quantity":2,"country":"FR"}');
assert.deepEqual(format.read(message), { orderId: "ord-0001", quantity: 2 });
`,
  );
  assert.match(stdout, /Ordered 2 units to FR\./);
});
