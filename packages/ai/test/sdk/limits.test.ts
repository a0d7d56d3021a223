// Provider limits reach the SDK adapters: a schema past them throws when the tool or format is made.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { ProviderLimitError } from "../../src/dialects/index.js";
import { valueObjectOutputFormat, valueObjectTool } from "../../src/anthropic/index.js";
import { valueObjectFunction, valueObjectResponseFormat } from "../../src/openai/index.js";

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
