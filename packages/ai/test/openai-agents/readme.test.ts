import assert from "node:assert/strict";
import { test } from "node:test";
import { guideBlock, runGuide, scriptedImport } from "../frameworks/support/readme-guide.js";

test("the README's @openai/agents guide runs as written: the refusal reaches the model, the corrected call and the answer are read", () => {
  const preamble = `import assert from "node:assert/strict";
import { setDefaultOpenAIClient, setTracingDisabled } from "@openai/agents";
import OpenAI from "openai";
${scriptedImport}
setTracingDisabled(true);
const server = scriptedOpenai([
  call("place_order", { quantity: 500, country: "fr", note: null }),
  call("place_order", { quantity: 5, country: "fr", note: null }),
  answer('{"quantity":5,"country":"fr"}'),
]);
setDefaultOpenAIClient(new OpenAI({ apiKey: "test", fetch: server.fetch }));`;
  const checks = `
assert.deepEqual(result.finalOutput, { quantity: 5, country: "FR" });
const outputs = server.bodies[2].input.filter((i: any) => i.type === "function_call_output").map((i: any) => i.output);
assert.deepEqual(outputs, ['{"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range","message":"The value is not a valid Quantity: The value must be less than or equal to 100."}', "Ordered 5 for FR."]);
assert.equal(server.bodies[0].tools[0].strict, true);
console.log("README @openai/agents guide: ok");`;
  const out = runGuide("openai-agents-guide", { preamble, block: guideBlock("Guide: @openai/agents"), checks });
  assert.match(out, /\{ quantity: 5, country: 'FR' \}/);
  assert.match(out, /README @openai\/agents guide: ok/);
});
