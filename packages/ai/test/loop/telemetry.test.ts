import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, stepCountIs } from "ai";
import { answer, call, scriptedModel } from "../ai-sdk/support/scripted.js";
import { OrderParameters, validOrder } from "../../../../test-support/shop.js";

// the real OpenTelemetry SDK, its in-memory exporter, and a context manager so the active span follows the run
const exporter = new InMemorySpanExporter();
const contextManager = new AsyncLocalStorageContextManager();
before(() => {
  context.setGlobalContextManager(contextManager.enable());
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
});
after(() => {
  trace.disable();
  context.disable();
});

const SECRET = "SECRET-NOTE-5b1e-" + "x".repeat(300);

test("each refusal is a span event value_object.refusal on the active span, with the event's fields as attributes, never the value", async () => {
  const placeOrder = valueObjectTool({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: () => "ok" });
  const { model } = scriptedModel([call("place_order", { ...validOrder, quantity: 0, note: SECRET }), call("place_order", { ...validOrder, quantity: 0, note: SECRET }), answer("done")]);
  await trace.getTracer("test").startActiveSpan("agent", async (span) => {
    await generateText({ model, tools: { place_order: placeOrder }, stopWhen: stepCountIs(4), prompt: "Order." });
    span.end();
  });
  const [agent] = exporter.getFinishedSpans().filter((s) => s.name === "agent");
  const events = agent.events.filter((e) => e.name === "value_object.refusal");
  assert.equal(events.length, 4, "two refused calls, two refused arguments each");
  assert.deepEqual(events[0].attributes, { tool: "place_order", code: "value_object.out_of_range", pointer: "/quantity", argument: "quantity", repeated: 1, kind: "argument" });
  assert.equal(events[2].attributes?.repeated, 2);
  assert.deepEqual(events.map((e) => e.attributes?.pointer), ["/quantity", "/note", "/quantity", "/note"]);
  assert.doesNotMatch(JSON.stringify(exporter.getFinishedSpans().map((s) => [s.attributes, s.events])), /SECRET/);
});
