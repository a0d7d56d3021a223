/**
 * A tool's own result checked against its declared `output` (AI SDK `valueObjectTool`):
 * a result that breaks the rules is never sent as valid. The model gets
 * `{"error":"tool_failed","code":"value_object.invalid_result"}` as the tool's result, the
 * step holds a tool-error part with `InvalidToolResultError`, and the run goes on. Nothing
 * of the value (a secret in it) reaches the model, the error or the event. The real
 * `generateText` with a scripted model.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { InvalidToolResultError, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, stepCountIs } from "ai";
import { answer, call, scriptedModel, toolResults } from "./support/scripted.js";

const SECRET = "ZQ-SECRET-6610";
const Quote = vo.object({ total: vo.number("Total", { minimum: 0, maximum: 1000 }), note: vo.string("Note", { maxLength: 40 }) });
const INVALID = { error: "tool_failed", code: "value_object.invalid_result" };

function run(result: unknown) {
  const { model, prompts } = scriptedModel([call("quote", { sku: "A" }), answer("Done.")]);
  const quote = valueObjectTool({ parameters: { sku: vo.string("Sku") }, output: Quote, execute: async () => result as never });
  return generateText({ model, prompt: "Quote.", tools: { quote }, stopWhen: stepCountIs(3) }).then((r) => ({ r, prompts }));
}

test("a result over its output's maximum: the model gets tool_failed, the step a tool-error, the run goes on", async () => {
  const { r, prompts } = await run({ total: 5000, note: SECRET });
  assert.equal(prompts.length, 2, "the run goes on to the next step");
  assert.equal(r.text, "Done.");
  const [sent] = toolResults(prompts[1]);
  assert.deepEqual(sent.output, { type: "error-text", value: JSON.stringify(INVALID) });
  const errorPart = r.steps[0].content.find((p) => p.type === "tool-error") as { error: unknown; toolName: string } | undefined;
  assert.ok(errorPart !== undefined, "a tool-error part");
  assert.equal(errorPart.toolName, "quote");
  const error = errorPart.error as InvalidToolResultError;
  assert.ok(error instanceof InvalidToolResultError);
  assert.deepEqual([error.code, error.refusal.code, error.refusal.pointer], ["value_object.invalid_result", "value_object.out_of_range", "/total"]);
  for (const seen of [JSON.stringify(prompts), error.message, JSON.stringify(error), String(error.stack)]) assert.ok(!seen.includes(SECRET) && !seen.includes("5000"), seen.slice(0, 200));
});

test("a valid result is sent as read by the rules", async () => {
  const { prompts } = await run({ total: 12.5, note: "ok", extra: "dropped" });
  assert.deepEqual(toolResults(prompts[1])[0].output, { type: "json", value: { total: 12.5, note: "ok" } });
});

test("vo.codes names the code", () => {
  assert.equal(vo.codes.invalidResult, "value_object.invalid_result");
  assert.equal(vo.INVALID_RESULT, "value_object.invalid_result");
});
