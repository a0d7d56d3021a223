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
import { OrderParameters, protoKeyRun, protoKeyTests, withExtras } from "../frameworks/support/proto-keys.js";

protoKeyTests("LangChain createAgent", (text) =>
  protoKeyRun(text, async (fetch, calls) => {
    const placeOrder = valueObjectTool((order) => (calls.push(order), "Ordered."), { name: "place_order", description: "Places an order.", parameters: OrderParameters });
    const model = new ChatOpenAI({ model: "gpt-4o", apiKey: "test", configuration: { fetch } });
    await createAgent({ model, tools: [placeOrder] }).invoke({ messages: [{ role: "user", content: "Order." }] });
  }),
);

test("LangChain: a tool invoked with a tool call directly (no agent state) reads its arguments as given", async () => {
  const calls: any[] = [];
  const placeOrder = valueObjectTool((order) => (calls.push(order), "Ordered."), { name: "place_order", description: "Places an order.", parameters: OrderParameters });
  const args = JSON.parse(withExtras('{"__proto__":500}'));
  const message: any = await placeOrder.invoke({ name: "place_order", args, id: "call_9", type: "tool_call" });
  assert.equal(JSON.parse(message.content).path, "/extras/__proto__");
  assert.deepEqual(calls, []);
});
