// A plain AI SDK tool({ inputSchema }) whose schema is a value-object schema, behind
// valueObjectMiddleware: the model gets the refusal object, never the AI SDK's error text
// (which quotes the whole input); and provider limits stop a request before it leaves.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, jsonSchema, stepCountIs, tool, wrapLanguageModel } from "ai";
import * as vo from "@adcodicem/value-objects";
import { valueObjectMiddleware, valueObjectTool } from "../../src/ai-sdk/index.js";
import { ProviderLimitError } from "../../src/dialects/index.js";
import { IBAN, OrderParameters, QUANTITY_REFUSAL } from "../sdk/support/tools.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { matchesFixture } from "./capture.js";

const SECRET_NOTE = "door code 4711";

describe("a plain tool() of value objects behind the middleware", () => {
  test("openai chat: the refusal object in the tool message (under error, as for valueObjectTool); no input quoted; the corrected call runs once", async () => {
    const calls: unknown[] = [];
    // strict: the model sends the strict form (a tool without `strict` goes out not strict)
    const order = tool({
      description: "Places an order.",
      inputSchema: OrderParameters,
      strict: true,
      execute: async (args) => {
        calls.push(args);
        return { orderId: "ord-0001" };
      },
    });
    const wire = capturingFetch([
      scripted.openaiChat.call("order", { iban: IBAN, quantity: 500, country: "fr", alternates: null, note: SECRET_NOTE }),
      scripted.openaiChat.call("order", { iban: IBAN, quantity: 2, country: "fr", alternates: null, note: null }, "call_2"),
      scripted.openaiChat.text("Ordered."),
    ]);
    const model = wrapLanguageModel({ model: createOpenAI({ apiKey: "test", fetch: wire.fetch }).chat("gpt-4o"), middleware: valueObjectMiddleware() });
    const result = await generateText({ model, tools: { order }, stopWhen: stepCountIs(5), prompt: "Order 500 units." });
    assert.equal(result.text, "Ordered.");
    const toolMessage = wire.bodies[1].messages.at(-1);
    assert.equal(toolMessage.role, "tool");
    assert.equal(toolMessage.content, `{"error":${JSON.stringify(QUANTITY_REFUSAL)}}`, "the provider's envelope for error-json, the object byte for byte inside");
    const second = JSON.stringify(wire.bodies[1].messages.filter((m: any) => m.role === "tool"));
    assert.equal(second.includes(SECRET_NOTE), false, "the model's input is not quoted back to it");
    assert.equal(second.includes("Type validation failed"), false, "no AI SDK error text");
    assert.deepEqual(calls, [{ iban: IBAN, quantity: 2, country: "FR", alternates: [] }]);
    wire.bodies.forEach((body, i) => matchesFixture(`openai-chat-plain-tool-${i + 1}`, body));
  });

  test("anthropic: the refusal object in an is_error tool_result", async () => {
    const order = tool({ description: "Places an order.", inputSchema: OrderParameters, execute: async () => ({ orderId: "ord-0001" }) });
    const wire = capturingFetch([scripted.anthropic.call("order", { iban: IBAN, quantity: 500, country: "FR", note: SECRET_NOTE }), scripted.anthropic.text("Sorry.")]);
    const model = wrapLanguageModel({ model: createAnthropic({ apiKey: "test", fetch: wire.fetch })("claude-sonnet-4-5"), middleware: valueObjectMiddleware() });
    await generateText({ model, tools: { order }, stopWhen: stepCountIs(5), prompt: "Order 500 units." });
    const result = wire.bodies[1].messages.at(-1).content.find((block: any) => block.type === "tool_result");
    assert.equal(result.is_error, true);
    assert.equal(JSON.stringify(result).includes(SECRET_NOTE), false);
    assert.equal(result.content, JSON.stringify(QUANTITY_REFUSAL));
  });

  test("arguments that are not JSON, for a plain tool and a valueObjectTool: the not-an-object refusal, nothing of the text quoted, execute not run", async () => {
    const NOT_AN_OBJECT = { error: "invalid_argument", code: "value_object.not_parsable", message: "The arguments are not an object." };
    for (const text of [`{"quantity": 5, "note": "${SECRET_NOTE}"`, SECRET_NOTE, `{"note": "${SECRET_NOTE}"}}`]) {
      for (const kind of ["plain", "valueObjectTool"] as const) {
        const calls: unknown[] = [];
        const execute = async (args: unknown) => {
          calls.push(args);
          return { orderId: "ord-0001" };
        };
        const order =
          kind === "plain"
            ? tool({ description: "Places an order.", inputSchema: OrderParameters, strict: true, execute })
            : valueObjectTool({ description: "Places an order.", parameters: OrderParameters, strict: true, execute });
        const wire = capturingFetch([
          scripted.openaiChat.call("order", text),
          scripted.openaiChat.call("order", { iban: IBAN, quantity: 2, country: "fr", alternates: null, note: null }, "call_2"),
          scripted.openaiChat.text("Ordered."),
        ]);
        const model = wrapLanguageModel({ model: createOpenAI({ apiKey: "test", fetch: wire.fetch }).chat("gpt-4o"), middleware: valueObjectMiddleware() });
        const result = await generateText({ model, tools: { order }, stopWhen: stepCountIs(5), prompt: "Order." });
        assert.equal(result.text, "Ordered.", `${kind}, ${text}`);
        const toolMessage = wire.bodies[1].messages.at(-1);
        assert.equal(toolMessage.content, `{"error":${JSON.stringify(NOT_AN_OBJECT)}}`, `${kind}, ${text}`);
        assert.equal(JSON.stringify(wire.bodies.slice(1)).includes("4711"), false, `${kind}: nothing of the text is sent back`);
        assert.deepEqual(calls, [{ iban: IBAN, quantity: 2, country: "FR", alternates: [] }], `${kind}: only the corrected call runs`);
      }
    }
  });

  test("an execute that throws on valid arguments keeps the AI SDK's own handling", async () => {
    const order = tool({
      inputSchema: OrderParameters,
      strict: true,
      execute: async (): Promise<string> => {
        throw new Error("warehouse closed");
      },
    });
    const wire = capturingFetch([scripted.openaiChat.call("order", { iban: IBAN, quantity: 2, country: "FR", alternates: null, note: null }), scripted.openaiChat.text("Sorry.")]);
    const model = wrapLanguageModel({ model: createOpenAI({ apiKey: "test", fetch: wire.fetch }).chat("gpt-4o"), middleware: valueObjectMiddleware() });
    await generateText({ model, tools: { order }, stopWhen: stepCountIs(5), prompt: "Order." });
    assert.match(wire.bodies[1].messages.at(-1).content, /warehouse closed/);
  });
});

