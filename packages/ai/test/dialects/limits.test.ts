// Provider limits, checked when a schema is lowered: the error names the provider, the limit and the count.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { ProviderLimitError, checkAnthropicRequest, checkOpenaiRequest, lowerSchema } from "../../src/dialects/index.js";
import { checkSchemaLimits, countSchema } from "../../src/dialects/limits.js";

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

  test("depth counts through $ref: a definition is as deep as the place that names it", () => {
    // six levels of definition, named six levels down: 12 levels of objects
    let definition: Record<string, unknown> = { type: "object", properties: { leaf: { type: "integer" } }, required: ["leaf"], additionalProperties: false };
    for (let i = 1; i < 6; i++) definition = { type: "object", properties: { inner: definition }, required: ["inner"], additionalProperties: false };
    let root: Record<string, unknown> = { $ref: "#/$defs/Deep" };
    for (let i = 0; i < 6; i++) root = { type: "object", properties: { inner: root }, required: ["inner"], additionalProperties: false };
    const schema = { ...root, $defs: { Deep: definition } } as vo.JsonSchema;
    assert.equal(countSchema(schema).depth, 12);
    assert.throws(() => checkSchemaLimits(schema, "openai-strict"), limitError("OpenAI", /nesting/, 12));
  });

  test("depth: a recursive reference is counted once, and a cycle ends", () => {
    const node = { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#/$defs/Node" } }, self: { $ref: "#" } }, required: ["name", "children", "self"], additionalProperties: false };
    const schema = { type: "object", properties: { root: { $ref: "#/$defs/Node" } }, required: ["root"], additionalProperties: false, $defs: { Node: node } } as vo.JsonSchema;
    // root (1), Node (2); Node's reference to itself and to the root add nothing more
    assert.equal(countSchema(schema).depth, 2);
  });

  test("depth: a chain of definitions each naming the next twice is walked once per definition", () => {
    const $defs: Record<string, unknown> = { D0: { type: "object", properties: { leaf: { type: "integer" } }, required: ["leaf"], additionalProperties: false } };
    for (let i = 1; i <= 40; i++) {
      $defs[`D${i}`] = { type: "object", properties: { a: { $ref: `#/$defs/D${i - 1}` }, b: { $ref: `#/$defs/D${i - 1}` } }, required: ["a", "b"], additionalProperties: false };
    }
    const schema = { type: "object", properties: { top: { $ref: "#/$defs/D40" } }, required: ["top"], additionalProperties: false, $defs } as vo.JsonSchema;
    // 2^40 paths if each reference were walked anew; 42 levels counted
    assert.equal(countSchema(schema).depth, 42);
  });

  test("characters: property names, definition names, enum and const values are 120,000 characters at most in a schema", () => {
    const wide = (count: number) => vo.object(shapeOf(count, (i) => vo.oneOf(`C${i}`, Array.from({ length: 250 }, (_, j) => `${i}`.padEnd(3, "x") + String(j).padStart(118, "0")) as [string, ...string[]])));
    // enums of 250 values of 121 characters each, and the names p0, p1…
    assert.equal(countSchema(strict(wide(3))).characters, 3 * 250 * 121 + 6);
    strict(wide(3));
    assert.throws(() => strict(wide(4)), limitError("OpenAI", /characters/, 4 * 250 * 121 + 8));
    const named = { type: "object", properties: { k: { const: "abcd" }, r: { $ref: "#/$defs/Def" } }, required: ["k", "r"], additionalProperties: false, $defs: { Def: { type: "string", enum: ["xy", 12] } } } as vo.JsonSchema;
    // k, r, "abcd", Def, "xy", 12
    assert.equal(countSchema(named).characters, 1 + 1 + 4 + 3 + 2 + 2);
    // a value JSON cannot write is not counted, and counting it does not throw
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    assert.equal(countSchema({ type: "object", properties: { c: { const: cyclic }, b: { enum: [10n] } } } as unknown as vo.JsonSchema).characters, 2);
  });

  test("a schema object that holds itself (twice) is counted once along a path: the count ends", () => {
    const node: Record<string, unknown> = { type: "object", required: ["a", "b"] };
    node.properties = { a: node, b: node };
    const counts = countSchema(node as vo.JsonSchema);
    assert.deepEqual([counts.depth, counts.properties, counts.characters], [1, 2, 2]);
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

describe("OpenAI strict limits of a request", () => {
  const strict = (schema: vo.AnySchema) => lowerSchema(lm(schema), "openai-strict", { purpose: "tool" });
  // two enums of 250 values of 121 characters (no more than 250 values: the 15,000 characters of one long enum do not apply)
  const codes = (tag: string) => vo.oneOf("Code", Array.from({ length: 250 }, (_, j) => String(j).padStart(121, tag)) as [string, ...string[]]);
  const half = (tag: string) => vo.object({ [`${tag}1`]: codes(tag), [`${tag}2`]: codes(tag) });

  test("the characters of names and values are counted across the strict schemas of a request", () => {
    const a = strict(half("a"));
    checkOpenaiRequest({ strictSchemas: [a] });
    assert.throws(() => checkOpenaiRequest({ strictSchemas: [a, strict(half("b"))] }), limitError("OpenAI", /characters/, 2 * (500 * 121 + 4)));
  });
});
