// Refusals as span events on an MCP server, with the real OpenTelemetry SDK's in-memory exporter.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { call, connectInMemory } from "./support/connect.js";
import { IBAN, OrderParameters } from "./support/domain.js";

const exporter = new InMemorySpanExporter();
before(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
});
after(() => {
  trace.disable();
  context.disable();
});

const SECRET = "SECRET-MCP-" + "y".repeat(250);

test("each refusal of a tools/call is a span event value_object.refusal on the span active in the handler's context, never the value", async () => {
  const server = new McpServer({ name: "shop", version: "1.0.0" });
  // a span around each call, as an instrumented server makes one
  const tracer = trace.getTracer("test");
  registerValueObjectTool(server, "place_order", { description: "Places an order.", parameters: OrderParameters }, () => ({ content: [{ type: "text", text: "ok" }] }));
  const { client, close } = await connectInMemory(server);
  try {
    await tracer.startActiveSpan("tools/call", async (span) => {
      // the client and server share this process: the server's handler runs in the span's context
      await call(client, "place_order", { iban: IBAN, quantity: 0, country: "FR", note: SECRET });
      await call(client, "place_order", { iban: IBAN, quantity: 0, country: "FR", note: SECRET });
      span.end();
    });
  } finally {
    await close();
  }
  const [span] = exporter.getFinishedSpans().filter((s) => s.name === "tools/call");
  const events = span.events.filter((e) => e.name === "value_object.refusal");
  assert.deepEqual(events.map((e) => [e.attributes?.tool, e.attributes?.pointer, e.attributes?.repeated, e.attributes?.kind]), [
    ["place_order", "/quantity", 1, "argument"],
    ["place_order", "/note", 1, "argument"],
    ["place_order", "/quantity", 2, "argument"],
    ["place_order", "/note", 2, "argument"],
  ]);
  assert.doesNotMatch(JSON.stringify(exporter.getFinishedSpans().map((s) => [s.attributes, s.events])), /SECRET/);
});
