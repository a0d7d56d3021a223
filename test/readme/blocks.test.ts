// Every ```ts block of every README and guide (docs/guides/) is type-checked as written (one tsc
// run) and run: a program against a scripted provider on 127.0.0.1, a stdio MCP server under a real
// client. A block names nothing it does not declare, or continues (`<!-- continues: name -->`) a
// block that does. Every other fence is a display of a kind the runner knows; a display marked
// `<!-- shows: block key -->` equals what that block's run shows.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { allFences, readmeBlocks, unaccounted } from "../../test-support/readme/blocks.js";
import { checkProgram, checkServer } from "../../test-support/readme/check-block.js";
import { typeCheck, writeBlocks } from "../../test-support/readme/scratch.js";
import { assertShown } from "../../test-support/readme/shown.js";
import { NODE22, scenarios } from "./scenarios.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const blocks = readmeBlocks(ROOT);
const fences = allFences(ROOT);
const written = writeBlocks(ROOT, "blocks", blocks);
const keyOf = (b: { readme: string; name: string | undefined }) => `${b.readme}#${b.name}`;

test("each TypeScript block of the READMEs is named and has a scenario, and each scenario a block", () => {
  assert.deepEqual(blocks.filter((b) => b.name === undefined).map((b) => `${b.readme}:${b.line}`), []);
  // a block marked no-run is type-checked only, and has no scenario
  assert.deepEqual(blocks.filter((b) => b.noRun === undefined).map(keyOf).sort(), Object.keys(scenarios).sort());
});

test("every fence of the READMEs and guides is a program or a display the runner knows, and each display that shows a run names its block", () => {
  assert.deepEqual(unaccounted(fences), []);
  assert.ok(fences.some((f) => f.readme.startsWith("docs/guides/") && f.said.shows !== undefined), "the guides show what the model receives");
});

test("a block whose heading promises a size keeps it", () => {
  for (const w of written) {
    const most = scenarios[keyOf(w.block)]?.maxLines;
    if (most !== undefined) assert.ok(w.block.code.trimEnd().split("\n").length <= most, `${keyOf(w.block)} has more than ${most} lines`);
  }
  assert.ok(Object.values(scenarios).some((s) => s.maxLines !== undefined));
});

test("every block type-checks as written, with the blocks it continues (one tsc run)", () => {
  assert.deepEqual(typeCheck(ROOT, "blocks", written), []);
});

for (const w of written) {
  const key = keyOf(w.block);
  const scenario = scenarios[key];
  if (scenario === undefined || NODE22.has(key)) continue;
  if (scenario.sameAs !== undefined) {
    test(`${key} is ${scenario.sameAs}, character for character (run there)`, () => {
      assert.equal(w.block.code, written.find((o) => keyOf(o.block) === scenario.sameAs)?.block.code);
    });
  } else if (scenario.client !== undefined) {
    const client = scenario.client;
    test(`${key} serves MCP over stdio: a client lists and calls what it registers`, async () => assertShown(w.block, fences, await checkServer(ROOT, w, { ...scenario, client })));
  } else {
    test(`${key} runs to its end${scenario.script ? " against the scripted provider" : ""}, and does what it says`, async () => assertShown(w.block, fences, await checkProgram(ROOT, w, scenario)));
  }
}
