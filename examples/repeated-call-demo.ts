/**
 * The loop around a refusal: a model that sends the same refused call again and again, stopped
 * at the third by `repeatedRefusal(3)` rather than at the step limit. Runs on a scripted model
 * (the AI SDK's own mock), so it needs no key.
 *
 *   node --import tsx examples/repeated-call-demo.ts
 */
import { pathToFileURL } from "node:url";
import { isArgumentRefusal, repeatedRefusal, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { OrderParameters } from "./ai-order-agent.js";

const STEP_LIMIT = 10;

/** A scripted model that asks for 500 items on every call, whatever it is told. */
function stubbornModel() {
  let calls = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "tool-call", toolCallId: `call-${++calls}`, toolName: "place_order", input: JSON.stringify({ iban: "FR7630006000011234567890189", quantity: 500, country: "FR" }) }],
      finishReason: { unified: "tool-calls", raw: "tool_calls" },
      usage: { inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 0, text: 0, reasoning: undefined } },
      warnings: [],
    }),
  });
  return { model, calls: () => calls };
}

/** Runs the stubborn model with `stopWhen: [repeatedRefusal(3), stepCountIs(10)]` and prints what the model read. */
export async function runRepeatedCallDemo(log: (line: string) => void): Promise<{ modelCalls: number }> {
  const placeOrder = valueObjectTool({
    name: "place_order",
    description: "Places an order.",
    parameters: OrderParameters,
    onRefusal: (e) => log(`onRefusal: ${e.tool} ${e.code} at ${e.pointer}, repeated ${e.repeated}`),
    execute: () => ({ orderId: "ord-0001" }),
  });
  const stubborn = stubbornModel();
  const result = await generateText({
    model: stubborn.model,
    tools: { place_order: placeOrder },
    stopWhen: [repeatedRefusal(3), stepCountIs(STEP_LIMIT)],
    prompt: "Order 500 units for FR7630006000011234567890189, to France.",
  });
  for (const [i, step] of result.steps.entries()) {
    for (const r of step.toolResults) if (isArgumentRefusal(r.output)) log(`step ${i + 1}, the model reads: ${JSON.stringify(r.output)}`);
  }
  log(`stopped by repeatedRefusal(3) after ${stubborn.calls()} model calls (the step limit alone: ${STEP_LIMIT})`);
  return { modelCalls: stubborn.calls() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runRepeatedCallDemo(console.log);
