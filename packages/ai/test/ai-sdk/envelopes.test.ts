// The refusal at the wire: the real provider packages turn the `error-json` tool output
// into their own envelope, with the refusal object inside it unchanged.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, type LanguageModel, stepCountIs } from "ai";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { OrderParameters, validOrder } from "../../../../test-support/shop.js";

const REFUSAL = JSON.stringify({
  error: "invalid_argument",
  argument: "quantity",
  code: "value_object.out_of_range",
  message: "The value is not a valid Quantity: The value must be less than or equal to 100.",
});

async function run(model: LanguageModel) {
  const runs: unknown[] = [];
  const placeOrder = valueObjectTool({ description: "Places an order.", parameters: OrderParameters, execute: (order) => (runs.push(order), { orderId: "o-1" }) });
  const result = await generateText({ model, tools: { place_order: placeOrder }, stopWhen: stepCountIs(5), prompt: "Order 2 items." });
  return { runs, result };
}

test("Anthropic: a tool_result with is_error: true whose content is the refusal object", async () => {
  const http = capturingFetch([
    scripted.anthropic.call("place_order", { ...validOrder, quantity: 500 }, "toolu_1"),
    scripted.anthropic.call("place_order", validOrder, "toolu_2"),
    scripted.anthropic.text("Ordered."),
  ]);
  const { runs, result } = await run(createAnthropic({ apiKey: "test", fetch: http.fetch })("claude-test"));
  assert.equal(http.bodies.length, 3);
  const toolResult = http.bodies[1].messages.at(-1).content[0];
  assert.deepEqual(toolResult, { type: "tool_result", tool_use_id: "toolu_1", content: REFUSAL, is_error: true });
  const accepted = http.bodies[2].messages.at(-1).content[0];
  assert.equal(accepted.is_error, undefined);
  assert.equal(runs.length, 1);
  assert.equal(result.text, "Ordered.");
});

test("Gemini: a functionResponse whose error is the refusal object", async () => {
  const http = capturingFetch([
    scripted.google.call("place_order", { ...validOrder, quantity: 500 }),
    scripted.google.call("place_order", validOrder),
    scripted.google.text("Ordered."),
  ]);
  const { runs } = await run(createGoogleGenerativeAI({ apiKey: "test", fetch: http.fetch })("gemini-test"));
  const response = http.bodies[1].contents.at(-1).parts[0].functionResponse;
  assert.equal(response.name, "place_order");
  assert.deepEqual(response.response, { name: "place_order", error: JSON.parse(REFUSAL) });
  assert.ok(http.raw[1].includes(REFUSAL), "byte for byte in the HTTP body");
  assert.equal(runs.length, 1);
});

test("OpenAI Chat Completions: a tool message holding the refusal object under error", async () => {
  const http = capturingFetch([
    scripted.openaiChat.call("place_order", { ...validOrder, quantity: 500 }, "call_1"),
    scripted.openaiChat.call("place_order", validOrder, "call_2"),
    scripted.openaiChat.text("Ordered."),
  ]);
  const { runs } = await run(createOpenAI({ apiKey: "test", fetch: http.fetch }).chat("gpt-test"));
  const message = http.bodies[1].messages.at(-1);
  assert.equal(message.role, "tool");
  assert.equal(message.tool_call_id, "call_1");
  assert.equal(message.content, `{"error":${REFUSAL}}`);
  assert.equal(runs.length, 1);
});

test("OpenAI Responses: a function_call_output holding the refusal object under error", async () => {
  const http = capturingFetch([
    scripted.openaiResponses.call("place_order", { ...validOrder, quantity: 500 }, "call_1"),
    scripted.openaiResponses.call("place_order", validOrder, "call_2"),
    scripted.openaiResponses.text("Ordered."),
  ]);
  const { runs } = await run(createOpenAI({ apiKey: "test", fetch: http.fetch }).responses("gpt-test"));
  const output = http.bodies[1].input.find((item: { type?: string }) => item.type === "function_call_output");
  assert.equal(output.call_id, "call_1");
  assert.equal(output.output, `{"error":${REFUSAL}}`);
  assert.equal(runs.length, 1);
});
