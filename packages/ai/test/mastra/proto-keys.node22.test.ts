// Issue 20 #7 on Mastra (it asks Node >= 22.13): Mastra copies a tool's input key by key
// before the tool runs, which turns a `__proto__` key into nothing ({"extras":{"__proto__":500}}
// arrived as {"extras":{}}). The tool reads the input as the model sent it (Mastra hands it
// to the tool's `onInputAvailable` first): the rules see the key as data and refuse or keep it.
// The real Agent and the real @ai-sdk/openai chat model on a scripted fetch.
import { valueObjectTool } from "@adcodicem/value-objects-ai/mastra";
import { createOpenAI } from "@ai-sdk/openai";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import { OrderParameters, protoKeyRun, protoKeyTests } from "../frameworks/support/proto-keys.js";

protoKeyTests("Mastra Agent", (text) =>
  protoKeyRun(text, async (fetch, calls) => {
    const placeOrder = valueObjectTool({ id: "place_order", description: "Places an order.", parameters: OrderParameters, execute: (order) => (calls.push(order), "Ordered.") });
    const model = createOpenAI({ apiKey: "test", fetch }).chat("gpt-4o") as unknown as MastraModelConfig;
    await new Agent({ id: "shop", name: "Shop", instructions: "Take orders.", model, tools: { place_order: placeOrder } }).generate("Order.", { maxSteps: 3 });
  }),
);
