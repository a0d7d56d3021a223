import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import * as vo from "@adcodicem/value-objects";
import { answerShape } from "@adcodicem/value-objects-ai";
import { valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { asSchema, generateText, stepCountIs, streamText, tool, type ToolSet, wrapLanguageModel } from "ai";
import { createOllama } from "ollama-ai-provider-v2";
import { z } from "zod";
import { type DialectName, lowerSchema } from "../../src/dialects/index.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { answer, call, scriptedModel } from "./support/scripted.js";
import { IBAN, OrderParameters, Quantity, validOrder } from "../../../../test-support/shop.js";

const orderSchema = vo.toJsonSchema(OrderParameters, { profile: "languageModel", target: "draft-07" });
// a tool defined elsewhere, with Zod and no value objects
const lookupStock = tool({
  description: "Looks up the stock of a product.",
  inputSchema: z.object({ sku: z.string().regex(/^[A-Z]{3}-[0-9]{3}$/).min(7), warehouse: z.string().optional() }),
  execute: async () => ({ stock: 3 }),
});
const zodSchema = await asSchema(lookupStock.inputSchema).jsonSchema;

function tools(strict?: true) {
  const runs: unknown[] = [];
  const placeOrder = valueObjectTool({ description: "Places an order.", parameters: OrderParameters, ...(strict ? { strict } : {}), execute: (order) => (runs.push(order), { orderId: "o-1" }) });
  return { runs, tools: { place_order: placeOrder, lookup_stock: lookupStock } satisfies ToolSet };
}

describe("transformParams lowers every schema of every call", () => {
  for (const dialect of ["openai", "openai-strict", "anthropic", "gemini", "ollama"] as const) {
    test(`${dialect}: a valueObjectTool, a plain Zod tool and the response format`, async () => {
      const { model, calls } = scriptedModel([answer(JSON.stringify([2]))]);
      const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware({ dialect }) });
      const list = vo.array(Quantity);
      await generateText({ model: wrapped, tools: tools().tools, prompt: "Go.", output: valueObjectOutput(list) }).catch(() => undefined);
      const sent = Object.fromEntries((calls[0].tools ?? []).map((t) => [t.name, t.type === "function" ? t.inputSchema : undefined]));
      assert.deepEqual(sent.place_order, lowerSchema(orderSchema, dialect, { purpose: "tool" }));
      assert.deepEqual(sent.lookup_stock, lowerSchema(zodSchema as vo.JsonSchema, dialect, { purpose: "tool" }));
      const format = calls[0].responseFormat;
      assert.ok(format?.type === "json");
      assert.deepEqual(format.schema, lowerSchema(answerShape(list).jsonSchema, dialect, { purpose: "response-format" }));
    });
  }

  test("anthropic: a strict tool is lowered as strict, a non-strict one keeps every keyword", async () => {
    const { model, calls } = scriptedModel([answer("ok")]);
    const strictOrder = valueObjectTool({ parameters: OrderParameters, strict: true, execute: () => "ok" });
    const looseOrder = valueObjectTool({ parameters: OrderParameters, execute: () => "ok" });
    const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware({ dialect: "anthropic" }) });
    await generateText({ model: wrapped, tools: { strict_order: strictOrder, loose_order: looseOrder }, prompt: "Go." });
    const [strict, loose] = calls[0].tools!.map((t) => (t.type === "function" ? t.inputSchema : undefined));
    assert.deepEqual(strict, lowerSchema(orderSchema, "anthropic", { purpose: "tool", strict: true }));
    assert.deepEqual(loose, lowerSchema(orderSchema, "anthropic", { purpose: "tool" }));
    assert.notDeepEqual(strict, loose);
  });
});

