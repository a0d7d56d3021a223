// Provider limits reach the SDK adapters: a schema past them throws when the tool or format is made;
// the limits of a whole request are held where the adapter sees the request, or by checkRequestLimits.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import * as vo from "@adcodicem/value-objects";
import { ProviderLimitError } from "../../src/dialects/index.js";
import { checkRequestLimits as checkAnthropicLimits, valueObjectOutputFormat, valueObjectTool } from "../../src/anthropic/index.js";
import { checkRequestLimits as checkOpenaiLimits, valueObjectFunction, valueObjectResponseFormat } from "../../src/openai/index.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";

const anthropicTool = valueObjectTool;

const Code = vo.oneOf("Code", Array.from({ length: 1001 }, (_, i) => `c${i}`) as [string, ...string[]]);
const manyOptional = vo.object(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`p${i}`, vo.optional(vo.integer("N"))])));
const isLimit = (provider: string, count: number) => (e: unknown) => e instanceof ProviderLimitError && e.provider === provider && e.count === count;

test("openai: a strict function or format past OpenAI's limits throws when made; outside strict mode it does not", () => {
  assert.throws(() => valueObjectFunction({ name: "pick", description: "Picks.", parameters: { code: Code }, execute: () => "ok" }), isLimit("OpenAI", 1001));
  assert.throws(() => valueObjectResponseFormat(vo.object({ code: Code }), { name: "pick" }), isLimit("OpenAI", 1001));
  valueObjectFunction({ name: "pick", description: "Picks.", parameters: { code: Code }, execute: () => "ok", strict: false });
});

test("anthropic: a strict tool or an output format past Anthropic's limits throws when made; a tool that is not strict does not", () => {
  assert.throws(() => valueObjectTool({ name: "t", description: "T.", parameters: manyOptional, run: () => "ok", strict: true }), isLimit("Anthropic", 25));
  assert.throws(() => valueObjectOutputFormat(manyOptional), isLimit("Anthropic", 25));
  valueObjectTool({ name: "t", description: "T.", parameters: manyOptional, run: () => "ok" });
});

// Anthropic limits what the strict tools of one request hold together: the toolRunner asks each
// tool for its definition once a request, and the tools check the set they are asked in.
describe("anthropic toolRunner: the strict tools of one request together", () => {
  const client = (fetch: typeof globalThis.fetch) => new Anthropic({ apiKey: "test", fetch, maxRetries: 0 });
  const optionals = (count: number, tag: string) => vo.object(Object.fromEntries(Array.from({ length: count }, (_, i) => [`${tag}${i}`, vo.optional(vo.integer("N"))])));
  const strictTool = (name: string, count: number) => anthropicTool({ name, description: "T.", parameters: optionals(count, name), run: () => "ok", strict: true });
  // the runner is a thenable, not a Promise
  const ask = async (fetch: typeof globalThis.fetch, tools: unknown[]) =>
    await client(fetch).beta.messages.toolRunner({ model: "claude-sonnet-4-5", max_tokens: 64, messages: [{ role: "user", content: "Go." }], tools: tools as never });

  test("two strict tools of 13 optional members each are refused before the request leaves", async () => {
    const wire = capturingFetch([]);
    await assert.rejects(ask(wire.fetch, [strictTool("a", 13), strictTool("b", 13)]), (e: unknown) => isLimit("Anthropic", 26)(e) && /optional parameters/.test((e as Error).message));
    assert.equal(wire.bodies.length, 0);
  });

  test("two strict tools of 12 optional members each go out, turn after turn; a tool that is not strict is not counted", async () => {
    const a = strictTool("a", 12);
    const b = strictTool("b", 12);
    const loose = anthropicTool({ name: "c", description: "T.", parameters: optionals(13, "c"), run: () => "ok" });
    const wire = capturingFetch([scripted.anthropic.call("a", {}), scripted.anthropic.call("b", {}, "toolu_2"), scripted.anthropic.text("Done.")]);
    await ask(wire.fetch, [a, b, loose]);
    assert.equal(wire.bodies.length, 3, "each turn's set is counted alone, never added to the turn before");
    assert.deepEqual(wire.bodies[0].tools.map((t: any) => t.name), ["a", "b", "c"]);
  });
});

