// vo.lazy at the wire (issue 23): a category tree as a tool's parameters and as an answer, sent
// through the real provider packages (captured fetch). Where the provider takes recursion (OpenAI,
// strict or not; Anthropic's plain tools; Gemini; Ollama) the body holds the tree once under `$defs`
// and a `$ref` at each recursion, every rule kept, and an answer read back (the strict reshaping
// undone at every depth) is the tree sent. Anthropic's strict tools and native structured output
// take no recursive schema: a ProviderLimitError, and no request leaves.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Output, generateText, jsonSchema, stepCountIs, tool, wrapLanguageModel } from "ai";
import * as vo from "@adcodicem/value-objects";
import { type LowerOptions, lowerSchema, ProviderLimitError, reshapesValues, restoreStrictValue } from "../../src/dialects/index.js";
import { valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "../../src/ai-sdk/index.js";
import { findMissingRules } from "../dialects/rule-carriers.js";
import { strictForm } from "../dialects/strict-form.js";
import { Category, tree } from "../recursion/support.js";
import { matchesFixture } from "./capture.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { CASES, type WireCase, answerOf, answerSchemaAt, model, toolSchemaAt } from "./provider-cases.js";

const options = (c: WireCase): LowerOptions => ({ purpose: c.purpose, ...(c.strict === undefined ? {} : { strict: c.strict }), ...(c.via === undefined ? {} : { via: c.via }) });
const refusesRecursion = (c: WireCase) => c.dialect === "anthropic" && (c.strict === true || c.purpose === "response-format");
const lm = vo.toJsonSchema(Category, { profile: "languageModel" });
const value = tree(6);

async function send(c: WireCase, lowered: vo.JsonSchema) {
  const text = JSON.stringify(reshapesValues(c.dialect, options(c)) ? strictForm(value, lm, c.dialect === "openai-strict") : value);
  const wire = capturingFetch(() => answerOf[c.provider](text));
  const openaiOptions = c.provider.startsWith("openai") && c.purpose === "response-format" ? { providerOptions: { openai: { strictJsonSchema: c.strict } } } : {};
  if (c.purpose === "tool") {
    const shelve = tool({ description: "Files a category tree.", inputSchema: jsonSchema<Record<string, unknown>>(lowered), ...(c.strict === undefined ? {} : { strict: c.strict }), execute: async () => "done" });
    await generateText({ model: model(c.provider, wire.fetch), prompt: "File the catalogue.", tools: { shelve } });
    return { body: wire.bodies[0], bodies: wire.bodies.length, output: undefined };
  }
  const result = await generateText({ model: model(c.provider, wire.fetch), prompt: "Write the catalogue.", output: Output.object({ schema: jsonSchema<Record<string, unknown>>(lowered) }), ...openaiOptions });
  return { body: wire.bodies[0], bodies: wire.bodies.length, output: result.output as unknown };
}

describe("a category tree reaches each provider as one definition and its references", () => {
  for (const c of CASES.filter((c) => !refusesRecursion(c))) {
    test(`${c.provider} ${c.name}`, async () => {
      const lowered = lowerSchema(lm, c.dialect, options(c));
      const { body, bodies, output } = await send(c, lowered);
      assert.equal(bodies, 1);
      const wire = c.purpose === "tool" ? toolSchemaAt[c.provider](body) : answerSchemaAt[c.provider](body);
      if (c.unchanged) assert.deepEqual(wire, lowered, "the provider sends the lowered schema as it is");
      assert.deepEqual(Object.keys(wire.$defs as object), ["Category"]);
      assert.equal(JSON.stringify(wire).match(/"\$ref":"#\/\$defs\/Category"/g)?.length, 2, "the root's reference and the definition's");
      assert.deepEqual(findMissingRules(lm, wire, c.table, c.rewrites), []);
      assert.match(JSON.stringify(wire), /A category of the catalogue/);
      if (output !== undefined) {
        const restored = reshapesValues(c.dialect, options(c)) ? restoreStrictValue(output, lm) : output;
        assert.deepEqual(Category.tryCreate(restored), { ok: true, value });
      }
      matchesFixture(`recursive-${c.provider}-${c.name}`, body);
    });
  }
});

describe("Anthropic strict tools and native structured output refuse a recursive schema before a request leaves", () => {
  for (const c of CASES.filter(refusesRecursion)) {
    test(`${c.provider} ${c.name}`, async () => {
      assert.throws(() => lowerSchema(lm, c.dialect, options(c)), (e: unknown) => e instanceof ProviderLimitError && e.provider === "Anthropic" && e.limit === "recursive definitions");
      // through the middleware, as a user calls it: the request does not leave
      const wire = capturingFetch(() => answerOf.anthropic("{}"));
      const wrapped = wrapLanguageModel({ model: model("anthropic", wire.fetch), middleware: valueObjectMiddleware() });
      const call =
        c.purpose === "tool"
          ? generateText({ model: wrapped, prompt: "File it.", tools: { shelve: valueObjectTool({ description: "Files a tree.", parameters: Category as never, strict: true, execute: () => "done" }) as never }, stopWhen: stepCountIs(1) })
          : generateText({ model: wrapped, prompt: "Write it.", output: valueObjectOutput(Category) });
      await assert.rejects(call, (e: unknown) => {
        const error = e as { name?: string; cause?: unknown; message?: string };
        return (error instanceof ProviderLimitError || error.cause instanceof ProviderLimitError || /recursive definitions/.test(String(error.message)));
      });
      assert.equal(wire.bodies.length, 0, "no request left");
    });
  }
});

test("the recursive wire cases cover every provider case", () => {
  assert.equal(CASES.length, 15);
  assert.equal(CASES.filter(refusesRecursion).length, 2);
});
