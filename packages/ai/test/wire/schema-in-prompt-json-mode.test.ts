// The schema-in-prompt fallback (`schemaInPrompt: true`, for a model without native
// structured output) still asks for the provider's JSON mode where it has one: OpenAI's
// `json_object`, Ollama's `format: "json"`, Gemini's JSON MIME type. Anthropic has none
// (its JSON is a schema or a tool): its call asks for text. At the wire: the real provider
// packages through the real `generateText`, their HTTP bodies captured.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generateChecked, valueObjectMiddleware, valueObjectOutput } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, wrapLanguageModel } from "ai";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { answerOf, model, type Provider } from "./provider-cases.js";

const Order = vo.object({ quantity: vo.integer("Quantity", { minimum: 1, maximum: 100 }) });
const answerText = '{"quantity":3}';

/** Where each provider says JSON mode in its body, and what a call without it holds there. */
const jsonModeAt: Record<Provider, { readonly at: (body: any) => unknown; readonly json: unknown }> = {
  "openai-chat": { at: (b) => b.response_format, json: { type: "json_object" } },
  "openai-responses": { at: (b) => b.text?.format, json: { type: "json_object" } },
  google: { at: (b) => b.generationConfig?.responseMimeType, json: "application/json" },
  ollama: { at: (b) => b.format, json: "json" },
  anthropic: { at: (b) => b.output_config, json: undefined },
};

describe("schemaInPrompt asks for the provider's JSON mode", () => {
  for (const provider of Object.keys(jsonModeAt) as Provider[]) {
    const { at, json } = jsonModeAt[provider];
    test(`${provider}, through valueObjectMiddleware({ schemaInPrompt: true })`, async () => {
      const wire = capturingFetch(() => answerOf[provider](answerText));
      const wrapped = wrapLanguageModel({ model: model(provider, wire.fetch), middleware: valueObjectMiddleware({ schemaInPrompt: true }) });
      const { output, warnings } = await generateText({ model: wrapped, prompt: "Order.", output: valueObjectOutput(Order) });
      assert.deepEqual(output, { quantity: 3 });
      const body = wire.bodies[0] as any;
      assert.deepEqual(at(body), json);
      // the schema travels as text, never as the provider's schema
      assert.ok(JSON.stringify(body).includes("Answer with one JSON value"));
      assert.ok(!JSON.stringify(body).includes('"json_schema"'));
      assert.deepEqual(warnings ?? [], [], "no warning: JSON mode is asked only where the provider has it");
    });

    test(`${provider}, through generateChecked({ schemaInPrompt: true })`, async () => {
      const wire = capturingFetch(() => answerOf[provider](answerText));
      const checked = await generateChecked({ model: model(provider, wire.fetch), prompt: "Order.", output: valueObjectOutput(Order), schemaInPrompt: true });
      assert.deepEqual(checked.value, { quantity: 3 });
      assert.deepEqual(at(wire.bodies[0] as any), json);
    });
  }
});
