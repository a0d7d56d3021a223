/**
 * The middleware changes nothing but the strict reshaping (issue 8, point 5). A value
 * JSON cannot carry through a parse and a write again (`1e400` is Infinity, then
 * `null`; `-0` is `0`) stays as the model sent it, for the rules to refuse: tool inputs
 * and answers, with generateText and streamText, through the real `ai` package and
 * the real OpenAI provider package (a captured fetch).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createOpenAI } from "@ai-sdk/openai";
import * as vo from "@adcodicem/value-objects";
import { valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, NoObjectGeneratedError, stepCountIs, streamText, wrapLanguageModel } from "ai";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { answer, scriptedModel, toolResults } from "../ai-sdk/support/scripted.js";

const Discount = vo.integer("Discount", { minimum: 0, maximum: 50 });
const Note = vo.string("Note", { maxLength: 20 });
// a nullable integer (null passes), an optional note (a forced null under openai-strict), a record (pairs)
const Params = vo.object({ discount: vo.nullable(Discount), note: vo.optional(Note), stock: vo.optional(vo.record(Discount)) });

/** An OpenAI Chat Completions response whose tool call carries `args` as written, byte for byte. */
const openaiCall = (name: string, args: string) => {
  const response = scripted.openaiChat.call(name, {}) as unknown as { choices: [{ message: { tool_calls: [{ function: { arguments: string } }] } }] };
  response.choices[0].message.tool_calls[0].function.arguments = args;
  return response;
};

/** One tool call with `args`, through the real OpenAI chat model (strict) or a scripted one for streams. */
async function runTool(args: string, mode: "generate" | "stream") {
  const runs: unknown[] = [];
  const pricing = valueObjectTool({ description: "Prices an order.", parameters: Params, strict: true, execute: (input) => (runs.push(input), "priced") });
  if (mode === "generate") {
    const http = capturingFetch([openaiCall("pricing", args), scripted.openaiChat.text("done")]);
    const model = wrapLanguageModel({ model: createOpenAI({ apiKey: "k", fetch: http.fetch }).chat("gpt-test"), middleware: valueObjectMiddleware() });
    await generateText({ model, tools: { pricing }, stopWhen: stepCountIs(2), prompt: "Price it." });
    const sent = http.bodies[1].messages.find((m: { role: string }) => m.role === "tool");
    // OpenAI Chat Completions carries the refusal object under `error`
    return { runs, result: runs.length > 0 ? sent.content : JSON.parse(sent.content).error };
  }
  const { model, prompts } = scriptedModel([{ calls: [{ name: "pricing", input: args }] }, answer("done")], { provider: "openai.chat" });
  const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware() });
  await streamText({ model: wrapped, tools: { pricing }, stopWhen: stepCountIs(2), prompt: "Price it." }).consumeStream();
  const [result] = toolResults(prompts[1]);
  return { runs, result: (result.output as { value: any }).value };
}

describe("tool inputs: a value JSON cannot write again reaches the rules as sent", () => {
  for (const mode of ["generate", "stream"] as const) {
    test(`${mode}: 1e400 for a nullable integer is refused, not read as null`, async () => {
      const { runs, result } = await runTool('{"discount":1e400,"note":null,"stock":null}', mode);
      assert.deepEqual(runs, []);
      assert.deepEqual(result, { error: "invalid_argument", argument: "discount", code: "value_object.not_parsable", message: result.message });
    });

    test(`${mode}: 1e400 inside a record sent as pairs is refused, and the pairs still become a record`, async () => {
      const { runs, result } = await runTool('{"discount":3,"note":null,"stock":[{"key":"FR","value":-1e400},{"key":"DE","value":2}]}', mode);
      assert.deepEqual(runs, []);
      assert.equal(result.argument, "stock");
      assert.equal(result.path, "/stock/FR");
      assert.equal(result.code, "value_object.not_parsable");
      assert.equal(result.more, undefined, "only the infinite value is refused: the record and the forced null were restored");
    });

    test(`${mode}: a reshaped input whose values JSON carries still runs, restored`, async () => {
      const { runs } = await runTool('{"discount": 1.0e1, "note" :null,"stock":[{"key":"F\\u0052","value":4}, {"value":2e0,"key":"DE"}]}', mode);
      assert.deepEqual(runs, [{ discount: 10, stock: { FR: 4, DE: 2 } }]);
    });
  }
});

describe("answers: a value JSON cannot write again reaches the rules as sent", () => {
  const Answer = vo.object({ discount: vo.nullable(Discount), stock: vo.optional(vo.record(Discount)) });
  for (const mode of ["generate", "stream"] as const) {
    for (const text of ['{"discount":1e400,"stock":null}', '{"discount":1e999,"stock":[{"key":"FR","value":1}]}', '```json\n{"discount": 1E400, "stock": null}\n```']) {
      test(`${mode}: ${JSON.stringify(text)} is refused at /discount`, async () => {
        const { model } = scriptedModel([answer(text)], { provider: "openai.responses" });
        const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware() });
        const output = valueObjectOutput(Answer);
        const reading = mode === "generate" ? generateText({ model: wrapped, prompt: "Go.", output }).then((r) => r.output) : streamText({ model: wrapped, prompt: "Go.", output }).output;
        const error = await reading.then(
          (value) => assert.fail(`read as ${JSON.stringify(value)}`),
          (e: unknown) => e,
        );
        assert.ok(NoObjectGeneratedError.isInstance(error));
        const cause = (error as NoObjectGeneratedError).cause as vo.ValueObjectError;
        assert.equal(cause.code, "value_object.not_parsable");
        assert.equal(cause.pointer, "/discount");
      });
    }
  }
});

describe("text that needs no reshaping is handed on untouched", () => {
  const Answer = vo.object({ discount: vo.nullable(Discount) });
  for (const text of ['{ "discount" : 1.0e1 }', '{"discount":null}', '{"discount":\t12 , "other": "\\u0041"}']) {
    test(JSON.stringify(text), async () => {
      const { model } = scriptedModel([answer(text)], { provider: "openai.responses" });
      const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware() });
      const result = await generateText({ model: wrapped, prompt: "Go.", output: valueObjectOutput(Answer) }).catch(() => undefined);
      assert.equal(result?.text, text);
    });
  }
});
