// The proof at the wire: the real provider packages, called through the real `generateText`,
// send a lowered schema in which every rule of every value object is found, and no keyword
// the provider rejects. The bodies are kept as fixtures under test/fixtures/wire/.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { Output, generateText, jsonSchema, tool } from "ai";
import { createOllama } from "ollama-ai-provider-v2";
import type { JsonSchema } from "@adcodicem/value-objects";
import {
  type DialectName,
  type KeywordTable,
  type LowerOptions,
  anthropicKeywords,
  geminiKeywords,
  lowerSchema,
  ollamaKeywords,
  openaiKeywords,
  openaiStrictKeywords,
} from "../../src/dialects/index.js";
import { type Rewrites, findMissingRules } from "../dialects/rule-carriers.js";
import { strictForm } from "../dialects/strict-form.js";
import { orderSchema, orderValue } from "../dialects/value-objects.js";
import { answers, capture, matchesFixture } from "./capture.js";

type Provider = "openai-chat" | "openai-responses" | "anthropic" | "google" | "ollama";

const everyKeyword: KeywordTable = { keep: [], keepAndSay: [], say: [], formats: "all", otherFormats: "keep", otherwise: "keep" };

function model(provider: Provider, fetch: typeof globalThis.fetch) {
  switch (provider) {
    case "openai-chat":
      return createOpenAI({ apiKey: "test", fetch }).chat("gpt-4o");
    case "openai-responses":
      return createOpenAI({ apiKey: "test", fetch }).responses("gpt-4o");
    case "anthropic":
      return createAnthropic({ apiKey: "test", fetch })("claude-sonnet-4-5");
    case "google":
      return createGoogleGenerativeAI({ apiKey: "test", fetch })("gemini-2.5-flash");
    case "ollama":
      return createOllama({ fetch })("llama3.2");
  }
}

const answerOf: Record<Provider, (text: string) => unknown> = {
  "openai-chat": answers.openaiChat,
  "openai-responses": answers.openaiResponses,
  anthropic: answers.anthropic,
  google: answers.google,
  ollama: answers.ollama,
};

// Where each provider puts a tool's schema and an answer's schema in its body
const toolAt: Record<Provider, (body: any) => any> = {
  "openai-chat": (b) => b.tools[0].function,
  "openai-responses": (b) => b.tools[0],
  anthropic: (b) => b.tools[0],
  google: (b) => b.tools[0].functionDeclarations[0],
  ollama: (b) => b.tools[0].function,
};
const toolSchemaAt: Record<Provider, (body: any) => JsonSchema> = {
  "openai-chat": (b) => b.tools[0].function.parameters,
  "openai-responses": (b) => b.tools[0].parameters,
  anthropic: (b) => b.tools[0].input_schema,
  google: (b) => b.tools[0].functionDeclarations[0].parametersJsonSchema,
  ollama: (b) => b.tools[0].function.parameters,
};
const answerSchemaAt: Record<Provider, (body: any) => JsonSchema> = {
  "openai-chat": (b) => b.response_format.json_schema.schema,
  "openai-responses": (b) => b.text.format.schema,
  anthropic: (b) => b.output_config.format.schema,
  google: (b) => b.generationConfig.responseJsonSchema,
  ollama: (b) => b.format,
};
const answerStrictAt: Partial<Record<Provider, (body: any) => unknown>> = {
  "openai-chat": (b) => b.response_format.json_schema.strict,
  "openai-responses": (b) => b.text.format.strict,
};

interface WireCase {
  readonly provider: Provider;
  readonly name: string;
  readonly purpose: LowerOptions["purpose"];
  readonly dialect: DialectName;
  readonly strict?: boolean;
  /** Lowered for the package that sends it (`ai-sdk`: what @ai-sdk/anthropic rewrites is said by the dialect). */
  readonly via?: "ai-sdk";
  readonly table: KeywordTable;
  /** The provider sends the lowered schema unchanged. */
  readonly unchanged: boolean;
  readonly rewrites?: Rewrites;
}

