/**
 * Mastra (`@mastra/core` asks Node >= 22): a tool's own result checked against its declared
 * `output`. A result that breaks the rules is answered with the invalid-result object (no
 * value, a secret in it nowhere); a valid one as read. The real Mastra tool, executed as its
 * agent executes it.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { valueObjectTool } from "@adcodicem/value-objects-ai/mastra";

const SECRET = "ZQ-SECRET-4471";
const Quote = vo.object({ total: vo.number("Total", { minimum: 0, maximum: 1000 }), note: vo.string("Note") });

test("Mastra: the invalid-result object for a result over its output's maximum; a valid one as read", async () => {
  for (const [result, expected] of [
    [{ total: 5000, note: SECRET }, { error: "tool_failed", code: "value_object.invalid_result" }],
    [{ total: 12, note: "ok", dropped: true }, { total: 12, note: "ok" }],
  ] as const) {
    const quote = valueObjectTool({ id: "quote", description: "Quotes.", parameters: { sku: vo.string("Sku") }, output: Quote, execute: async () => result });
    const out = await quote.execute!({ sku: "A" } as never, { agent: { toolCallId: "c1" } } as never);
    assert.deepEqual(out, expected);
    assert.ok(!JSON.stringify(out).includes(SECRET));
  }
});
