// The AI SDK tool counts identical refused calls from the conversation `execute` is handed: up to 64
// earlier refused calls, each keyed with the call key. The AI SDK hands the same earlier call parts at
// every later step, so a key is made once per call part and tool, never again at every execute
// (red-team round 7 #2: 64 keys re-made at each refused execute). Counted: the reads of the earlier
// calls' arguments.
import assert from "node:assert/strict";
import { test } from "node:test";
import { valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import type { ModelMessage } from "ai";
import { OrderParameters, validOrder } from "../../../../test-support/shop.js";

const bad = { ...validOrder, quantity: 0 };

test("a later refused execute keys none of the earlier refused calls again; the count stays the same", async () => {
  const placeOrder = valueObjectTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: async () => ({ orderId: "o-1" }) });
  const execute = (messages: ModelMessage[]) => placeOrder.execute!(bad as never, { toolCallId: "now", messages } as never) as unknown as Promise<Record<string, unknown>>;
  const refusal = await execute([]);
  assert.equal(refusal.code, "value_object.out_of_range");

  let reads = 0;
  // an earlier call's arguments, counting every property read the key makes of them
  const counted = () => new Proxy({ ...bad }, { get: (t, k, r) => (reads++, Reflect.get(t, k, r)), ownKeys: (t) => (reads++, Reflect.ownKeys(t)) });
  const messages: ModelMessage[] = [];
  for (let i = 0; i < 70; i++) {
    messages.push({ role: "assistant", content: [{ type: "tool-call", toolCallId: `c${i}`, toolName: "place_order", input: counted() }] });
    messages.push({ role: "tool", content: [{ type: "tool-result", toolCallId: `c${i}`, toolName: "place_order", output: { type: "error-json", value: refusal as never } }] });
  }

  const first = await execute(messages);
  assert.equal(first.repeated, 65, "64 earlier identical refused calls compared, this one the 65th");
  const keyedOnce = reads;
  assert.ok(keyedOnce > 0, "the first execute keys the earlier calls");

  reads = 0;
  const second = await execute(messages);
  assert.equal(second.repeated, 65);
  assert.equal(reads, 0, "the second execute reads no earlier call's arguments again");

  // a conversation grown by one refused call: only that one is keyed
  messages.push({ role: "assistant", content: [{ type: "tool-call", toolCallId: "c70", toolName: "place_order", input: counted() }] });
  messages.push({ role: "tool", content: [{ type: "tool-result", toolCallId: "c70", toolName: "place_order", output: { type: "error-json", value: refusal as never } }] });
  reads = 0;
  assert.equal((await execute(messages)).repeated, 65);
  assert.ok(reads > 0 && reads <= keyedOnce / 64 + 1, `one new call keyed (${reads} reads; ${keyedOnce} for 64)`);
});
