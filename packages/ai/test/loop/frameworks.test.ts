// The loop around a refusal at the wire of each framework: the real SDK on a scripted fetch.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { Agent, Runner, setTracingDisabled } from "@openai/agents";
import { OpenAIProvider } from "@openai/agents-openai";
import { ChatOpenAI } from "@langchain/openai";
import { createAgent } from "langchain";
import { type LenientEvent, type RefusalEvent, REPEATED_REFUSAL, RepeatedRefusalError } from "@adcodicem/value-objects/arguments";
import { valueObjectFunction } from "@adcodicem/value-objects-ai/openai";
import { valueObjectOutputFormat, valueObjectTool as anthropicTool } from "@adcodicem/value-objects-ai/anthropic";
import { valueObjectTool as agentsTool } from "@adcodicem/value-objects-ai/openai-agents";
import { valueObjectTool as langchainTool } from "@adcodicem/value-objects-ai/langchain";
import { IBAN, OrderParameters } from "../frameworks/support/order.js";
import { answer, call, scriptedOpenai, type Turn } from "../frameworks/support/scripted-openai.js";
import { anthropicTurns } from "./support/anthropic-turns.js";

setTracingDisabled(true);

const SECRET = 31_415_926;
const bad = { iban: IBAN, quantity: SECRET, country: "FR" };
const badReordered = { country: "FR", quantity: SECRET, iban: IBAN };
const SAME_AGAIN = "This same call was refused before: change the refused argument rather than send it again.";
const repeatOf = (text: string) => (JSON.parse(text) as { repeated?: number }).repeated;
const toolContents = (body: Record<string, any>) => body.messages.filter((m: any) => m.role === "tool").map((m: any) => m.content as string);
const noSecret = (...what: unknown[]) => assert.doesNotMatch(JSON.stringify(what, (_k, v) => (v instanceof Error ? { ...v, message: v.message, stack: v.stack } : v)), new RegExp(String(SECRET)));

function hooks() {
  const refusals: RefusalEvent[] = [];
  const lenientReads: LenientEvent[] = [];
  return { refusals, lenientReads, onRefusal: (e: RefusalEvent) => void refusals.push(e), onLenient: (e: LenientEvent) => void lenientReads.push(e) };
}

describe("openai runTools", () => {
  const runTools = (script: Turn[], tool: any) => {
    const server = scriptedOpenai(script);
    const runner = new OpenAI({ apiKey: "test", fetch: server.fetch, maxRetries: 0 }).chat.completions.runTools({ model: "gpt-4o", messages: [{ role: "user", content: "Order." }], tools: [tool] });
    return { server, runner };
  };

  test("the second identical refused call (keys reordered) says repeated 2; maxRepeatedRefusals: 3 ends the run with RepeatedRefusalError at the third", async () => {
    const h = hooks();
    const placeOrder = valueObjectFunction({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => "ok", maxRepeatedRefusals: 3, onRefusal: h.onRefusal });
    const { server, runner } = runTools([call("place_order", bad), call("place_order", badReordered), call("place_order", bad), answer("never")], placeOrder);
    const thrown = await runner.finalContent().then(() => undefined, (e: unknown) => e);
    // runTools rejects with its own OpenAIError, whose cause is what the function threw
    const error = (thrown as { cause?: unknown }).cause;
    assert.ok(error instanceof RepeatedRefusalError, String(thrown));
    assert.equal(error.code, REPEATED_REFUSAL);
    assert.equal(error.tool, "place_order");
    assert.equal(server.bodies.length, 3, "no fourth model call");
    const contents = toolContents(server.bodies[2]);
    assert.equal(repeatOf(contents[0]), undefined);
    assert.equal(repeatOf(contents[1]), 2);
    assert.ok(contents[1].includes(SAME_AGAIN));
    assert.deepEqual(h.refusals.map((e) => [e.tool, e.repeated, e.dialect, e.kind]), [["place_order", 1, "openai-strict", "argument"], ["place_order", 2, "openai-strict", "argument"], ["place_order", 3, "openai-strict", "argument"]]);
    noSecret(h.refusals, thrown, error, server.bodies.map(toolContents));
  });

  test("an accepted call starts the count again; lenient reads \"7\" for the quantity", async () => {
    const h = hooks();
    const runs: unknown[] = [];
    const placeOrder = valueObjectFunction({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: (a) => (runs.push(a), "ok"), lenient: true, onLenient: h.onLenient, strict: false });
    const { server, runner } = runTools([call("place_order", bad), call("place_order", { ...bad, quantity: "7" }), call("place_order", bad), answer("done")], placeOrder);
    await runner.finalContent();
    assert.equal((runs[0] as { quantity: number }).quantity, 7);
    assert.deepEqual(h.lenientReads, [{ tool: "place_order", pointer: "/quantity", argument: "quantity", from: "string", to: "integer" }]);
    assert.equal(repeatOf(toolContents(server.bodies[3])[2]), undefined, "after an accepted call, a first again");
  });
});

