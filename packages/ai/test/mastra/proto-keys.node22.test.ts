// Issue 20 #7 on Mastra (it asks Node >= 22.13): Mastra copies a tool's input key by key
// before the tool runs, which turns a `__proto__` key into nothing ({"extras":{"__proto__":500}}
// arrived as {"extras":{}}). The tool reads the input as the model sent it (Mastra hands it
// to the tool's `onInputAvailable` first): the rules see the key as data and refuse or keep it.
// The real Agent and the real @ai-sdk/openai chat model on a scripted fetch.
import assert from "node:assert/strict";
import { test } from "node:test";
import { valueObjectTool } from "@adcodicem/value-objects-ai/mastra";
import { createOpenAI } from "@ai-sdk/openai";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import { IBAN, OrderParameters } from "../frameworks/support/order.js";
import { answer, call, scriptedOpenai } from "../frameworks/support/scripted-openai.js";

const withExtras = (extras: string) => `{"iban":"${IBAN}","quantity":5,"country":"fr","extras":${extras}}`;

async function run(text: string) {
  const calls: any[] = [];
  const placeOrder = valueObjectTool({ id: "place_order", description: "Places an order.", parameters: OrderParameters, execute: (order) => (calls.push(order), "Ordered.") });
  const server = scriptedOpenai([call("place_order", text), answer("Done.")]);
  const model = createOpenAI({ apiKey: "test", fetch: server.fetch }).chat("gpt-4o") as unknown as MastraModelConfig;
  await new Agent({ id: "shop", name: "Shop", instructions: "Take orders.", model, tools: { place_order: placeOrder } }).generate("Order.", { maxSteps: 3 });
  const toolMessages = server.bodies[1].messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
  return { calls, toolMessages };
}

test("Mastra Agent: a __proto__ key of a record reaches the rules as data: over the bound, refused at its pointer", async () => {
  const { calls, toolMessages } = await run(withExtras('{"__proto__":500}'));
  assert.deepEqual(calls, []);
  assert.equal(toolMessages.length, 1);
  const refusal = JSON.parse(toolMessages[0]);
  assert.deepEqual([refusal.argument, refusal.path, refusal.code], ["extras", "/extras/__proto__", "value_object.out_of_range"]);
});

test("Mastra Agent: a __proto__ key within the rules is kept as an own key; nothing is polluted", async () => {
  const { calls, toolMessages } = await run(withExtras('{"__proto__":2,"A1":3}'));
  assert.deepEqual(toolMessages, ["Ordered."]);
  assert.equal(calls.length, 1);
  const extras = calls[0].extras;
  assert.deepEqual(Object.keys(extras), ["__proto__", "A1"]);
  assert.equal(Object.getOwnPropertyDescriptor(extras, "__proto__")?.value, 2);
  assert.equal(Object.getPrototypeOf(extras), Object.prototype);
  assert.equal(({} as any).A1, undefined);
});
