// Issue 20 #7 on LangChain: createAgent copies a tool call's arguments key by key before the
// tool runs, which turns a `__proto__` key into nothing ({"extras":{"__proto__":500}} arrived
// as {"extras":{}}). The tool reads the arguments as the model sent them (the agent's state
// holds them): the rules see the key as data and refuse or keep it. The real createAgent loop
// and ChatOpenAI on a scripted fetch.
import assert from "node:assert/strict";
import { test } from "node:test";
import { valueObjectTool } from "@adcodicem/value-objects-ai/langchain";
import { ChatOpenAI } from "@langchain/openai";
import { createAgent } from "langchain";
import { IBAN, OrderParameters } from "../frameworks/support/order.js";
import { answer, call, scriptedOpenai } from "../frameworks/support/scripted-openai.js";

const withExtras = (extras: string) => `{"iban":"${IBAN}","quantity":5,"country":"fr","extras":${extras}}`;

async function run(text: string) {
  const calls: any[] = [];
  const placeOrder = valueObjectTool((order) => (calls.push(order), "Ordered."), { name: "place_order", description: "Places an order.", parameters: OrderParameters });
  const server = scriptedOpenai([call("place_order", text), answer("Done.")]);
  const model = new ChatOpenAI({ model: "gpt-4o", apiKey: "test", configuration: { fetch: server.fetch } });
  await createAgent({ model, tools: [placeOrder] }).invoke({ messages: [{ role: "user", content: "Order." }] });
  const toolMessages = server.bodies[1].messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
  return { calls, toolMessages };
}

test("LangChain createAgent: a __proto__ key of a record reaches the rules as data: over the bound, refused at its pointer", async () => {
  const { calls, toolMessages } = await run(withExtras('{"__proto__":500}'));
  assert.deepEqual(calls, []);
  assert.equal(toolMessages.length, 1);
  const refusal = JSON.parse(toolMessages[0]);
  assert.deepEqual([refusal.argument, refusal.path, refusal.code], ["extras", "/extras/__proto__", "value_object.out_of_range"]);
});

test("LangChain createAgent: a __proto__ key within the rules is kept as an own key; nothing is polluted", async () => {
  const { calls, toolMessages } = await run(withExtras('{"__proto__":2,"A1":3}'));
  assert.deepEqual(toolMessages, ["Ordered."]);
  assert.equal(calls.length, 1);
  const extras = calls[0].extras;
  assert.deepEqual(Object.keys(extras), ["__proto__", "A1"]);
  assert.equal(Object.getOwnPropertyDescriptor(extras, "__proto__")?.value, 2);
  assert.equal(Object.getPrototypeOf(extras), Object.prototype);
  assert.equal(({} as any).A1, undefined);
});

test("LangChain: a tool invoked with a tool call directly (no agent state) reads its arguments as given", async () => {
  const calls: any[] = [];
  const placeOrder = valueObjectTool((order) => (calls.push(order), "Ordered."), { name: "place_order", description: "Places an order.", parameters: OrderParameters });
  const args = JSON.parse(withExtras('{"__proto__":500}'));
  const message: any = await placeOrder.invoke({ name: "place_order", args, id: "call_9", type: "tool_call" });
  assert.equal(JSON.parse(message.content).path, "/extras/__proto__");
  assert.deepEqual(calls, []);
});
