import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { repeatedRefusal, valueObjectMiddleware, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import type { LenientEvent, RefusalEvent } from "@adcodicem/value-objects/arguments";
import { generateText, stepCountIs, streamText, wrapLanguageModel } from "ai";
import { answer, call, scriptedModel, toolResults, type Turn } from "../ai-sdk/support/scripted.js";
import { IBAN, OrderParameters, validOrder } from "../../../../test-support/shop.js";

// a distinctive value on every path: it must never reach an event, a span, an error or a log
const SECRET_QUANTITY = 987_654_321;
const SAME_AGAIN = "This same call was refused before: change the refused argument rather than send it again.";

function orderTool(options: { name?: string; lenient?: boolean } = {}) {
  const runs: unknown[] = [];
  const events: RefusalEvent[] = [];
  const lenientReads: LenientEvent[] = [];
  const placeOrder = valueObjectTool({
    ...options,
    description: "Places an order.",
    parameters: OrderParameters,
    onRefusal: (e) => events.push(e),
    onLenient: (e) => lenientReads.push(e),
    execute: async (order) => (runs.push(order), { orderId: "o-1" }),
  });
  return { placeOrder, runs, events, lenientReads };
}

const bad = { ...validOrder, quantity: SECRET_QUANTITY };
// the same arguments, keys in another order: the same call
const badReordered = Object.fromEntries(Object.entries(bad).reverse());

describe("the same refused call again, on the AI SDK (the conversation execute is handed)", () => {
  for (const [name, run] of Object.entries({
    generateText: (model: any, tools: any, stopWhen: any) => generateText({ model, tools, stopWhen, prompt: "Order." }),
    streamText: async (model: any, tools: any, stopWhen: any) => {
      const r = streamText({ model, tools, stopWhen, prompt: "Order." });
      await r.consumeStream();
    },
  })) {
    test(`${name}: the second identical refused call says repeated 2 and the sentence; a changed call is a first again`, async () => {
      const { placeOrder, events } = orderTool({ name: "place_order" });
      const { model, prompts } = scriptedModel([call("place_order", bad), call("place_order", badReordered), call("place_order", { ...bad, quantity: 0 }), answer("done")]);
      await run(model, { place_order: placeOrder }, stepCountIs(6));
      const outputs = prompts.slice(1).map((p) => toolResults(p).at(-1)!.output as { type: string; value: Record<string, unknown> });
      assert.equal(outputs[0].value.repeated, undefined, "absent on a first refusal");
      assert.equal(outputs[1].value.repeated, 2);
      assert.deepEqual(Object.keys(outputs[1].value), ["error", "argument", "code", "message", "repeated"]);
      assert.ok(String(outputs[1].value.message).endsWith(` ${SAME_AGAIN}`));
      assert.equal(outputs[2].value.repeated, undefined, "other arguments: not the same call");
      assert.deepEqual(events.map((e) => [e.tool, e.repeated, e.pointer, e.kind]), [
        ["place_order", 1, "/quantity", "argument"],
        ["place_order", 2, "/quantity", "argument"],
        ["place_order", 1, "/quantity", "argument"],
      ]);
      assert.doesNotMatch(JSON.stringify(events), new RegExp(String(SECRET_QUANTITY)));
    });
  }

  test("repeatedRefusal(3) ends the run at the third identical refusal: 3 model calls instead of 10", async () => {
    const repeats: Turn[] = Array.from({ length: 10 }, () => call("place_order", bad));
    const without = scriptedModel([...repeats, answer("never")]);
    await generateText({ model: without.model, tools: { place_order: orderTool().placeOrder }, stopWhen: stepCountIs(10), prompt: "Order." });
    const stopped = scriptedModel([...repeats, answer("never")]);
    const result = await generateText({ model: stopped.model, tools: { place_order: orderTool().placeOrder }, stopWhen: [repeatedRefusal(3), stepCountIs(10)], prompt: "Order." });
    assert.equal(without.prompts.length, 10);
    assert.equal(stopped.prompts.length, 3);
    assert.equal((result.steps.at(-1)!.toolResults[0].output as { repeated?: number }).repeated, 3);
  });

  test("a tool without a name counts the same call by its equal arguments refused the same way", async () => {
    const { placeOrder } = orderTool();
    const { model, prompts } = scriptedModel([call("place_order", bad), call("place_order", bad), answer("done")]);
    await generateText({ model, tools: { place_order: placeOrder }, stopWhen: stepCountIs(4), prompt: "Order." });
    assert.equal((toolResults(prompts[2]).at(-1)!.output as { value: { repeated?: number } }).value.repeated, 2);
  });

  test("behind valueObjectMiddleware (openai-strict: forced nulls restored) the count holds", async () => {
    const { placeOrder } = orderTool({ name: "place_order" });
    const scripted = scriptedModel([call("place_order", { ...bad, note: null }), call("place_order", { ...bad, note: null }), answer("done")], { provider: "openai.chat" });
    const model = wrapLanguageModel({ model: scripted.model, middleware: valueObjectMiddleware({ dialect: "openai-strict" }) });
    await generateText({ model, tools: { place_order: placeOrder }, stopWhen: stepCountIs(4), prompt: "Order." });
    assert.equal((toolResults(scripted.prompts[2]).at(-1)!.output as { value: { repeated?: number } }).value.repeated, 2);
  });
});

describe("lenient reading on the AI SDK", () => {
  test("lenient: true reads \"42\" as 42 and a JSON text as the list, reports each read, and execute runs with the values", async () => {
    const { placeOrder, runs, lenientReads } = orderTool({ name: "place_order", lenient: true });
    const { model } = scriptedModel([call("place_order", { ...validOrder, quantity: "42", alternates: JSON.stringify([IBAN]) }), answer("done")]);
    await generateText({ model, tools: { place_order: placeOrder }, stopWhen: stepCountIs(3), prompt: "Order." });
    assert.equal(runs.length, 1);
    assert.equal((runs[0] as { quantity: number }).quantity, 42);
    assert.deepEqual(lenientReads.map((e) => [e.pointer, e.from, e.to]), [["/quantity", "string", "integer"], ["/alternates", "string", "array"]]);
  });

  test("off by default: \"42\" is refused as not parsable, and experimental_repairToolCall is not called (the refusal is a tool result)", async () => {
    const { placeOrder, runs, lenientReads } = orderTool({ name: "place_order" });
    let repairs = 0;
    const { model, prompts } = scriptedModel([call("place_order", { ...validOrder, quantity: "42" }), answer("done")]);
    await generateText({ model, tools: { place_order: placeOrder }, stopWhen: stepCountIs(3), prompt: "Order.", experimental_repairToolCall: async () => (repairs++, null) });
    assert.equal(runs.length, 0);
    assert.equal(repairs, 0);
    assert.equal((toolResults(prompts[1])[0].output as unknown as { value: { code: string } }).value.code, "value_object.not_parsable");
    assert.deepEqual(lenientReads, []);
  });
});

describe("refused answers are seen too (kind: answer)", () => {
  test("valueObjectOutput({ onRefusal }): one event per refused value of the answer, its pointer, never the value", async () => {
    const { valueObjectOutput } = await import("@adcodicem/value-objects-ai/ai-sdk");
    const events: RefusalEvent[] = [];
    const { model } = scriptedModel([answer(JSON.stringify({ iban: IBAN, quantity: SECRET_QUANTITY, country: "XX" }))]);
    const error = await generateText({ model, prompt: "Order.", output: valueObjectOutput(OrderParameters, { onRefusal: (e) => void events.push(e) }) }).then(
      (r) => r.output,
      (e: unknown) => e,
    );
    assert.ok(error instanceof Error);
    assert.deepEqual(events.map((e) => [e.kind, e.pointer, e.argument, e.code, e.tool]), [
      ["answer", "/quantity", "quantity", "value_object.out_of_range", undefined],
      ["answer", "/country", "country", "value_object.not_allowed", undefined],
    ]);
    assert.doesNotMatch(JSON.stringify(events), new RegExp(String(SECRET_QUANTITY)));
  });
});

describe("a plain tool() of value objects behind valueObjectMiddleware", () => {
  test("the same refused call again is marked repeated in the refusal the middleware writes (counted in the prompt, per tool name)", async () => {
    const { tool } = await import("ai");
    const order = tool({ description: "Places an order.", inputSchema: OrderParameters, execute: async () => ({ orderId: "o-1" }) });
    const other = tool({ description: "Places an order too.", inputSchema: OrderParameters, execute: async () => ({ orderId: "o-2" }) });
    const scripted = scriptedModel([call("order", bad), call("other", bad), call("order", badReordered), answer("done")]);
    const model = wrapLanguageModel({ model: scripted.model, middleware: valueObjectMiddleware() });
    await generateText({ model, tools: { order, other }, stopWhen: stepCountIs(5), prompt: "Order." });
    const outputs = toolResults(scripted.prompts[3]).map((r) => (r.output as unknown as { type: string; value: { repeated?: number; message: string } }));
    assert.deepEqual(outputs.map((o) => [o.type, o.value.repeated]), [["error-json", undefined], ["error-json", undefined], ["error-json", 2]]);
    assert.ok(outputs[2].value.message.endsWith(SAME_AGAIN));
  });
});
