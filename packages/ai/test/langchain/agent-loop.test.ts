// The proof at the wire for LangChain: the real createAgent loop and the real ChatOpenAI
// (Chat Completions) on a scripted `fetch`. The bodies sent are kept as fixtures under fixtures/wire/.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "@adcodicem/value-objects-ai";
import { valueObjectTool } from "@adcodicem/value-objects-ai/langchain";
import { ChatOpenAI } from "@langchain/openai";
import { createAgent } from "langchain";
import { matchesFixture } from "../wire/capture.js";
import { assertSeveralRefused, IBAN, OrderParameters, refusalFor500, refusedOrder, severalRefused } from "../frameworks/support/order.js";
import { answer, call, scriptedOpenai, type Turn } from "../frameworks/support/scripted-openai.js";

function run(script: readonly Turn[], tools: any[], options: { strict?: boolean } = {}) {
  const server = scriptedOpenai(script);
  const model = new ChatOpenAI({ model: "gpt-4o", apiKey: "test", configuration: { fetch: server.fetch }, ...(options.strict ? { supportsStrictToolCalling: true } : {}) });
  const agent = createAgent({ model, tools });
  return { server, result: agent.invoke({ messages: [{ role: "user", content: "Order 500 items to fr." }] }) };
}

const toolMessagesOf = (body: Record<string, any>) => body.messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
const languageModel = vo.toJsonSchema(OrderParameters, { profile: "languageModel", target: "draft-07" });

describe("LangChain: valueObjectTool in the real createAgent loop", () => {
  test("the lowered schema is sent, the refusal reaches the next request as an error ToolMessage, the corrected call runs once with the values read", async () => {
    const calls: unknown[] = [];
    const placeOrder = valueObjectTool(
      (order) => {
        calls.push(order);
        return `Ordered ${order.quantity} for ${order.country}.`;
      },
      { name: "place_order", description: "Places an order.", parameters: OrderParameters },
    );
    const { server, result } = run([call("place_order", refusedOrder), call("place_order", { iban: IBAN, quantity: 5, country: "fr", extras: { A1: 2 } }), answer("Done.")], [placeOrder]);
    const { messages } = await result;
    const [first, second, third] = server.bodies;
    assert.equal(server.bodies.length, 3);
    // LangChain sends tools without strict: the openai dialect, every rule a keyword and a sentence
    const sent = first.tools[0].function;
    assert.equal(sent.strict, undefined);
    assert.deepEqual(sent.parameters, lowerSchema(languageModel, "openai", { purpose: "tool" }));
    assert.deepEqual(sent.parameters.properties.quantity, { description: "A quantity ordered.\n\nThe value must be greater than or equal to 1. The value must be less than or equal to 100.", type: "integer", minimum: 1, maximum: 100 });
    // the refusal object, byte for byte: no arguments echoed, no stack trace
    assert.deepEqual(toolMessagesOf(second), [refusalFor500]);
    const refused = messages.find((m) => m.type === "tool");
    assert.equal((refused as any).status, "error");
    assert.deepEqual(calls, [{ iban: IBAN, quantity: 5, country: "FR", extras: { A1: 2 } }]);
    assert.deepEqual(toolMessagesOf(third), [refusalFor500, "Ordered 5 for FR."]);
    matchesFixture("langchain-order", server.bodies);
  });

  test("strict mode: the openai-strict schema is sent with strict: true; an optional member and a record come back as null and pairs and are read", async () => {
    const calls: unknown[] = [];
    const placeOrder = valueObjectTool((order) => (calls.push(order), "Ordered."), { name: "place_order", description: "Places an order.", parameters: OrderParameters, strict: true });
    const { server, result } = run(
      [call("place_order", { ...refusedOrder, note: null, extras: null }), call("place_order", { iban: IBAN, quantity: 5, country: "fr", note: null, extras: [{ key: "A1", value: 2 }] }), answer("Done.")],
      [placeOrder],
      { strict: true },
    );
    await result;
    const sent = server.bodies[0].tools[0].function;
    assert.equal(sent.strict, true);
    assert.deepEqual(sent.parameters, lowerSchema(languageModel, "openai-strict", { purpose: "tool" }));
    assert.deepEqual(toolMessagesOf(server.bodies[1]), [refusalFor500]);
    assert.deepEqual(calls, [{ iban: IBAN, quantity: 5, country: "FR", extras: { A1: 2 } }]);
    matchesFixture("langchain-order-strict", server.bodies);
  });

  test("several refused arguments come back in one refusal, nested ones with a JSON Pointer; the function is not run", async () => {
    let ran = 0;
    const placeOrder = valueObjectTool(() => ++ran, { name: "place_order", description: "Places an order.", parameters: OrderParameters });
    const { server, result } = run([call("place_order", severalRefused), answer("Sorry.")], [placeOrder]);
    await result;
    assert.equal(ran, 0);
    assertSeveralRefused(toolMessagesOf(server.bodies[1])[0]);
  });

  test("what the function throws keeps LangChain's handling", async () => {
    const failing = valueObjectTool(
      () => {
        throw new Error("The shop is closed.");
      },
      { name: "place_order", description: "Places an order.", parameters: OrderParameters },
    );
    const { server, result } = run([call("place_order", { iban: IBAN, quantity: 5, country: "DE" }), answer("Sorry.")], [failing]);
    await result;
    const [content] = toolMessagesOf(server.bodies[1]);
    // createAgent's own error handling: its text, with the thrown message
    assert.match(content, /The shop is closed\./);
    assert.doesNotMatch(content, /invalid_argument/);
  });

  test("invoked directly with a tool call, the refusal is a ToolMessage with status error", async () => {
    const placeOrder = valueObjectTool(() => "ran", { name: "place_order", description: "Places an order.", parameters: OrderParameters });
    const message = await placeOrder.invoke({ type: "tool_call", id: "call_9", name: "place_order", args: refusedOrder });
    assert.equal(message.constructor.name, "ToolMessage");
    assert.equal((message as any).status, "error");
    assert.equal((message as any).tool_call_id, "call_9");
    assert.equal((message as any).content, refusalFor500);
  });
});

describe("LangChain: an explicit dialect", () => {
  test("the tool sends that dialect's lowering (gemini)", async () => {
    const placeOrder = valueObjectTool(() => "ok", { name: "place_order", description: "Places an order.", parameters: OrderParameters, dialect: "gemini" });
    const { server, result } = run([answer("Done.")], [placeOrder]);
    await result;
    const expected = lowerSchema(languageModel, "gemini", { purpose: "tool" });
    assert.deepEqual(server.bodies[0].tools[0].function.parameters, expected);
    assert.notDeepEqual(expected, lowerSchema(languageModel, "openai", { purpose: "tool" }), "the gemini lowering is not the default's");
  });
});
