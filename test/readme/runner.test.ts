// The README block runner itself: what it reads from the markdown, how a continued block is put
// together, where a type error is told, and that a block that hangs or reaches the network fails.
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { allFences, documents, fences, programOf, tsBlocks, unaccounted } from "../../test-support/readme/blocks.js";
import { blockEnv, runBlock } from "../../test-support/readme/run-block.js";
import { scratchDir, typeCheck, writeBlocks } from "../../test-support/readme/scratch.js";
import { assertShown } from "../../test-support/readme/shown.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const MARKDOWN = [
  "# Title", // 1
  "", // 2
  "```sh", // 3
  "npm install x", // 4
  "```", // 5
  "<!-- block: first -->", // 6
  "```ts", // 7
  "const n: number = 1;", // 8
  "export {};", // 9
  "```", // 10
  "", // 11
  "<!-- block: second -->", // 12
  "<!-- continues: first -->", // 13
  "<!-- no-run: it needs a key -->", // 14
  "```ts", // 15
  "const total: number = n + m;", // 16
  "```", // 17
  "```json", // 18
  "{}", // 19
  "```", // 20
].join("\n");

test("a README's ts blocks are read with the comments above their fence; other fences are left alone", () => {
  const blocks = tsBlocks("FAKE.md", MARKDOWN);
  assert.deepEqual(
    blocks.map((b) => [b.line, b.name, b.continues, b.noRun, b.code]),
    [
      [8, "first", undefined, undefined, "const n: number = 1;\nexport {};\n"],
      [16, "second", "first", "it needs a key", "const total: number = n + m;\n"],
    ],
  );
});

test("a block that continues another is that block then itself; an unknown or circular name is refused with its place", () => {
  const blocks = tsBlocks("FAKE.md", MARKDOWN);
  assert.deepEqual(programOf(blocks[1], blocks).map((b) => b.name), ["first", "second"]);
  const unknown = tsBlocks("FAKE.md", "<!-- continues: nowhere -->\n```ts\nx;\n```\n");
  assert.throws(() => programOf(unknown[0], unknown), { message: 'FAKE.md:3: continues "nowhere", which no block of that README is named' });
  const circle = tsBlocks("FAKE.md", "<!-- block: a -->\n<!-- continues: b -->\n```ts\n```\n<!-- block: b -->\n<!-- continues: a -->\n```ts\n```\n");
  assert.throws(() => programOf(circle[0], circle), /continues itself through "a"/);
});

test("a type error is told at its README line, in a continued block as in the block itself", () => {
  const blocks = tsBlocks("FAKE.md", `${MARKDOWN}\n<!-- block: third -->\n<!-- continues: first -->\n\`\`\`ts\nconst text: string = n;\n\`\`\`\n`);
  const written = writeBlocks(ROOT, "runner-selftest", blocks);
  assert.equal(written[1].text, "const n: number = 1;\nexport {};\nconst total: number = n + m;\n");
  assert.deepEqual(typeCheck(ROOT, "runner-selftest", written), [
    "FAKE.md:16:27: error TS2304: Cannot find name 'm'.",
    "FAKE.md:24:7: error TS2322: Type 'number' is not assignable to type 'string'.",
  ]);
});

test("a block still running at the end of its bound is killed, and the run says so", async () => {
  const dir = scratchDir(ROOT, "runner-hang");
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}hang.ts`, "setInterval(() => {}, 1000);\n");
  const run = await runBlock(`${dir}hang.ts`, { root: ROOT, env: blockEnv(ROOT), boundMs: 3000 });
  assert.equal(run.killed, true);
  assert.equal(run.status, null);
});

test("a block reaches 127.0.0.1 only: a provider's own host is refused, named", async () => {
  const dir = scratchDir(ROOT, "runner-network");
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}fetch.ts`, 'await fetch("https://api.openai.com/v1/models");\nexport {};\n');
  const run = await runBlock(`${dir}fetch.ts`, { root: ROOT, env: blockEnv(ROOT), boundMs: 60_000 });
  assert.equal(run.killed, false);
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /a README block fetched https:\/\/api\.openai\.com: only 127\.0\.0\.1 is reachable here/);
});

test("the guides are read beside the READMEs: one a framework, each with a program", () => {
  const guides = documents(ROOT).filter((d) => d.startsWith("docs/guides/"));
  assert.deepEqual(guides, ["ai-sdk", "anthropic", "langchain", "mastra", "mcp-v2", "mcp", "openai-agents", "openai"].map((g) => `docs/guides/${g}.md`));
  const all = allFences(ROOT);
  for (const guide of guides) assert.ok(all.some((f) => f.readme === guide && f.lang === "ts" && f.said.block !== undefined), `${guide} has a named program`);
});

test("a fence that is neither a ts program nor a known display, or a display that shows no block, is told with its place", () => {
  const text = ["```js", "x;", "```", "```", "bare", "```", "```sh", "npm ci", "```", "<!-- shows: nowhere tool -->", "```json", "{}", "```"].join("\n");
  assert.deepEqual(unaccounted(fences("FAKE.md", text)), [
    "FAKE.md:2: a ```js fence is neither a program (```ts) nor a display the runner knows",
    "FAKE.md:5: a ```(no language) fence is neither a program (```ts) nor a display the runner knows",
    'FAKE.md:12: shows "nowhere", which no ts block of that file is named',
  ]);
});

test("a display that shows a run must equal it, and each value a run shows must have its display", () => {
  const text = ["<!-- block: walk -->", "```ts", "```", "<!-- shows: walk tool -->", "```json", '{ "name": "place_order", "strict": true }', "```"].join("\n");
  const all = fences("FAKE.md", text);
  const [block] = tsBlocks("FAKE.md", text);
  assertShown(block, all, { tool: { strict: true, name: "place_order" } });
  assert.throws(() => assertShown(block, all, { tool: { name: "place_order", strict: false } }), /FAKE\.md:6 shows "tool" as the run does not/);
  assert.throws(() => assertShown(block, all, { tool: { name: "place_order", strict: true }, refusal: {} }), /the displays and the values its run shows/);
});
