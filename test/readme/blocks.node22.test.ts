// The README blocks whose SDK asks for Node 22 or newer (Mastra), run as blocks.test.ts runs the
// others; they are type-checked there.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { allFences, readmeBlocks } from "../../test-support/readme/blocks.js";
import { checkProgram } from "../../test-support/readme/check-block.js";
import { writeBlocks } from "../../test-support/readme/scratch.js";
import { assertShown } from "../../test-support/readme/shown.js";
import { NODE22, scenarios } from "./scenarios.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const written = writeBlocks(ROOT, "blocks-node22", readmeBlocks(ROOT));

for (const key of NODE22) {
  test(`${key} runs to its end against the scripted provider, and does what it says`, async () => {
    const w = written.find((o) => `${o.block.readme}#${o.block.name}` === key);
    assert.ok(w !== undefined, `the READMEs and guides hold ${key}`);
    assertShown(w.block, allFences(ROOT), await checkProgram(ROOT, w, scenarios[key]));
  });
}