describe("@openai/agents", () => {
  const run = (script: Turn[], tool: any) => {
    const server = scriptedOpenai(script);
    const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: new OpenAI({ apiKey: "test", fetch: server.fetch }) }) });
    return { server, result: runner.run(new Agent({ name: "Shop", instructions: "Take orders.", model: "gpt-4o", tools: [tool] }), "Order.") };
  };
  const outputs = (body: Record<string, any>) => body.input.filter((i: any) => i.type === "function_call_output").map((i: any) => i.output as string);

  test("the marker reaches the model; maxRepeatedRefusals: 2 ends the run with RepeatedRefusalError (not the SDK's error sentence)", async () => {
    const h = hooks();
    const placeOrder = agentsTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => "ok", maxRepeatedRefusals: 2, onRefusal: h.onRefusal });
    const { server, result } = run([call("place_order", bad), call("place_order", badReordered), answer("never")], placeOrder);
    const thrown = await result.then(() => undefined, (e: unknown) => e);
    // the Runner rejects with its ToolCallError, whose `error` is what the tool threw
    const error = (thrown as { error?: unknown }).error;
    assert.ok(error instanceof RepeatedRefusalError, String(thrown));
    assert.equal(server.bodies.length, 2);
    assert.equal(repeatOf(outputs(server.bodies[1])[0]), undefined);
    assert.deepEqual(h.refusals.map((e) => e.repeated), [1, 2]);
    // the SDK's ToolCallError carries the run's state (the model's own arguments): ours carries none
    noSecret(h.refusals, error);
  });

  test("without maxRepeatedRefusals the run goes on, the second refusal marked", async () => {
    const placeOrder = agentsTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => "ok" });
    const { server, result } = run([call("place_order", bad), call("place_order", bad), answer("done")], placeOrder);
    assert.equal((await result).finalOutput, "done");
    assert.equal(repeatOf(outputs(server.bodies[2])[1]), 2);
  });
});

describe("Anthropic toolRunner (the marker only: its max_iterations ends a loop)", () => {
  test("the second identical refused call is marked, with is_error; onRefusal sees both; lenient reads a JSON text for the record", async () => {
    const h = hooks();
    const placeOrder = anthropicTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, run: () => "ok", onRefusal: h.onRefusal, lenient: true, onLenient: h.onLenient });
    const { wire, results } = anthropicTurns([call("place_order", bad), call("place_order", badReordered), call("place_order", { ...bad, quantity: 2, extras: '{"A1":"2"}' }), answer("done")]);
    await new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 }).beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 100, messages: [{ role: "user", content: "Order." }], tools: [placeOrder] });
    const [first, second] = results();
    assert.equal(first.is_error, true);
    assert.equal(repeatOf(first.content), undefined);
    assert.equal(repeatOf(second.content), 2);
    assert.deepEqual(h.refusals.map((e) => [e.repeated, e.dialect]), [[1, "anthropic"], [2, "anthropic"]]);
    assert.deepEqual(h.lenientReads.map((e) => [e.pointer, e.to]), [["/extras", "object"], ["/extras/A1", "integer"]]);
    noSecret(h.refusals, results());
  });
});

describe("LangChain createAgent (the marker only: its recursionLimit ends a loop)", () => {
  test("the second identical refused call is marked in the error ToolMessage; onRefusal sees it", async () => {
    const h = hooks();
    const placeOrder = langchainTool(() => "ok", { name: "place_order", description: "Places an order.", parameters: OrderParameters, onRefusal: h.onRefusal });
    const server = scriptedOpenai([call("place_order", bad), call("place_order", badReordered), answer("done")]);
    const agent = createAgent({ model: new ChatOpenAI({ model: "gpt-4o", apiKey: "test", configuration: { fetch: server.fetch } }), tools: [placeOrder] });
    await agent.invoke({ messages: [{ role: "user", content: "Order." }] });
    const contents = toolContents(server.bodies[2]);
    assert.equal(repeatOf(contents[0]), undefined);
    assert.equal(repeatOf(contents[1]), 2);
    assert.deepEqual(h.refusals.map((e) => [e.tool, e.repeated, e.dialect]), [["place_order", 1, "openai"], ["place_order", 2, "openai"]]);
    noSecret(h.refusals);
  });
});

describe("refused answers on the SDKs' own structured outputs (kind: answer)", () => {
  test("Anthropic valueObjectOutputFormat({ onRefusal }): the parse fails, one event per refused value with the dialect, never the value", async () => {
    const h = hooks();
    const format = valueObjectOutputFormat(OrderParameters, { onRefusal: h.onRefusal });
    const wire = scriptedOpenai([answer(JSON.stringify({ iban: IBAN, quantity: SECRET, country: "FR" }))]);
    const client = new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
    const failed = await client.beta.messages.parse({ model: "claude-sonnet-4-5", max_tokens: 100, messages: [{ role: "user", content: "Order." }], output_config: { format } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(failed instanceof Error);
    assert.deepEqual(h.refusals.map((e) => [e.kind, e.pointer, e.code, e.dialect]), [["answer", "/quantity", "value_object.out_of_range", "anthropic"]]);
    noSecret(h.refusals);
  });
});
