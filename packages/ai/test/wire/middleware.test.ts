// The middleware at the wire: a model wrapped with valueObjectMiddleware() infers the dialect
// from its provider, sends lowered schemas (every rule found in the real provider's body),
// and undoes the reshaping on the tool call and the answer the provider returns.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { Output, generateText, jsonSchema, stepCountIs, tool, wrapLanguageModel } from "ai";
import { createOllama } from "ollama-ai-provider-v2";
import type { JsonSchema } from "@adcodicem/value-objects";
import { valueObjectMiddleware } from "../../src/ai-sdk/index.js";
import type { KeywordTable } from "../../src/dialects/keywords.js";
import { anthropicKeywords } from "../../src/dialects/anthropic.js";
import { geminiKeywords } from "../../src/dialects/gemini.js";
import { ollamaKeywords } from "../../src/dialects/ollama.js";
import { openaiStrictKeywords } from "../../src/dialects/openai-strict.js";
import { type Rewrites, findMissingRules } from "../dialects/rule-carriers.js";
import { strictForm } from "../dialects/strict-form.js";
import { orderSchema, orderValue } from "../dialects/value-objects.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { matchesFixture } from "./capture.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";

const anthropicRewrites: Rewrites = (keyword, value) => [
  `${keyword.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
];

interface MiddlewareCase {
  readonly provider: string;
  readonly model: (fetch: typeof globalThis.fetch) => Parameters<typeof wrapLanguageModel>[0]["model"];
  /** The provider's answer calling the tool with `args`, then its answer holding `text`. */
  readonly toolCall: (args: unknown) => unknown;
  readonly text: (text: string) => unknown;
  readonly strictTool: boolean;
  /** How the model sends values under the inferred dialect. */
  readonly form: "strict" | "pairs" | "plain";
  readonly table: KeywordTable;
  readonly toolSchema: (body: any) => JsonSchema;
  readonly answerSchema: (body: any) => JsonSchema;
  readonly answerRewrites?: Rewrites;
}

const CASES: readonly MiddlewareCase[] = [
  {
    provider: "openai-chat",
    model: (fetch) => createOpenAI({ apiKey: "test", fetch }).chat("gpt-4o"),
    toolCall: (args) => scripted.openaiChat.call("order", args),
    text: (text) => scripted.openaiChat.text(text),
    strictTool: true,
    form: "strict",
    table: openaiStrictKeywords,
    toolSchema: (b) => b.tools[0].function.parameters,
    answerSchema: (b) => b.response_format.json_schema.schema,
  },
  {
    provider: "openai-responses",
    model: (fetch) => createOpenAI({ apiKey: "test", fetch }).responses("gpt-4o"),
    toolCall: (args) => scripted.openaiResponses.call("order", args),
    text: (text) => scripted.openaiResponses.text(text),
    strictTool: true,
    form: "strict",
    table: openaiStrictKeywords,
    toolSchema: (b) => b.tools[0].parameters,
    answerSchema: (b) => b.text.format.schema,
  },
  {
    provider: "anthropic",
    model: (fetch) => createAnthropic({ apiKey: "test", fetch })("claude-sonnet-4-5"),
    toolCall: (args) => scripted.anthropic.call("order", args),
    text: (text) => scripted.anthropic.text(text),
    strictTool: true,
    form: "pairs",
    table: anthropicKeywords,
    toolSchema: (b) => b.tools[0].input_schema,
    answerSchema: (b) => b.output_config.format.schema,
    answerRewrites: anthropicRewrites,
  },
  {
    provider: "google",
    model: (fetch) => createGoogleGenerativeAI({ apiKey: "test", fetch })("gemini-2.5-flash"),
    toolCall: (args) => scripted.google.call("order", args),
    // Gemini before 3 takes no response format beside function tools: @ai-sdk/google asks for the answer as a `json` tool call
    text: (text) => scripted.google.call("json", JSON.parse(text)),
    strictTool: false,
    form: "plain",
    table: geminiKeywords,
    toolSchema: (b) => b.tools[0].functionDeclarations[0].parametersJsonSchema,
    answerSchema: (b) => b.tools[0].functionDeclarations.find((d: { name: string }) => d.name === "json").parametersJsonSchema,
  },
  {
    provider: "ollama",
    model: (fetch) => createOllama({ fetch })("llama3.2"),
    toolCall: (args) => scripted.ollama.call("order", args),
    text: (text) => scripted.ollama.text(text),
    strictTool: false,
    form: "plain",
    table: ollamaKeywords,
    toolSchema: (b) => b.tools[0].function.parameters,
    answerSchema: (b) => b.format,
  },
];

for (const c of CASES) {
  test(`${c.provider} through valueObjectMiddleware(): lowered on the way out, restored on the way back`, async () => {
    const lm = orderSchema();
    const sent = c.form === "plain" ? orderValue : strictForm(orderValue, lm, c.form === "strict");
    let step = 0;
    const wire = capturingFetch(() => (step++ === 0 ? c.toolCall(sent) : c.text(JSON.stringify(sent))));
    const received: unknown[] = [];
    const order = tool({
      description: "Place an order.",
      inputSchema: jsonSchema<Record<string, unknown>>(lm),
      ...(c.strictTool ? { strict: true } : {}),
      execute: async (input) => {
        received.push(input);
        return "placed";
      },
    });
    const result = await generateText({
      model: wrapLanguageModel({ model: c.model(wire.fetch), middleware: valueObjectMiddleware() }),
      prompt: "Order three books, then confirm the order.",
      tools: { order },
      output: Output.object({ schema: jsonSchema<Record<string, unknown>>(lm) }),
      stopWhen: stepCountIs(2),
    });

    assert.equal(wire.bodies.length, 2, "a tool call, then the answer");
    const body = wire.bodies[0];
    assert.deepEqual(findMissingRules(lm, c.toolSchema(body), c.table), [], "the tool's schema");
    assert.deepEqual(findMissingRules(lm, c.answerSchema(body), c.table, c.answerRewrites), [], "the answer's schema");
    assert.deepEqual(received, [orderValue], "the tool receives the arguments as the rules read them");
    assert.deepEqual(result.output, orderValue, "the answer comes back as the rules read it");
    if (c.form !== "plain") assert.notDeepEqual(sent, orderValue, "the model did send a reshaped value");
    matchesFixture(`${c.provider}-middleware`, body);
  });
}
