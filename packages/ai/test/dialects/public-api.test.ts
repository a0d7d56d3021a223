import assert from "node:assert/strict";
import { test } from "node:test";
import * as ai from "@adcodicem/value-objects-ai";
import * as vo from "@adcodicem/value-objects";

test("the package's face carries the dialects", () => {
  assert.deepEqual([...ai.dialects], ["openai", "openai-strict", "anthropic", "gemini", "ollama"]);
  const schema = vo.toJsonSchema(vo.object({ note: vo.optional(vo.string("Note", { maxLength: 8 })) }), { profile: "languageModel" });
  const lowered = ai.lowerSchema(schema, ai.dialectForProvider("openai.responses") ?? "openai", { purpose: "tool" });
  assert.deepEqual(lowered.required, ["note"]);
  assert.deepEqual(ai.restoreStrictValue({ note: null }, schema), {});
  assert.equal(typeof ai.reshapesValues, "function");
  assert.ok(ai.openaiStrictKeywords.say.includes("minLength"));
});
