/**
 * What `repeatedRefusal(3)` saves (issue 25): a scripted model that sends the same refused call
 * on every step, run with a step limit of 10, with and without the stop condition. Counted, not
 * timed: the number of model calls (each a request a provider bills).
 *
 * Run: `node --import tsx bench/repeated-calls.ts [--limit N]`.
 */
import { repeatedRefusal, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, stepCountIs, type StopCondition, type ToolSet } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { IBAN, OrderParameters } from "../test-support/shop.js";

const at = process.argv.indexOf("--limit");
const limit = at >= 0 ? Number(process.argv[at + 1]) : 10;

/** A model that answers every call with the same tool call, quantity 500 (over the bound). */
function repeatingModel() {
  let calls = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async () => {
      calls++;
      return {
        content: [{ type: "tool-call", toolCallId: `call-${calls}`, toolName: "place_order", input: JSON.stringify({ iban: IBAN, quantity: 500, country: "FR" }) }],
        finishReason: { unified: "tool-calls", raw: "tool_calls" },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } },
        warnings: [],
      };
    },
  });
  return { model, calls: () => calls };
}

const tool = () => valueObjectTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => "ok" });
const rows: [string, number][] = [];
const runs: [string, StopCondition<ToolSet>[]][] = [
  [`stepCountIs(${limit})`, [stepCountIs(limit)]],
  [`[repeatedRefusal(3), stepCountIs(${limit})]`, [repeatedRefusal(3), stepCountIs(limit)]],
];
for (const [label, stopWhen] of runs) {
  const scripted = repeatingModel();
  await generateText({ model: scripted.model, tools: { place_order: tool() }, stopWhen, prompt: "Order 500 items." });
  rows.push([label, scripted.calls()]);
}
console.log("| stopWhen | model calls |\n| --- | --- |");
for (const [label, calls] of rows) console.log(`| \`${label}\` | ${calls} |`);
