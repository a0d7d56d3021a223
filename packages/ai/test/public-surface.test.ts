// What each entry exports at run time, pinned: a new export is a deliberate change to
// this list. The root entry is what a user without a framework calls (the argument layer's
// own entry is the core's /arguments, which the MCP package builds on); each framework entry
// holds its adapter's own makers.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as ai from "@adcodicem/value-objects-ai";
import * as vo from "@adcodicem/value-objects";
import { runtimeExports } from "../../../test-support/entries.js";
import { dialectForProvider, reshapesValues } from "../src/dialects/index.js";
import { openaiStrictKeywords } from "../src/dialects/openai-strict.js";

test("each entry exports exactly these names", async () => {
  assert.deepEqual(await runtimeExports(new URL("..", import.meta.url).pathname), {
    ".": [
      "ANSWER_CUT_OFF", "ANSWER_FILTERED", "ANSWER_NOT_JSON", "ProviderLimitError", "answerCodes", "answerMessages",
      "answerShape", "checkArguments", "dialects", "isArgumentRefusal", "lowerSchema", "readAnswer", "repairMessage",
      "restoreStrictValue", "ruleMap",
    ],
    "./ai-sdk": ["InvalidToolResultError", "generateChecked", "isArgumentRefusal", "repeatedRefusal", "valueObjectMiddleware", "valueObjectOutput", "valueObjectTool"],
    "./openai": ["REPEATED_REFUSAL", "RefusedArgumentsError", "RepeatedRefusalError", "checkRequestLimits", "valueObjectFunction", "valueObjectResponseFormat"],
    "./anthropic": ["RefusedArgumentsError", "checkRequestLimits", "valueObjectOutputFormat", "valueObjectTool"],
    "./openai-agents": ["REPEATED_REFUSAL", "RepeatedRefusalError", "valueObjectOutputType", "valueObjectTool"],
    "./mastra": ["valueObjectTool"],
    "./langchain": ["valueObjectTool"],
  });
});

test("the package's face carries the dialects", () => {
  assert.deepEqual([...ai.dialects], ["openai", "openai-strict", "anthropic", "gemini", "ollama"]);
  const schema = vo.toJsonSchema(vo.object({ note: vo.optional(vo.string("Note", { maxLength: 8 })) }), { profile: "languageModel" });
  const lowered = ai.lowerSchema(schema, dialectForProvider("openai.responses") ?? "openai", { purpose: "tool" });
  assert.deepEqual(lowered.required, ["note"]);
  assert.deepEqual(ai.restoreStrictValue({ note: null }, schema), {});
  assert.equal(typeof reshapesValues, "function");
  assert.ok(openaiStrictKeywords.say.includes("minLength"));
});

test("checkArguments and isArgumentRefusal are the core's /arguments functions, on the root entry and on /ai-sdk", async () => {
  const sdk = await import("@adcodicem/value-objects-ai/ai-sdk");
  const args = await import("@adcodicem/value-objects/arguments");
  assert.equal(sdk.isArgumentRefusal, ai.isArgumentRefusal);
  assert.equal(ai.isArgumentRefusal, args.isArgumentRefusal);
  assert.equal(ai.checkArguments, args.checkArguments);
  assert.ok(ai.isArgumentRefusal(JSON.parse(JSON.stringify(args.notAnObjectRefusal()))));
  assert.ok(!ai.isArgumentRefusal({ error: "invalid_argument", code: "x" }));
});

test("RepeatedRefusalError is the core's /arguments class on /openai and /openai-agents (one identity for instanceof)", async () => {
  const args = await import("@adcodicem/value-objects/arguments");
  const openai = await import("@adcodicem/value-objects-ai/openai");
  const agents = await import("@adcodicem/value-objects-ai/openai-agents");
  assert.equal(openai.RepeatedRefusalError, args.RepeatedRefusalError);
  assert.equal(agents.RepeatedRefusalError, args.RepeatedRefusalError);
  assert.equal(openai.REPEATED_REFUSAL, "value_object.repeated_refusal");
});
