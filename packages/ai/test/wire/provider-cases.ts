// The provider packages the wire tests call, where each puts a tool's and an answer's
// schema in its body, and the cases (provider × purpose × strictness) with the keyword
// table each dialect must honour. Shared by the wire tests.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOllama } from "ollama-ai-provider-v2";
import type { JsonSchema } from "@adcodicem/value-objects";
import { type DialectName, type LowerOptions } from "../../src/dialects/index.js";
import type { KeywordTable } from "../../src/dialects/keywords.js";
import { anthropicKeywords } from "../../src/dialects/anthropic.js";
import { geminiKeywords } from "../../src/dialects/gemini.js";
import { ollamaKeywords } from "../../src/dialects/ollama.js";
import { openaiKeywords } from "../../src/dialects/openai.js";
import { openaiStrictKeywords } from "../../src/dialects/openai-strict.js";
import type { Rewrites } from "../dialects/rule-carriers.js";
import { scripted } from "../../../../test-support/provider-responses.js";

export type Provider = "openai-chat" | "openai-responses" | "anthropic" | "google" | "ollama";

export const everyKeyword: KeywordTable = { keep: [], keepAndSay: [], say: [], formats: "all", otherFormats: "keep", otherwise: "keep" };

export function model(provider: Provider, fetch: typeof globalThis.fetch) {
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

export const answerOf: Record<Provider, (text: string) => unknown> = {
  "openai-chat": (text) => scripted.openaiChat.text(text),
  "openai-responses": (text) => scripted.openaiResponses.text(text),
  anthropic: (text) => scripted.anthropic.text(text),
  google: (text) => scripted.google.text(text),
  ollama: (text) => scripted.ollama.text(text),
};

// Where each provider puts a tool's schema and an answer's schema in its body
export const toolAt: Record<Provider, (body: any) => any> = {
  "openai-chat": (b) => b.tools[0].function,
  "openai-responses": (b) => b.tools[0],
  anthropic: (b) => b.tools[0],
  google: (b) => b.tools[0].functionDeclarations[0],
  ollama: (b) => b.tools[0].function,
};
export const toolSchemaAt: Record<Provider, (body: any) => JsonSchema> = {
  "openai-chat": (b) => b.tools[0].function.parameters,
  "openai-responses": (b) => b.tools[0].parameters,
  anthropic: (b) => b.tools[0].input_schema,
  google: (b) => b.tools[0].functionDeclarations[0].parametersJsonSchema,
  ollama: (b) => b.tools[0].function.parameters,
};
export const answerSchemaAt: Record<Provider, (body: any) => JsonSchema> = {
  "openai-chat": (b) => b.response_format.json_schema.schema,
  "openai-responses": (b) => b.text.format.schema,
  anthropic: (b) => b.output_config.format.schema,
  google: (b) => b.generationConfig.responseJsonSchema,
  ollama: (b) => b.format,
};
export const answerStrictAt: Partial<Record<Provider, (body: any) => unknown>> = {
  "openai-chat": (b) => b.response_format.json_schema.strict,
  "openai-responses": (b) => b.text.format.strict,
};

export interface WireCase {
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

export const CASES: readonly WireCase[] = [
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