describe("without a dialect, the model's provider decides (the schema the provider package sends)", () => {
  // the OpenAI tools are strict: a tool without `strict` goes out not strict (the next test)
  const cases: { name: string; dialect: DialectName; strict?: true; model: (fetch: typeof globalThis.fetch) => Parameters<typeof wrapLanguageModel>[0]["model"]; response: unknown; schemaIn: (body: any) => unknown }[] = [
    { name: "openai.chat", dialect: "openai-strict", strict: true, model: (fetch) => createOpenAI({ apiKey: "k", fetch }).chat("gpt-test"), response: scripted.openaiChat.text("ok"), schemaIn: (b) => b.tools[0].function.parameters },
    { name: "openai.responses", dialect: "openai-strict", strict: true, model: (fetch) => createOpenAI({ apiKey: "k", fetch }).responses("gpt-test"), response: scripted.openaiResponses.text("ok"), schemaIn: (b) => b.tools[0].parameters },
    { name: "anthropic.messages", dialect: "anthropic", model: (fetch) => createAnthropic({ apiKey: "k", fetch })("claude-test"), response: scripted.anthropic.text("ok"), schemaIn: (b) => b.tools[0].input_schema },
    { name: "google.generative-ai", dialect: "gemini", model: (fetch) => createGoogleGenerativeAI({ apiKey: "k", fetch })("gemini-test"), response: scripted.google.text("ok"), schemaIn: (b) => b.tools[0].functionDeclarations[0].parametersJsonSchema },
    { name: "ollama", dialect: "ollama", model: (fetch) => createOllama({ fetch })("llama-test"), response: scripted.ollama.text("ok"), schemaIn: (b) => b.tools[0].function.parameters },
  ];
  for (const c of cases) {
    test(`${c.name} → ${c.dialect}`, async () => {
      const http = capturingFetch([c.response]);
      const model = wrapLanguageModel({ model: c.model(http.fetch), middleware: valueObjectMiddleware() });
      const placeOrder = valueObjectTool({ parameters: OrderParameters, ...(c.strict ? { strict: true } : {}), execute: () => "ok" });
      await generateText({ model, tools: { place_order: placeOrder }, prompt: "Go." });
      assert.deepEqual(c.schemaIn(http.bodies[0]), lowerSchema(orderSchema, c.dialect, { purpose: "tool", ...(c.strict ? { strict: true } : {}) }));
    });
  }

  for (const strict of [false, undefined]) {
    test(`openai with a tool that is not strict (strict: ${strict}) → openai`, async () => {
      const http = capturingFetch([scripted.openaiChat.text("ok")]);
      const model = wrapLanguageModel({ model: createOpenAI({ apiKey: "k", fetch: http.fetch }).chat("gpt-test"), middleware: valueObjectMiddleware() });
      const placeOrder = valueObjectTool({ parameters: OrderParameters, ...(strict === undefined ? {} : { strict }), execute: () => "ok" });
      await generateText({ model, tools: { place_order: placeOrder }, prompt: "Go." });
      assert.deepEqual(http.bodies[0].tools[0].function.parameters, lowerSchema(orderSchema, "openai", { purpose: "tool" }));
    });
  }

  test("a provider the library does not know gets the languageModel schema as it is", async () => {
    const { model, calls } = scriptedModel([answer("ok")], { provider: "acme.chat" });
    const placeOrder = valueObjectTool({ parameters: OrderParameters, execute: () => "ok" });
    await generateText({ model: wrapLanguageModel({ model, middleware: valueObjectMiddleware() }), tools: { place_order: placeOrder }, prompt: "Go." });
    const sent = calls[0].tools![0];
    assert.deepEqual(sent.type === "function" ? sent.inputSchema : undefined, orderSchema);
  });
});