describe("anthropic toolRunner: two runners at once are two requests", () => {
  test("two runners started together, each with its own strict tool of 13 optional members, both go out", async () => {
    const optionals = (tag: string) => vo.object(Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`${tag}${i}`, vo.optional(vo.integer("N"))])));
    const wire = capturingFetch(() => scripted.anthropic.text("Done."));
    const client = new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 });
    const run = async (name: string) =>
      await client.beta.messages.toolRunner({
        model: "claude-sonnet-4-5",
        max_tokens: 64,
        messages: [{ role: "user", content: "Go." }],
        tools: [anthropicTool({ name, description: "T.", parameters: optionals(name), run: () => "ok", strict: true })],
      });
    await Promise.all([run("a"), run("b")]);
    assert.equal(wire.bodies.length, 2);
  });
});

describe("checkRequestLimits, where the host gives no view of the whole request", () => {
  const optionals = (count: number, tag: string) => vo.object(Object.fromEntries(Array.from({ length: count }, (_, i) => [`${tag}${i}`, vo.optional(vo.integer("N"))])));

  test("anthropic: the strict tools of one request are counted together; a tool that is not strict is not", () => {
    const thirteen = (name: string, strict: boolean) => anthropicTool({ name, description: "T.", parameters: optionals(13, name), run: () => "ok", strict });
    checkAnthropicLimits([thirteen("a", true), thirteen("b", false)], { dialect: "anthropic" });
    assert.throws(() => checkAnthropicLimits([thirteen("a", true), thirteen("b", true)], { dialect: "anthropic" }), isLimit("Anthropic", 26));
    const one = anthropicTool({ name: "t", description: "T.", parameters: { n: vo.integer("N") }, run: () => "ok", strict: true });
    assert.throws(() => checkAnthropicLimits(Array(21).fill(one), { dialect: "anthropic" }), isLimit("Anthropic", 21));
  });

  test("openai: the characters of names and enum values of the strict functions of one request are counted together", () => {
    const codes = (tag: string) => vo.oneOf("Code", Array.from({ length: 250 }, (_, j) => String(j).padStart(121, tag)) as [string, ...string[]]);
    const picker = (tag: string, strict = true) => valueObjectFunction({ name: tag, description: "Picks.", parameters: { [`${tag}1`]: codes(tag), [`${tag}2`]: codes(tag) }, execute: () => "ok", strict });
    checkOpenaiLimits([picker("a")], { dialect: "openai-strict" });
    checkOpenaiLimits([picker("a"), picker("b", false)], { dialect: "openai-strict" });
    assert.throws(() => checkOpenaiLimits([picker("a"), picker("b")], { dialect: "openai-strict" }), (e: unknown) => isLimit("OpenAI", 121008)(e) && /characters/.test((e as Error).message));
  });

  // OpenAI's function calling guide: a Responses request that omits `strict` is normalized into
  // strict mode, a Chat Completions one stays non-strict (red-team #02: strict null or absent went uncounted)
  test("openai: a Responses-shaped tool whose strict is absent or null counts as strict; a Chat Completions one does not", () => {
    const enumValues = Array.from({ length: 200 }, (_, i) => String(i).padStart(310, "x"));
    const parameters = { type: "object", properties: { e: { type: "string", enum: enumValues } }, required: ["e"], additionalProperties: false };
    const limit = (e: unknown) => isLimit("OpenAI", 124002)(e);
    const responses = (strict?: boolean | null) => ({ type: "function", name: "f", parameters, ...(strict === undefined ? {} : { strict }) });
    for (const strict of [true, null, undefined]) {
      assert.throws(() => checkOpenaiLimits([responses(strict), responses(strict)], { dialect: "openai-strict" }), limit, String(strict));
    }
    checkOpenaiLimits([responses(false), responses(false)], { dialect: "openai-strict" });
    checkOpenaiLimits([responses(true), responses(false)], { dialect: "openai-strict" });
    const chat = (strict?: boolean | null) => ({ type: "function", function: { name: "f", parameters, ...(strict === undefined ? {} : { strict }) } });
    assert.throws(() => checkOpenaiLimits([chat(true), chat(true)], { dialect: "openai-strict" }), limit);
    for (const strict of [false, null, undefined]) checkOpenaiLimits([chat(strict), chat(strict)], { dialect: "openai-strict" });
  });
});
