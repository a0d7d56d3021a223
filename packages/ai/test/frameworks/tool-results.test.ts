/**
 * A tool's own result checked against its declared `output`, on every adapter with one:
 * openai `runTools` and Anthropic's `toolRunner` at the wire (the real SDKs, captured fetch),
 * and the real tool objects of @openai/agents, Mastra and LangChain invoked as their hosts
 * invoke them. A result that breaks the rules reaches the model as the invalid-result object
 * (no value, a secret in it nowhere); a valid one as read; the run goes on.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import * as vo from "@adcodicem/value-objects";
import { valueObjectFunction } from "@adcodicem/value-objects-ai/openai";
import { valueObjectTool as anthropicTool } from "@adcodicem/value-objects-ai/anthropic";
import { valueObjectTool as agentsTool } from "@adcodicem/value-objects-ai/openai-agents";
import { valueObjectTool as langchainTool } from "@adcodicem/value-objects-ai/langchain";
import { RunContext } from "@openai/agents";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";

const SECRET = "ZQ-SECRET-3308";
const Quote = vo.object({ total: vo.number("Total", { minimum: 0, maximum: 1000 }), note: vo.string("Note") });
const INVALID = JSON.stringify({ error: "tool_failed", code: "value_object.invalid_result" });
const bad = { total: 5000, note: SECRET };
const good = { total: 12, note: "ok", dropped: true };
const parameters = { sku: vo.string("Sku") };

describe("openai runTools", () => {
  for (const [name, result, sent] of [["invalid", bad, INVALID], ["valid", good, JSON.stringify({ total: 12, note: "ok" })]] as const) {
    test(`a ${name} result: the next request's tool message`, async () => {
      const quote = valueObjectFunction({ name: "quote", description: "Quotes.", parameters, output: Quote, execute: () => result });
      const wire = capturingFetch([scripted.openaiChat.call("quote", { sku: "A" }), scripted.openaiChat.text("Done.")]);
      const runner = new OpenAI({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 }).chat.completions.runTools({ model: "gpt-4o", messages: [{ role: "user", content: "Quote." }], tools: [quote] });
      assert.equal(await runner.finalContent(), "Done.", "the run goes on");
      const toolMessage = wire.bodies[1].messages.at(-1);
      assert.deepEqual([toolMessage.role, toolMessage.content], ["tool", sent]);
      assert.ok(!JSON.stringify(wire.bodies).includes(SECRET));
    });
  }
});

describe("Anthropic toolRunner", () => {
  test("an invalid result: an is_error tool_result holding the invalid-result object; a valid one as read", async () => {
    for (const [result, expected] of [[bad, { content: INVALID, is_error: true }], [good, { content: JSON.stringify({ total: 12, note: "ok" }) }]] as const) {
      const quote = anthropicTool({ name: "quote", description: "Quotes.", parameters, output: Quote, run: () => JSON.stringify(result) });
      const wire = capturingFetch([scripted.anthropic.call("quote", { sku: "A" }), scripted.anthropic.text("Done.")]);
      const final = await new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 }).beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Quote." }], tools: [quote] });
      assert.deepEqual(final.content, [{ type: "text", text: "Done." }]);
      const block = wire.bodies[1].messages.at(-1).content.find((b: { type: string }) => b.type === "tool_result");
      assert.deepEqual({ content: typeof block.content === "string" ? block.content : block.content[0].text, ...(block.is_error ? { is_error: true } : {}) }, expected);
      assert.ok(!JSON.stringify(wire.bodies).includes(SECRET));
    }
  });
});

describe("@openai/agents and LangChain tools, invoked as their hosts invoke them", () => {
  test("@openai/agents: the invalid-result object as the tool's output", async () => {
    const quote = agentsTool({ name: "quote", description: "Quotes.", parameters, output: Quote, execute: async () => bad });
    const out = await quote.invoke(new RunContext(), JSON.stringify({ sku: "A" }));
    assert.equal(out, INVALID);
    const fine = agentsTool({ name: "quote", description: "Quotes.", parameters, output: Quote, execute: async () => good });
    assert.deepEqual(await fine.invoke(new RunContext(), JSON.stringify({ sku: "A" })), { total: 12, note: "ok" });
  });

  test("LangChain: an error ToolMessage holding the invalid-result object", async () => {
    const quote = langchainTool(async () => bad, { name: "quote", description: "Quotes.", parameters, output: Quote });
    const message: any = await quote.invoke({ id: "c1", name: "quote", args: { sku: "A" }, type: "tool_call" });
    assert.deepEqual([message.status, message.content], ["error", INVALID]);
    assert.ok(!JSON.stringify(message).includes(SECRET));
  });
});