const CASES: readonly WireCase[] = [
  ...(["openai-chat", "openai-responses"] as const).flatMap((provider): WireCase[] => [
    { provider, name: "tool", purpose: "tool", dialect: "openai", strict: false, table: openaiKeywords, unchanged: true },
    { provider, name: "tool-strict", purpose: "tool", dialect: "openai-strict", strict: true, table: openaiStrictKeywords, unchanged: true },
    { provider, name: "answer", purpose: "response-format", dialect: "openai", strict: false, table: openaiKeywords, unchanged: true },
    { provider, name: "answer-strict", purpose: "response-format", dialect: "openai-strict", strict: true, table: openaiStrictKeywords, unchanged: true },
  ]),
  { provider: "anthropic", name: "tool", purpose: "tool", dialect: "anthropic", table: everyKeyword, unchanged: true },
  { provider: "anthropic", name: "tool-strict", purpose: "tool", dialect: "anthropic", strict: true, table: anthropicKeywords, unchanged: true },
  // @ai-sdk/anthropic moves pattern and minItems into the description: lowered via the AI SDK, the dialect says them, and what arrives is what it wrote
  { provider: "anthropic", name: "answer", purpose: "response-format", dialect: "anthropic", via: "ai-sdk", table: anthropicKeywords, unchanged: true },
  { provider: "google", name: "tool", purpose: "tool", dialect: "gemini", table: geminiKeywords, unchanged: true },
  { provider: "google", name: "answer", purpose: "response-format", dialect: "gemini", table: geminiKeywords, unchanged: true },
  { provider: "ollama", name: "tool", purpose: "tool", dialect: "ollama", table: ollamaKeywords, unchanged: true },
  { provider: "ollama", name: "answer", purpose: "response-format", dialect: "ollama", table: ollamaKeywords, unchanged: true },
];

async function send(c: WireCase, lowered: JsonSchema) {
  const reshaped = c.dialect === "openai-strict" || (c.dialect === "anthropic" && (c.purpose === "response-format" || c.strict === true));
  const text = JSON.stringify(reshaped ? strictForm(orderValue, orderSchema(), c.dialect === "openai-strict") : orderValue);
  const wire = capture(() => answerOf[c.provider](text));
  const openaiOptions = c.provider.startsWith("openai") && c.purpose === "response-format" ? { providerOptions: { openai: { strictJsonSchema: c.strict } } } : {};
  if (c.purpose === "tool") {
    const order = tool({
      description: "Place an order.",
      inputSchema: jsonSchema<Record<string, unknown>>(lowered),
      ...(c.strict === undefined ? {} : { strict: c.strict }),
      execute: async () => "placed",
    });
    await generateText({ model: model(c.provider, wire.fetch), prompt: "Order three books.", tools: { order } });
  } else {
    const result = await generateText({
      model: model(c.provider, wire.fetch),
      prompt: "Order three books.",
      output: Output.object({ schema: jsonSchema<Record<string, unknown>>(lowered) }),
      ...openaiOptions,
    });
    assert.ok(result.output !== undefined, "the answer was read");
  }
  assert.equal(wire.bodies.length, 1, "one request");
  return wire.bodies[0];
}

describe("every rule reaches each provider's HTTP body", () => {
  for (const c of CASES) {
    test(`${c.provider} ${c.name}`, async () => {
      const lm = orderSchema();
      const lowered = lowerSchema(lm, c.dialect, { purpose: c.purpose, ...(c.strict === undefined ? {} : { strict: c.strict }), ...(c.via === undefined ? {} : { via: c.via }) });
      const body = await send(c, lowered);
      const sent = c.purpose === "tool" ? toolSchemaAt[c.provider](body) : answerSchemaAt[c.provider](body);
      assert.ok(sent !== undefined && sent !== null, "the schema is in the body");
      if (c.unchanged) assert.deepEqual(sent, lowered, "the provider sends the lowered schema as it is");
      assert.deepEqual(findMissingRules(lm, sent, c.table, c.rewrites), []);
      if (c.purpose === "tool" && c.strict !== undefined && c.provider !== "google" && c.provider !== "ollama") {
        assert.equal(toolAt[c.provider](body).strict ?? false, c.strict, "the tool's strictness on the wire");
      }
      const strictAt = answerStrictAt[c.provider];
      if (c.purpose === "response-format" && strictAt !== undefined) assert.equal(strictAt(body), c.strict, "the answer's strictness on the wire");
      matchesFixture(`${c.provider}-${c.name}`, body);
    });
  }
});

test("the fixtures cover every case", () => {
  assert.equal(CASES.length, 15);
  assert.equal(new Set(CASES.map((c) => `${c.provider}-${c.name}`)).size, CASES.length);
});

test("why anthropic answers are lowered via the AI SDK: @ai-sdk/anthropic rewrites a kept pattern and minItems into its own words", async () => {
  const lm = orderSchema();
  const direct = lowerSchema(lm, "anthropic", { purpose: "response-format" });
  const body = await send({ provider: "anthropic", name: "answer", purpose: "response-format", dialect: "anthropic", table: anthropicKeywords, unchanged: false }, direct);
  const sent = JSON.stringify(answerSchemaAt.anthropic(body));
  assert.ok(JSON.stringify(direct).includes('"pattern"'), "lowered for the API itself, the pattern is a keyword");
  assert.equal(sent.includes('"pattern"'), false, "the AI SDK removes it");
  assert.match(sent, /pattern: /, "and writes it in its own words");
  const viaAiSdk = JSON.stringify(lowerSchema(lm, "anthropic", { purpose: "response-format", via: "ai-sdk" }));
  assert.equal(viaAiSdk.includes('"pattern"') || viaAiSdk.includes('"minItems"'), false);
});
