import assert from "node:assert/strict";
import { test } from "node:test";
import { isRight, runMcpLoad } from "../../../test-support/mcp-load.js";

// The benchmark's smaller sibling: answers are checked, times are not.
test("1,000 calls, half refused, 50 at a time over Streamable HTTP: none lost, every answer right", async () => {
  const report = await runMcpLoad({ calls: 1000, concurrency: 50, compare: false, warmUp: 0 });
  assert.deepEqual({ ...report.valueObjects, milliseconds: 0, cpuMilliseconds: 0 }, { calls: 1000, refused: 500, lost: 0, wrong: 0, milliseconds: 0, cpuMilliseconds: 0 });
});

test("stateless, 300 calls 50 at a time: none lost, every answer right", async () => {
  const report = await runMcpLoad({ calls: 300, concurrency: 50, compare: false, warmUp: 0, stateless: true });
  assert.deepEqual({ ...report.valueObjects, milliseconds: 0, cpuMilliseconds: 0 }, { calls: 300, refused: 150, lost: 0, wrong: 0, milliseconds: 0, cpuMilliseconds: 0 });
});

test("the load's answer check tells a right answer from another call's", () => {
  const placed = { content: [{ type: "text" as const, text: "Placed: 1 item(s) to FR." }] };
  assert.equal(isRight("value objects", 0, placed), true);
  assert.equal(isRight("value objects", 2, placed), false);
  const refusal = {
    isError: true,
    content: [{ type: "text" as const, text: "Argument 'quantity' rejected (value_object.out_of_range): …" }],
    structuredContent: { error: "invalid_argument", argument: "quantity", code: "value_object.out_of_range", message: "…" },
  };
  assert.equal(isRight("value objects", 1, refusal), true);
  assert.equal(isRight("value objects", 3, refusal), false); // call 3 is refused for its IBAN
  assert.equal(isRight("value objects", 0, refusal), false);
});
