// The proof at the wire: the real provider packages, called through the real `generateText`,
// send a lowered schema in which every rule of every value object is found, and no keyword
// the provider rejects. The bodies are kept as fixtures under test/fixtures/wire/.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Output, generateText, jsonSchema, tool } from "ai";
import type { JsonSchema } from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { anthropicKeywords } from "../../src/dialects/anthropic.js";
import { findMissingRules } from "../dialects/rule-carriers.js";
import { strictForm } from "../dialects/strict-form.js";
import { orderSchema, orderValue } from "../dialects/value-objects.js";
import { matchesFixture } from "./capture.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { CASES, type WireCase, answerOf, answerSchemaAt, answerStrictAt, model, toolAt, toolSchemaAt } from "./provider-cases.js";

async function send(c: WireCase, lowered: JsonSchema) {
  const reshaped = c.dialect === "openai-strict" || (c.dialect === "anthropic" && (c.purpose === "response-format" || c.strict === true));
  const text = JSON.stringify(reshaped ? strictForm(orderValue, orderSchema(), c.dialect === "openai-strict") : orderValue);
  const wire = capturingFetch(() => answerOf[c.provider](text));
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