describe("provider limits in the middleware: no request leaves", () => {
  const Code = vo.oneOf("Code", Array.from({ length: 1001 }, (_, i) => `c${i}`) as [string, ...string[]]);

  test("OpenAI strict: a oneOf of 1,001 values", async () => {
    const wire = capturingFetch([]);
    const model = wrapLanguageModel({ model: createOpenAI({ apiKey: "test", fetch: wire.fetch }).chat("gpt-4o"), middleware: valueObjectMiddleware() });
    await assert.rejects(
      generateText({ model, tools: { pick: tool({ inputSchema: vo.object({ code: Code }), strict: true, execute: async () => "picked" }) }, prompt: "Pick." }),
      (e: unknown) => e instanceof ProviderLimitError && e.provider === "OpenAI" && e.count === 1001 && /enum values/.test(e.message),
    );
    assert.equal(wire.bodies.length, 0);
  });

  test("OpenAI strict: nesting counted through $ref (a definition of 6 levels named 6 levels down)", async () => {
    const wire = capturingFetch([]);
    const model = wrapLanguageModel({ model: createOpenAI({ apiKey: "test", fetch: wire.fetch }).chat("gpt-4o"), middleware: valueObjectMiddleware() });
    const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
    let definition: Record<string, unknown> = object({ leaf: { type: "integer" } });
    for (let i = 1; i < 6; i++) definition = object({ inner: definition });
    let root: Record<string, unknown> = { $ref: "#/$defs/Deep" };
    for (let i = 0; i < 6; i++) root = object({ inner: root });
    const deep = tool({ inputSchema: jsonSchema({ ...root, $defs: { Deep: definition } } as any), strict: true, execute: async () => "ok" });
    await assert.rejects(
      generateText({ model, tools: { deep }, prompt: "Go." }),
      (e: unknown) => e instanceof ProviderLimitError && e.provider === "OpenAI" && e.count === 12 && /nesting/.test(e.message),
    );
    assert.equal(wire.bodies.length, 0);
  });

  test("OpenAI strict: 120,000 characters of names and enum values across the tools of one request", async () => {
    const wire = capturingFetch([]);
    const model = wrapLanguageModel({ model: createOpenAI({ apiKey: "test", fetch: wire.fetch }).chat("gpt-4o"), middleware: valueObjectMiddleware() });
    // each tool: two enums of 250 values of 121 characters (60,504 characters with the names); the two together: 121,008
    const codes = (tag: string) => vo.oneOf("Code", Array.from({ length: 250 }, (_, j) => String(j).padStart(121, tag)) as [string, ...string[]]);
    const picker = (tag: string) => tool({ inputSchema: vo.object({ [`${tag}1`]: codes(tag), [`${tag}2`]: codes(tag) }), strict: true, execute: async () => "picked" });
    await assert.rejects(
      generateText({ model, tools: { a: picker("a"), b: picker("b") }, prompt: "Pick." }),
      (e: unknown) => e instanceof ProviderLimitError && e.provider === "OpenAI" && e.count === 121008 && /characters/.test(e.message) && /request/.test(e.message),
    );
    assert.equal(wire.bodies.length, 0);
  });

  test("Anthropic: two strict tools of 13 optional members each (26 optional parameters in the request)", async () => {
    const wire = capturingFetch([]);
    const model = wrapLanguageModel({ model: createAnthropic({ apiKey: "test", fetch: wire.fetch })("claude-sonnet-4-5"), middleware: valueObjectMiddleware() });
    const thirteen = () => tool({ inputSchema: vo.object(Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`p${i}`, vo.optional(vo.integer("N"))]))), strict: true, execute: async () => "ok" });
    await assert.rejects(
      generateText({ model, tools: { a: thirteen(), b: thirteen() }, prompt: "Go." }),
      (e: unknown) => e instanceof ProviderLimitError && e.provider === "Anthropic" && e.count === 26 && /optional parameters/.test(e.message),
    );
    assert.equal(wire.bodies.length, 0);
  });

  test("Anthropic: 21 strict tools in one request", async () => {
    const wire = capturingFetch([]);
    const model = wrapLanguageModel({ model: createAnthropic({ apiKey: "test", fetch: wire.fetch })("claude-sonnet-4-5"), middleware: valueObjectMiddleware() });
    const tools = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`t${i}`, tool({ inputSchema: vo.object({ n: vo.integer("N") }), strict: true, execute: async () => "ok" })]));
    await assert.rejects(
      generateText({ model, tools, prompt: "Go." }),
      (e: unknown) => e instanceof ProviderLimitError && e.provider === "Anthropic" && e.count === 21 && /strict tools/.test(e.message),
    );
    assert.equal(wire.bodies.length, 0);
  });
});
