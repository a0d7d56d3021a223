// The `dialect` option of the openai and Anthropic SDK makers, proved at the wire: the real
// client, a scripted fetch. An explicit dialect is the schema the host sends (the dialect's
// lowering, compared to lowerSchema); `openai` on a schema the host sends strict is
// `openai-strict`; a refused tool call is thrown as the adapter's RefusedArgumentsError.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import { ToolError } from "@anthropic-ai/sdk/lib/tools/ToolError";
import OpenAI from "openai";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import * as anthropic from "../../src/anthropic/index.js";
import * as openai from "../../src/openai/index.js";
import { QUANTITY_REFUSAL, StockParameters } from "./support/tools.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";

const languageModel = (schema: vo.AnySchema) => vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07" });
const Answer = vo.object({ quantity: vo.integer("Quantity", { minimum: 1, maximum: 100 }), note: vo.optional(vo.string("Note", { maxLength: 20 })) });

describe("/openai: an explicit dialect", () => {
  test("valueObjectFunction: the gemini lowering is what runTools sends", async () => {
    const fn = openai.valueObjectFunction({ name: "check_stock", description: "Checks the stock.", parameters: StockParameters, dialect: "gemini", strict: false, execute: () => "ok" });
    const wire = capturingFetch([scripted.openaiChat.text("Done.")]);
    const client = new OpenAI({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
    await client.chat.completions.runTools({ model: "gemini-2.5-flash", messages: [{ role: "user", content: "Stock?" }], tools: [fn] }).done();
    const expected = lowerSchema(languageModel(StockParameters), "gemini", { purpose: "tool" });
    assert.deepEqual(wire.bodies[0].tools[0].function.parameters, expected);
    assert.notDeepEqual(expected, lowerSchema(languageModel(StockParameters), "openai", { purpose: "tool" }), "the gemini lowering is not the default's");
  });

  test("valueObjectFunction: openai sent strict is openai-strict", () => {
    const fn = openai.valueObjectFunction({ name: "check_stock", description: "Checks the stock.", parameters: StockParameters, dialect: "openai", execute: () => "ok" });
    assert.deepEqual(fn.function.parameters, lowerSchema(languageModel(StockParameters), "openai-strict", { purpose: "tool" }));
  });

  test("valueObjectResponseFormat: the ollama lowering is the response_format's schema; the answer is read", async () => {
    const format = openai.valueObjectResponseFormat(Answer, { name: "order", dialect: "ollama", strict: false });
    const wire = capturingFetch([scripted.openaiChat.text('{"quantity":2}')]);
    const client = new OpenAI({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
    const completion = await client.chat.completions.parse({ model: "llama3.1", messages: [{ role: "user", content: "Order." }], response_format: format });
    assert.deepEqual(completion.choices[0].message.parsed, { quantity: 2 });
    assert.deepEqual(wire.bodies[0].response_format.json_schema.schema, lowerSchema(languageModel(Answer), "ollama", { purpose: "response-format" }));
  });

  test("a refused call is a RefusedArgumentsError holding the refusal", () => {
    const fn = openai.valueObjectFunction({ name: "place", description: "Places.", parameters: { quantity: vo.integer("Quantity", { maximum: 100 }) }, execute: () => "ok" });
    assert.throws(() => fn.function.parse('{"quantity":500}'), (e: unknown) => e instanceof openai.RefusedArgumentsError && e.refusal.code === "value_object.out_of_range");
  });
});

describe("/anthropic: an explicit dialect", () => {
  test("valueObjectTool: the gemini lowering is what the toolRunner sends", async () => {
    const tool = anthropic.valueObjectTool({ name: "check_stock", description: "Checks the stock.", parameters: StockParameters, dialect: "gemini", run: () => "ok" });
    const wire = capturingFetch([scripted.anthropic.text("Done.")]);
    const client = new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
    await client.beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Stock?" }], tools: [tool] });
    assert.deepEqual(wire.bodies[0].tools[0].input_schema, lowerSchema(languageModel(StockParameters), "gemini", { purpose: "tool" }));
  });

  test("valueObjectOutputFormat: openai is lowered strict (a structured output is strict); the forced null is read back", async () => {
    const format = anthropic.valueObjectOutputFormat(Answer, { dialect: "openai" });
    const wire = capturingFetch([scripted.anthropic.text('{"quantity":3,"note":null}')]);
    const client = new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
    const message = await client.beta.messages.parse({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Order." }], output_config: { format } });
    assert.deepEqual(message.parsed_output, { quantity: 3 });
    assert.deepEqual(wire.bodies[0].output_config.format.schema, lowerSchema(languageModel(Answer), "openai-strict", { purpose: "response-format" }));
  });

  test("a refused call is a RefusedArgumentsError, the SDK's ToolError: the runner answers it is_error, the refusal byte for byte", async () => {
    const checkStock = () => anthropic.valueObjectTool({ name: "check_stock", description: "Checks the stock.", parameters: StockParameters, run: () => "ok" });
    // a tool of its own for the direct call: the same refused call twice to one tool is marked repeated
    assert.throws(
      () => checkStock().parse?.({ country: "FR", stock: { FR: 500 } }),
      (e: unknown) => e instanceof anthropic.RefusedArgumentsError && e instanceof ToolError && e.refusal.code === "value_object.out_of_range" && e.refusal.path === "/stock/FR",
    );
    const wire = capturingFetch([scripted.anthropic.call("check_stock", { country: "FR", stock: { FR: 500 } }), scripted.anthropic.text("Sorry.")]);
    const client = new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
    await client.beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 1024, messages: [{ role: "user", content: "Stock?" }], tools: [checkStock()] });
    const result = wire.bodies[1].messages.at(-1).content.find((block: any) => block.type === "tool_result");
    assert.equal(result.is_error, true);
    const { code, message } = QUANTITY_REFUSAL;
    assert.equal(result.content, JSON.stringify({ error: "invalid_argument", argument: "stock", path: "/stock/FR", code, message }));
  });
});
