// Provider limits, checked when a schema is lowered: the error names the provider, the limit and the count.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { ProviderLimitError, checkAnthropicRequest, countSchema, lowerSchema } from "../../src/dialects/index.js";

const lm = (schema: vo.AnySchema) => vo.toJsonSchema(schema, { profile: "languageModel", target: "draft-07" });
const Leaf = vo.integer("Leaf", { minimum: 0 });

/** `levels` objects, each holding the next. */
function nested(levels: number): vo.AnySchema {
  let schema: vo.AnySchema = vo.object({ leaf: Leaf });
  for (let i = 1; i < levels; i++) schema = vo.object({ inner: schema });
  return schema;
}
const shapeOf = (count: number, member: (i: number) => vo.AnySchema) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, member(i)]));
const oneOfValues = (count: number, width = 3) => vo.oneOf("Code", Array.from({ length: count }, (_, i) => String(i).padStart(width, "0")) as [string, ...string[]]);

const limitError = (provider: string, limit: RegExp, count: number) => (error: unknown) =>
  error instanceof ProviderLimitError && error.provider === provider && limit.test(error.limit) && error.count === count &&
  error.message.includes(provider) && error.message.includes(String(count));

describe("OpenAI strict limits", () => {
  const strict = (schema: vo.AnySchema) => lowerSchema(lm(schema), "openai-strict", { purpose: "tool" });

  test("nesting: 10 levels of objects pass, 12 are refused", () => {
    assert.equal(countSchema(strict(nested(10))).depth, 10);
    assert.throws(() => strict(nested(12)), limitError("OpenAI", /nesting/, 12));
  });

  test("enum values: 1,000 pass, a oneOf of 1,001 is refused", () => {
    strict(vo.object({ code: oneOfValues(1000) }));
    assert.throws(() => strict(vo.object({ code: oneOfValues(1001) })), limitError("OpenAI", /enum values/, 1001));
  });

  test("enum characters: past 250 values, 15,000 characters at most", () => {
    strict(vo.object({ code: oneOfValues(250, 100) }));
    assert.throws(() => strict(vo.object({ code: oneOfValues(251, 60) })), limitError("OpenAI", /characters of enum values/, 251 * 60));
  });

  test("properties: 5,000 pass, 5,001 are refused", () => {
    strict(vo.object(shapeOf(5000, () => Leaf)));
    assert.throws(() => strict(vo.object(shapeOf(5001, () => Leaf))), limitError("OpenAI", /object properties/, 5001));
  });

  test("outside strict mode nothing is limited", () => {
    lowerSchema(lm(nested(12)), "openai", { purpose: "tool" });
    lowerSchema(lm(vo.object({ code: oneOfValues(1001) })), "openai", { purpose: "tool" });
  });
});

describe("Anthropic strict limits", () => {
  const strictTool = (schema: vo.AnySchema) => lowerSchema(lm(schema), "anthropic", { purpose: "tool", strict: true });

  test("24 optional parameters pass, 25 are refused; a tool that is not strict is not limited", () => {
    strictTool(vo.object(shapeOf(24, () => vo.optional(Leaf))));
    assert.throws(() => strictTool(vo.object(shapeOf(25, () => vo.optional(Leaf)))), limitError("Anthropic", /optional parameters/, 25));
    lowerSchema(lm(vo.object(shapeOf(25, () => vo.optional(Leaf)))), "anthropic", { purpose: "tool" });
  });

  test("16 union-typed parameters pass, 17 are refused (a nullable one is a type array)", () => {
    strictTool(vo.object(shapeOf(16, () => vo.nullable(Leaf))));
    assert.throws(() => strictTool(vo.object(shapeOf(17, () => vo.nullable(Leaf)))), limitError("Anthropic", /union/, 17));
  });

  test("a structured output is held to the same limits", () => {
    assert.throws(
      () => lowerSchema(lm(vo.object(shapeOf(25, () => vo.optional(Leaf)))), "anthropic", { purpose: "response-format" }),
      limitError("Anthropic", /optional parameters/, 25),
    );
  });

  test("a request: 20 strict tools pass, 21 are refused; optional parameters are counted across tools", () => {
    const one = strictTool(vo.object({ a: Leaf }));
    checkAnthropicRequest({ strictTools: Array(20).fill(one) });
    assert.throws(() => checkAnthropicRequest({ strictTools: Array(21).fill(one) }), limitError("Anthropic", /strict tools/, 21));
    const thirteen = strictTool(vo.object(shapeOf(13, () => vo.optional(Leaf))));
    assert.throws(() => checkAnthropicRequest({ strictTools: [thirteen, thirteen] }), limitError("Anthropic", /optional parameters/, 26));
    assert.throws(() => checkAnthropicRequest({ strictTools: [thirteen], output: thirteen }), limitError("Anthropic", /optional parameters/, 26));
  });
});
