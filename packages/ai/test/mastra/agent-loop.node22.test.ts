// The proof at the wire for Mastra (it asks Node >= 22.13: run by the Node 24 pass of CI):
// the real Mastra Agent and the real @ai-sdk/openai chat model on a scripted `fetch`. The
// bodies sent are kept as fixtures under fixtures/wire/.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "@adcodicem/value-objects-ai";
import { valueObjectTool } from "@adcodicem/value-objects-ai/mastra";
import { createOpenAI } from "@ai-sdk/openai";
import { Agent } from "@mastra/core/agent";
import type { MastraModelConfig } from "@mastra/core/llm";
import { matchesFixture } from "../wire/capture.js";
import { assertSeveralRefused, IBAN, OrderParameters, refusalFor500, refusedOrder, severalRefused } from "../frameworks/support/order.js";
import { answer, call, scriptedOpenai, type Turn } from "../frameworks/support/scripted-openai.js";

function run(script: readonly Turn[], tools: Record<string, any>) {
  const server = scriptedOpenai(script);
  // Mastra types LanguageModelV4 from its own copy of @ai-sdk/provider (4.0.17); the model is the same at run time
  const model = createOpenAI({ apiKey: "test", fetch: server.fetch }).chat("gpt-4o") as unknown as MastraModelConfig;
  const agent = new Agent({ id: "shop", name: "Shop", instructions: "Take orders.", model, tools });
  return { server, result: agent.generate("Order 500 items to fr.", { maxSteps: 5 }) };
}

const toolMessagesOf = (body: Record<string, any>) => body.messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
const languageModel = vo.toJsonSchema(OrderParameters, { profile: "languageModel", target: "draft-07" });

describe("Mastra: valueObjectTool in the real Agent", () => {
  test("the lowered schema is sent as it is, the refusal reaches the next request as the tool's result, the corrected call runs once with the values read", async () => {
    const calls: unknown[] = [];
    const placeOrder = valueObjectTool({
      id: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      execute: (order) => {
        calls.push(order);
        return `Ordered ${order.quantity} for ${order.country}.`;
      },
    });
    const { server, result } = run([call("place_order", refusedOrder), call("place_order", { iban: IBAN, quantity: 5, country: "fr", extras: { A1: 2 } }), answer("Done.")], { place_order: placeOrder });
    assert.equal((await result).text, "Done.");
    const [first, second, third] = server.bodies;
    assert.equal(server.bodies.length, 3);
    // Mastra's own schema layer is bypassed: the openai dialect as lowered, not strict
    const sent = first.tools[0].function;
    assert.equal(sent.strict, false);
    assert.deepEqual(sent.parameters, lowerSchema(languageModel, "openai", { purpose: "tool" }));
    // the refusal object, byte for byte, as the tool's result: no arguments echoed
    assert.deepEqual(toolMessagesOf(second), [refusalFor500]);
    assert.deepEqual(calls, [{ iban: IBAN, quantity: 5, country: "FR", extras: { A1: 2 } }]);
    assert.deepEqual(toolMessagesOf(third), [refusalFor500, "Ordered 5 for FR."]);
    matchesFixture("mastra-order", server.bodies);
  });

  test("strict: an optional member and a record come back as null and pairs and are read; Mastra's layer moves pattern and bounds into the description", async () => {
    const calls: unknown[] = [];
    const placeOrder = valueObjectTool({ id: "place_order", description: "Places an order.", parameters: OrderParameters, strict: true, execute: (order) => (calls.push(order), "Ordered.") });
    const { server, result } = run(
      [call("place_order", { ...refusedOrder, note: null, extras: null }), call("place_order", { iban: IBAN, quantity: 5, country: "fr", note: null, extras: [{ key: "A1", value: 2 }] }), answer("Done.")],
      { place_order: placeOrder },
    );
    await result;
    const sent = server.bodies[0].tools[0].function;
    assert.equal(sent.strict, true);
    const strict = lowerSchema(languageModel, "openai-strict", { purpose: "tool" }) as { required: string[]; properties: Record<string, any> };
    assert.deepEqual(sent.parameters.required, strict.required);
    assert.deepEqual(sent.parameters.properties.note, strict.properties.note);
    assert.deepEqual(sent.parameters.properties.extras.type, ["array", "null"]);
    // every rule still reaches the model: Mastra's layer turns the pattern and the bounds into its own sentences
    assert.equal(sent.parameters.properties.iban.pattern, undefined);
    assert.ok(sent.parameters.properties.iban.description.endsWith(`constraints: input must match this regex ${strict.properties.iban.pattern}`));
    assert.match(sent.parameters.properties.quantity.description, /constraints: greater than or equal to 1, lower than or equal to 100$/);
    assert.deepEqual(toolMessagesOf(server.bodies[1]), [refusalFor500]);
    assert.deepEqual(calls, [{ iban: IBAN, quantity: 5, country: "FR", extras: { A1: 2 } }]);
    matchesFixture("mastra-order-strict", server.bodies);
  });

  test("several refused arguments come back in one refusal, nested ones with a JSON Pointer; execute is not run", async () => {
    let ran = 0;
    const placeOrder = valueObjectTool({ id: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => ++ran });
    const { server, result } = run([call("place_order", severalRefused), answer("Sorry.")], { place_order: placeOrder });
    await result;
    assert.equal(ran, 0);
    assertSeveralRefused(toolMessagesOf(server.bodies[1])[0]);
  });

  test("what execute throws keeps Mastra's handling", async () => {
    const failing = valueObjectTool({
      id: "place_order",
      description: "Places an order.",
      parameters: OrderParameters,
      execute: () => {
        throw new Error("The shop is closed.");
      },
    });
    const { server, result } = run([call("place_order", { iban: IBAN, quantity: 5, country: "DE" }), answer("Sorry.")], { place_order: failing });
    await result;
    const [content] = toolMessagesOf(server.bodies[1]);
    assert.match(content, /The shop is closed\./);
    assert.doesNotMatch(content, /invalid_argument/);
  });
});

describe("Mastra: an explicit dialect", () => {
  test("the tool sends that dialect's lowering as it is (gemini)", async () => {
    const placeOrder = valueObjectTool({ id: "place_order", description: "Places an order.", parameters: OrderParameters, dialect: "gemini", execute: () => "ok" });
    const { server, result } = run([answer("Done.")], { place_order: placeOrder });
    assert.equal((await result).text, "Done.");
    const expected = lowerSchema(languageModel, "gemini", { purpose: "tool" });
    assert.deepEqual(server.bodies[0].tools[0].function.parameters, expected);
    assert.notDeepEqual(expected, lowerSchema(languageModel, "openai", { purpose: "tool" }), "the gemini lowering is not the default's");
  });
});
