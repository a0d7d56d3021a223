import assert from "node:assert/strict";
import { test } from "node:test";
import { runStreamDemo } from "../../../../examples/stream-demo.js";

test("the demo's streamed answer ends at the 2nd item, long before the stream's end, the request aborted", async () => {
  const lines: string[] = [];
  const run = await runStreamDemo({ log: (line) => lines.push(line) });
  assert.deepEqual([run.code, run.pointer, run.aborted], ["value_object.out_of_range", "/items/1/quantity", true]);
  assert.ok(run.pulled * 10 < run.total, `pulled ${run.pulled} of ${run.total}`);
  assert.match(lines.join("\n"), /refused: value_object\.out_of_range at \/items\/1\/quantity/);
  assert.ok(!lines.join("\n").includes("500)"), "the refusal's message holds no value");
});
