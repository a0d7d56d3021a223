/**
 * Issue 20 #5, on every adapter but Mastra (root-check.node22.test.ts): a parameters
 * object's own `check` that refuses at the root reaches the model with the rule's code and
 * message, not as "The arguments are not an object." The real SDKs and frameworks, each on
 * a scripted model or a scripted fetch; the tool is not run.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import { Agent, Runner, setTracingDisabled } from "@openai/agents";
import { OpenAIProvider } from "@openai/agents-openai";
import { ChatOpenAI } from "@langchain/openai";
import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from "ai";
import { createAgent } from "langchain";
import OpenAI from "openai";
import { checkArguments, refusalLines } from "@adcodicem/value-objects/arguments";
import { valueObjectMiddleware, valueObjectTool as aiSdkTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { valueObjectTool as anthropicTool } from "@adcodicem/value-objects-ai/anthropic";
import { valueObjectTool as langchainTool } from "@adcodicem/value-objects-ai/langchain";
import { valueObjectFunction } from "@adcodicem/value-objects-ai/openai";
import { valueObjectTool as agentsTool } from "@adcodicem/value-objects-ai/openai-agents";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { answer, call, scriptedModel, toolResults } from "../ai-sdk/support/scripted.js";
import { answer as serverAnswer, call as serverCall, scriptedOpenai } from "../frameworks/support/scripted-openai.js";
import { PeriodParameters, REVERSED, REVERSED_TEXT, reversed } from "./support/period.js";

setTracingDisabled(true);

describe("a refusal at the root of the parameters keeps the rule's code and message", () => {
  test("checkArguments and refusalLines", () => {
    const checked = checkArguments(PeriodParameters, reversed);
    assert.deepEqual(checked, { ok: false, refusal: REVERSED });
    if (!checked.ok) assert.deepEqual(refusalLines(checked.refusal), ["Arguments rejected (period.reversed): The period ends before it starts."]);
  });

  for (const mode of ["generate", "stream"] as const) {
    test(`AI SDK: valueObjectTool through ${mode}Text`, async () => {
      const runs: unknown[] = [];
      const t = aiSdkTool({ parameters: PeriodParameters, execute: (value) => (runs.push(value), "booked") });
      const { model, prompts } = scriptedModel([call("book", reversed), answer("ok")]);
      const settings = { model, tools: { book: t }, stopWhen: stepCountIs(3), prompt: "go" };
      if (mode === "generate") await generateText(settings);
      else await streamText(settings).consumeStream();
      assert.deepEqual(toolResults(prompts[1]).map((r) => r.output), [{ type: "error-json", value: REVERSED }]);
      assert.deepEqual(runs, []);
    });
  }

  test("AI SDK: a plain tool behind valueObjectMiddleware", async () => {
    const runs: unknown[] = [];
    const t = tool({ inputSchema: PeriodParameters as never, execute: async (value: unknown) => (runs.push(value), "booked") });
    const { model, prompts } = scriptedModel([call("book", reversed), answer("ok")]);
    await generateText({ model: wrapLanguageModel({ model, middleware: valueObjectMiddleware() }), tools: { book: t }, stopWhen: stepCountIs(3), prompt: "go" });
    const [result] = toolResults(prompts[1]);
    assert.deepEqual(result.output, { type: "error-json", value: REVERSED });
    assert.deepEqual(runs, []);
  });

  for (const strict of [true, false]) {
    test(`openai runTools (strict ${strict})`, async () => {
      const runs: unknown[] = [];
      const book = valueObjectFunction({ name: "book", description: "Books a period.", parameters: PeriodParameters, strict, execute: (v) => (runs.push(v), "booked") });
      const wire = capturingFetch([scripted.openaiChat.call("book", reversed), scripted.openaiChat.text("ok")]);
      const client = new OpenAI({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
      await client.chat.completions.runTools({ model: "gpt-4o", messages: [{ role: "user", content: "Book." }], tools: [book] }).done();
      assert.equal(wire.bodies[1].messages.at(-1).content, REVERSED_TEXT);
      assert.deepEqual(runs, []);
    });
  }

  test("Anthropic toolRunner", async () => {
    const runs: unknown[] = [];
    const book = anthropicTool({ name: "book", description: "Books a period.", parameters: PeriodParameters, run: (v) => (runs.push(v), "booked") });
    const wire = capturingFetch([scripted.anthropic.call("book", reversed), scripted.anthropic.text("ok")]);
    const client = new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
    await client.beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 64, messages: [{ role: "user", content: "Book." }], tools: [book] });
    const result = (wire.bodies[1] as any).messages.at(-1).content.find((b: any) => b.type === "tool_result");
    assert.deepEqual(result, { type: "tool_result", tool_use_id: "toolu_1", content: REVERSED_TEXT, is_error: true });
    assert.deepEqual(runs, []);
  });

  test("@openai/agents Runner", async () => {
    const runs: unknown[] = [];
    const book = agentsTool({ name: "book", description: "Books a period.", parameters: PeriodParameters, execute: (v) => (runs.push(v), "booked") });
    const server = scriptedOpenai([serverCall("book", reversed), serverAnswer("ok")]);
    const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: new OpenAI({ apiKey: "test", fetch: server.fetch }) }) });
    await runner.run(new Agent({ name: "Desk", instructions: "Book.", model: "gpt-4o", tools: [book] }), "Book.");
    const outputs = server.bodies[1].input.filter((i: any) => i.type === "function_call_output").map((i: any) => i.output);
    assert.deepEqual(outputs, [REVERSED_TEXT]);
    assert.deepEqual(runs, []);
  });

  test("LangChain createAgent", async () => {
    const runs: unknown[] = [];
    const book = langchainTool((v) => (runs.push(v), "booked"), { name: "book", description: "Books a period.", parameters: PeriodParameters });
    const server = scriptedOpenai([serverCall("book", reversed), serverAnswer("ok")]);
    const model = new ChatOpenAI({ model: "gpt-4o", apiKey: "test", configuration: { fetch: server.fetch } });
    await createAgent({ model, tools: [book] }).invoke({ messages: [{ role: "user", content: "Book." }] });
    const tools = server.bodies[1].messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
    assert.deepEqual(tools, [REVERSED_TEXT]);
    assert.deepEqual(runs, []);
  });
});
