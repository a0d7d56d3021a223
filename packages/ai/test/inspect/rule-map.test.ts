// ruleMap: where each declared rule went, per dialect, read from the schema each dialect sends.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { ruleMap } from "@adcodicem/value-objects-ai";
import { valueObjectFunction } from "@adcodicem/value-objects-ai/openai";
import { rulePlaces } from "../../src/inspect/rule-places.js";

const Quantity = vo.integer("Quantity", { description: "A quantity ordered.", minimum: 1, maximum: 100 });
const Code = vo.string("Code", { minLength: 3, maxLength: 8, pattern: "^[A-Z]+$" });
const Order = vo.object({ quantity: Quantity, code: Code, note: vo.optional(vo.string("Note", { maxLength: 80 })) });

test("each rule is named by its place in the declared schema and its keyword, the same in every dialect", () => {
  const map = ruleMap(Order);
  assert.deepEqual(Object.keys(map), ["openai", "openai-strict", "anthropic", "gemini", "ollama"]);
  for (const byPointer of Object.values(map)) {
    assert.deepEqual(Object.keys(byPointer), ["/properties/quantity", "/properties/code", "/properties/note"]);
    assert.deepEqual(Object.keys(byPointer["/properties/quantity"]!), ["description", "minimum", "maximum"]);
  }
});

test("where a rule went follows what each dialect sends", () => {
  const map = ruleMap(Order, { dialects: ["openai-strict", "anthropic", "gemini"] });
  assert.deepEqual(Object.keys(map), ["openai-strict", "anthropic", "gemini"]);
  // OpenAI strict enforces bounds and patterns, not lengths
  assert.deepEqual(map["openai-strict"]!["/properties/quantity"], { description: "sentence", minimum: "keyword", maximum: "keyword" });
  assert.deepEqual(map["openai-strict"]!["/properties/code"], { minLength: "sentence", maxLength: "sentence", pattern: "keyword" });
  // Anthropic strict rejects numeric bounds: said
  assert.deepEqual(map.anthropic!["/properties/quantity"], { description: "sentence", minimum: "sentence", maximum: "sentence" });
  // Gemini accepts a pattern and ignores it: kept and said
  assert.equal(map.gemini!["/properties/code"]!.pattern, "both");
  assert.equal(map.gemini!["/properties/note"]!.maxLength, "both");
});

test("a rule the sent schema neither keeps nor says is lost (a made tool edited after it was made)", () => {
  const fn = valueObjectFunction({ name: "order", description: "Orders.", parameters: Order, execute: () => "ok" });
  assert.equal(ruleMap(fn, { dialects: ["openai-strict"] })["openai-strict"]!["/properties/quantity"]!.maximum, "keyword");
  // what the host sends is the tool's own schema: a hand edit that drops a keyword drops the rule
  const quantity = (fn.function.parameters as { properties: Record<string, Record<string, unknown>> }).properties.quantity!;
  delete quantity.maximum;
  const map = ruleMap(fn, { dialects: ["openai-strict", "gemini"] });
  assert.equal(map["openai-strict"]!["/properties/quantity"]!.maximum, "lost");
  // another dialect is lowered again from the declared schema: still there
  assert.equal(map.gemini!["/properties/quantity"]!.maximum, "keyword");
});

test("rulePlaces reads the sent schema only: a keyword, a sentence, both, or neither", () => {
  const declared = { type: "object", properties: { n: { type: "integer", minimum: 1, maximum: 9, multipleOf: 2 } } };
  const sent = {
    type: "object",
    properties: { n: { description: "The value must be less than or equal to 9.", type: "integer", minimum: 1, maximum: 9 } },
  };
  assert.deepEqual(rulePlaces(declared, sent), [
    { pointer: "/properties/n", rule: "minimum", where: "keyword" },
    { pointer: "/properties/n", rule: "maximum", where: "both" },
    { pointer: "/properties/n", rule: "multipleOf", where: "lost" },
  ]);
});

test("a type array split into branches, a record sent as pairs and a const sent as an enum are found where they went", () => {
  const Level = vo.integer("Level", { minimum: 2 });
  const Tagged = vo.object({ level: vo.nullable(Level), counts: vo.record(Level), kind: vo.literal("a") });
  const map = ruleMap(Tagged, { dialects: ["gemini", "openai-strict"] });
  assert.equal(map.gemini!["/properties/level"]!.minimum, "keyword");
  assert.equal(map.gemini!["/properties/kind"]!.const, "keyword");
  assert.equal(map["openai-strict"]!["/properties/counts/additionalProperties"]!.minimum, "keyword");
});

test("anything that is not a tool of this library is refused with a TypeError", () => {
  assert.throws(() => ruleMap({ inputSchema: { type: "object" } }), TypeError);
  assert.throws(() => ruleMap(Quantity), TypeError);
  assert.throws(() => ruleMap(Order, { dialects: ["toString" as never] }), TypeError);
});
