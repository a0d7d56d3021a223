import assert from "node:assert/strict";
import { test } from "node:test";
import { dialectForProvider } from "../../src/dialects/index.js";

test("each AI SDK provider string maps to its dialect", () => {
  assert.equal(dialectForProvider("openai.chat"), "openai-strict");
  assert.equal(dialectForProvider("openai.responses", { strict: true }), "openai-strict");
  assert.equal(dialectForProvider("openai.responses", { strict: false }), "openai");
  assert.equal(dialectForProvider("openai.chat", { strict: false }), "openai");
  assert.equal(dialectForProvider("azure.responses", { strict: false }), "openai");
  assert.equal(dialectForProvider("anthropic.messages"), "anthropic");
  assert.equal(dialectForProvider("anthropic.messages", { strict: false }), "anthropic");
  assert.equal(dialectForProvider("vertex.anthropic.messages"), "anthropic");
  assert.equal(dialectForProvider("google.generative-ai"), "gemini");
  assert.equal(dialectForProvider("google.vertex.chat"), "gemini");
  assert.equal(dialectForProvider("ollama"), "ollama");
  assert.equal(dialectForProvider("ollama.responses"), "ollama");
  assert.equal(dialectForProvider("Ollama.Chat"), "ollama");
});

test("an unknown provider has no dialect", () => {
  assert.equal(dialectForProvider("mistral.chat"), undefined);
  assert.equal(dialectForProvider("openaiish.chat"), undefined);
  assert.equal(dialectForProvider(""), undefined);
});
