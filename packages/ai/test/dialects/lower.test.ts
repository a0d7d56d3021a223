import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { type DialectName, type LowerOptions, dialects, lowerSchema } from "../../src/dialects/index.js";
import type { KeywordTable } from "../../src/dialects/keywords.js";
import { anthropicKeywords } from "../../src/dialects/anthropic.js";
import { geminiKeywords } from "../../src/dialects/gemini.js";
import { ollamaKeywords } from "../../src/dialects/ollama.js";
import { openaiKeywords } from "../../src/dialects/openai.js";
import { openaiStrictKeywords } from "../../src/dialects/openai-strict.js";
import { findMissingRules } from "./rule-carriers.js";
import { KINDS, PLACES, orderSchema } from "./value-objects.js";

const everyKeyword: KeywordTable = { keep: [], keepAndSay: [], say: [], formats: "all", otherFormats: "keep", otherwise: "keep" };

/** Each way a dialect is asked for, with the table its output is held to. */
const CASES: readonly { name: string; dialect: DialectName; options: LowerOptions; table: KeywordTable }[] = [
  { name: "openai tool", dialect: "openai", options: { purpose: "tool" }, table: openaiKeywords },
  { name: "openai answer", dialect: "openai", options: { purpose: "response-format" }, table: openaiKeywords },
  { name: "openai-strict tool", dialect: "openai-strict", options: { purpose: "tool" }, table: openaiStrictKeywords },
  { name: "openai-strict answer", dialect: "openai-strict", options: { purpose: "response-format" }, table: openaiStrictKeywords },
  { name: "anthropic tool", dialect: "anthropic", options: { purpose: "tool" }, table: everyKeyword },
  { name: "anthropic strict tool", dialect: "anthropic", options: { purpose: "tool", strict: true }, table: anthropicKeywords },
  { name: "anthropic answer", dialect: "anthropic", options: { purpose: "response-format" }, table: anthropicKeywords },
  { name: "gemini tool", dialect: "gemini", options: { purpose: "tool" }, table: geminiKeywords },
  { name: "gemini answer", dialect: "gemini", options: { purpose: "response-format" }, table: geminiKeywords },
  { name: "ollama tool", dialect: "ollama", options: { purpose: "tool" }, table: ollamaKeywords },
  { name: "ollama answer", dialect: "ollama", options: { purpose: "response-format" }, table: ollamaKeywords },
];

const deepFreeze = <T>(value: T): T => {
  if (typeof value === "object" && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

/** Every object in a schema, with its pointer. */
function objects(schema: unknown, pointer = ""): { pointer: string; node: vo.JsonSchema }[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => objects(s, `${pointer}/${i}`));
  if (typeof schema !== "object" || schema === null) return [];
  const node = schema as vo.JsonSchema;
  const here = node.type === "object" || (Array.isArray(node.type) && node.type.includes("object")) ? [{ pointer, node }] : [];
  const below = Object.entries(node)
    .filter(([k]) => !["enum", "const", "default", "examples"].includes(k))
    .flatMap(([k, v]) => (k === "properties" ? Object.entries(v as object).flatMap(([p, s]) => objects(s, `${pointer}/properties/${p}`)) : objects(v, `${pointer}/${k}`)));
  return [...here, ...below];
}

test("every dialect is listed once", () => {
  assert.deepEqual([...dialects].sort(), ["anthropic", "gemini", "ollama", "openai", "openai-strict"]);
  assert.ok(Object.isFrozen(dialects));
});

for (const c of CASES) {
  describe(`${c.name}: every kind in every place keeps its rules`, () => {
    for (const [kind, schema] of Object.entries(KINDS)) {
      test(kind, () => {
        let checked = 0;
        for (const [place, wrap] of Object.entries(PLACES)) {
          const lm = deepFreeze(vo.toJsonSchema(vo.object({ member: wrap(schema) }), { profile: "languageModel" }));
          const before = JSON.stringify(lm);
          const lowered = lowerSchema(lm, c.dialect, c.options);
          assert.equal(JSON.stringify(lm), before, "the input is not mutated");
          assert.deepEqual(findMissingRules(lm, lowered, c.table), [], `${kind} ${place}`);
          checked++;
        }
        assert.equal(checked, Object.keys(PLACES).length);
      });
    }
  });
}

describe("the order parameters (every kind and place at once)", () => {
  for (const c of CASES) {
    test(c.name, () => {
      const lm = deepFreeze(orderSchema());
      const lowered = lowerSchema(lm, c.dialect, c.options);
      assert.deepEqual(findMissingRules(lm, lowered, c.table), []);
      assert.notEqual(lowered, lm, "a new schema, never the input");
    });
  }
});

describe("strict dialects close every object and the rules stay out of rejected keywords", () => {
  const strict = CASES.filter((c) => c.dialect === "openai-strict" || (c.dialect === "anthropic" && c.table === anthropicKeywords));
  for (const c of strict) {
    test(c.name, () => {
      const lowered = lowerSchema(orderSchema(), c.dialect, c.options);
      const found = objects(lowered);
      assert.equal(found.length, 3, "the root, contact and the pairs of stock");
      for (const { pointer, node } of found) {
        assert.equal(node.additionalProperties, false, `closed at ${pointer}`);
        if (c.dialect === "openai-strict") assert.deepEqual(node.required, Object.keys(node.properties as object), `all required at ${pointer}`);
      }
    });
  }
});

describe("lowering a lowered schema changes nothing", () => {
  for (const c of CASES) {
    test(c.name, () => {
      const once = lowerSchema(orderSchema(), c.dialect, c.options);
      assert.deepEqual(lowerSchema(once, c.dialect, c.options), once);
    });
  }
});

test("a dialect that does not exist is refused", () => {
  assert.throws(() => lowerSchema({ type: "object" }, "mistral" as DialectName, { purpose: "tool" }), TypeError);
});