describe("the strict reshaping is undone before anything reads the model's output", () => {
  const Stock = vo.object({ sku: vo.string("Sku"), note: vo.optional(vo.string("Note")), byCountry: vo.record(Quantity) });
  const strictInput = { ...validOrder, alternates: null, note: null };
  const strictAnswer = JSON.stringify({ sku: "ABC-123", note: null, byCountry: [{ key: "FR", value: 3 }] });
  const restoredAnswer = { sku: "ABC-123", byCountry: { FR: 3 } };

  test("without the middleware, a forced null is refused", async () => {
    const { runs, tools: set } = tools();
    const { model, prompts } = scriptedModel([call("place_order", strictInput), answer("ok")]);
    await generateText({ model, tools: set, stopWhen: stepCountIs(3), prompt: "Go." });
    assert.equal(runs.length, 0);
    assert.match(JSON.stringify(prompts[1].at(-1)), /value_object\.required/);
  });

  test("tool inputs, with generateText and with streamText", async () => {
    for (const mode of ["generate", "stream"] as const) {
      // strict: a tool without `strict` goes out not strict, and the model does not reshape
      const { runs, tools: set } = tools(true);
      const { model } = scriptedModel([call("place_order", strictInput), answer("ok")], { provider: "openai.chat" });
      const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware() });
      if (mode === "generate") await generateText({ model: wrapped, tools: set, stopWhen: stepCountIs(3), prompt: "Go." });
      else await streamText({ model: wrapped, tools: set, stopWhen: stepCountIs(3), prompt: "Go." }).consumeStream();
      assert.deepEqual(runs, [{ iban: IBAN, quantity: 2, country: "FR", alternates: [] }], mode);
    }
  });

  test("a record sent as pairs becomes a record again, in a tool input", async () => {
    const seen: unknown[] = [];
    const restock = valueObjectTool({ parameters: Stock, execute: (stock) => seen.push(stock) });
    const { model } = scriptedModel([call("restock", JSON.parse(strictAnswer)), answer("ok")]);
    const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware({ dialect: "openai-strict" }) });
    await generateText({ model: wrapped, tools: { restock }, stopWhen: stepCountIs(3), prompt: "Go." });
    assert.deepEqual(seen, [restoredAnswer]);
  });

  // Red team round 3, F2: a pair keyed `__proto__` made a record again would be a key the AI SDK's
  // secure parse refuses; the call then reached the tool without its arguments and the model was told
  // that `quantity`, which it had sent, was missing. The pairs now stay as sent, for the rules to refuse
  // at the record; the other arguments are read as sent.
  test("a pair keyed __proto__ in a tool input: the record is refused where it is, not the arguments beside it", async () => {
    for (const key of ["__proto__", "\\u005f\\u005fproto__"]) {
      const seen: unknown[] = [];
      const restock = valueObjectTool({ parameters: { quantity: Quantity, note: vo.optional(vo.string("Note")), byCountry: vo.optional(vo.record(Quantity)) }, execute: (args) => seen.push(args) });
      const input = `{"quantity":5,"note":null,"byCountry":[{"key":"${key}","value":1}]}`;
      const { model, prompts } = scriptedModel([call("restock", input), answer("ok")]);
      const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware({ dialect: "openai-strict" }) });
      await generateText({ model: wrapped, tools: { restock }, stopWhen: stepCountIs(3), prompt: "Go." });
      assert.deepEqual(seen, [], key);
      const told = JSON.stringify(prompts[1].at(-1));
      assert.match(told, /"argument":"byCountry","code":"value_object\.not_parsable"/, key);
      assert.doesNotMatch(told, /"argument":"(quantity|note)"/, key);
    }
  });

  test("answers, with generateText and with streamText", async () => {
    for (const mode of ["generate", "stream"] as const) {
      const { model } = scriptedModel([answer(strictAnswer)], { provider: "openai.responses" });
      const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware() });
      const output = valueObjectOutput(Stock);
      const value = mode === "generate" ? (await generateText({ model: wrapped, prompt: "Go.", output })).output : await streamText({ model: wrapped, prompt: "Go.", output }).output;
      assert.deepEqual(value, restoredAnswer, mode);
    }
  });

  test("a non-object answer is restored inside its wrapper", async () => {
    const { model } = scriptedModel([answer('{"data":[{"key":"DE","value":4}]}')]);
    const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware({ dialect: "openai-strict" }) });
    const { output } = await generateText({ model: wrapped, prompt: "Go.", output: valueObjectOutput(vo.record(Quantity)) });
    assert.deepEqual(output, { DE: 4 });
  });

  test("an answer that cannot come back reshaped streams as it comes", async () => {
    const { model } = scriptedModel([answer(JSON.stringify({ quantity: 2 }))], { provider: "openai.chat" });
    const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware() });
    const result = streamText({ model: wrapped, prompt: "Go.", output: valueObjectOutput(vo.object({ quantity: Quantity })) });
    const deltas: string[] = [];
    for await (const part of result.fullStream) if (part.type === "text-delta") deltas.push(part.text);
    assert.equal(deltas.length, 2, "the two deltas of the script, not held back");
    assert.deepEqual(await result.output, { quantity: 2 });
  });
});

test("schemaInPrompt: the answer's schema travels as a system instruction and the call asks for text", async () => {
  const { model, calls } = scriptedModel([answer('```json\n{"quantity":2}\n```')]);
  const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware({ schemaInPrompt: true }) });
  const schema = vo.object({ quantity: Quantity });
  const { output } = await generateText({ model: wrapped, instructions: "You count.", prompt: "How many?", output: valueObjectOutput(schema) });
  assert.deepEqual(output, { quantity: 2 });
  assert.deepEqual(calls[0].responseFormat, { type: "text" });
  const roles = calls[0].prompt.map((m) => m.role);
  assert.deepEqual(roles, ["system", "system", "user"]);
  const instruction = calls[0].prompt[1];
  assert.ok(instruction.role === "system" && instruction.content.includes(JSON.stringify(answerShape(schema).jsonSchema)));
});
