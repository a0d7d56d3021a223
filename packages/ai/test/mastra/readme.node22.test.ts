import assert from "node:assert/strict";
import { test } from "node:test";
import { assertGuideRan, guideBlock, runGuide, scriptedOrderPreamble } from "../frameworks/support/readme-guide.js";

test("the README's Mastra guide runs as written: the refusal reaches the model, the corrected call runs", () => {
  // Mastra's model router takes the key from the environment and the global fetch: both are the script's
  const preamble = scriptedOrderPreamble;
  const checks = `
const outputs = server.bodies[2].input.filter((i: any) => i.type === "function_call_output").map((i: any) => i.output);
assert.deepEqual(outputs, ['{"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range","message":"The value is not a valid Quantity: The value must be less than or equal to 100."}', "Ordered 5 for FR."]);
assert.equal(server.bodies[0].tools[0].parameters.properties.quantity.maximum, 100);
console.log("README Mastra guide: ok");`;
  const out = runGuide("mastra-guide", { preamble, block: guideBlock("Guide: Mastra"), checks });
  assertGuideRan(out, "Mastra");
});
