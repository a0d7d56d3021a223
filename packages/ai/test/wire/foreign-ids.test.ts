// A recursive Zod member whose id holds `%` (red-team round 10 #1): Zod writes the id into its
// `$ref`s as it is, and the core's hoist reads it so. Through `valueObjectMiddleware` and the real
// provider packages (captured fetch), every `$ref` of the tool schema sent resolves, Ajv compiles
// it, and the definition it names carries the rule (`maxLength` 3, as a keyword or a sentence).
import assert from "node:assert/strict";
import { test } from "node:test";
import { generateText, stepCountIs, wrapLanguageModel } from "ai";
import Ajv2020Module from "ajv/dist/2020.js";
import { z } from "zod";
import { valueObjectMiddleware, valueObjectTool } from "../../src/ai-sdk/index.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { CASES, answerOf, model, toolSchemaAt } from "./provider-cases.js";
import { refsOf, resolveRef } from "../../../../test-support/json-refs.js";

const Ajv2020 = Ajv2020Module.default;
const IDS = ["%", "%E9", "a%2Fb", "%25", "50%25off", "Cat"];


// the cases whose provider takes a recursive tool schema (Anthropic's strict tools refuse it)
const TOOL_CASES = CASES.filter((c) => c.purpose === "tool" && !(c.dialect === "anthropic" && c.strict === true));

for (const id of IDS) {
  test(`a Zod member with id ${JSON.stringify(id)} reaches every provider with references that resolve and its rule kept`, async () => {
    const Cat: z.ZodType<{ n: string; sub: unknown[] }> = z.object({ n: z.string().max(3), get sub() { return z.array(Cat); } }).meta({ id });
    assert.ok(TOOL_CASES.length >= 6);
    for (const c of TOOL_CASES) {
      const wire = capturingFetch(() => answerOf[c.provider]("done"));
      const wrapped = wrapLanguageModel({ model: model(c.provider, wire.fetch), middleware: valueObjectMiddleware() });
      const shelve = valueObjectTool({ description: "Files a category.", parameters: { cat: Cat } as never, ...(c.strict === undefined ? {} : { strict: c.strict }), execute: () => "done" });
      await generateText({ model: wrapped, prompt: "File it.", tools: { shelve: shelve as never }, stopWhen: stepCountIs(1) });
      assert.equal(wire.bodies.length, 1, `${c.provider} ${c.name}: one request`);
      const sent = toolSchemaAt[c.provider](wire.bodies[0]);
      const where = `${JSON.stringify(id)} ${c.provider} ${c.name}`;
      const refs = refsOf(sent);
      assert.ok(refs.length >= 2, `${where}: the recursion kept as references`);
      for (const ref of refs) {
        const named = resolveRef(sent, ref);
        assert.notEqual(named, undefined, `${where}: ${ref} resolves`);
        assert.match(JSON.stringify(named), /"maxLength":3|at most 3/, `${where}: ${ref} names the definition with its rule`);
      }
      assert.doesNotThrow(() => new Ajv2020({ strict: false }).compile(sent), where);
    }
  });
}
