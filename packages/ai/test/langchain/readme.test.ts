import assert from "node:assert/strict";
import { test } from "node:test";
import { assertGuideRan, guideBlock, runGuide, scriptedOrderPreamble } from "../frameworks/support/readme-guide.js";

test("the README's LangChain guide runs as written: the refusal reaches the model, the corrected call runs", () => {
  // ChatOpenAI takes the global fetch and the key from the environment: both are the script's
  const preamble = scriptedOrderPreamble;
  const checks = `
const tools = server.bodies[2].messages.filter((m: any) => m.role === "tool").map((m: any) => m.content);
assert.deepEqual(tools, ['{"error":"invalid_argument","argument":"quantity","code":"value_object.out_of_range","message":"The value is not a valid Quantity: The value must be less than or equal to 100."}', "Ordered 5 for FR."]);
assert.equal(messages.filter((m) => m.type === "tool")[0].status, "error");
console.log("README LangChain guide: ok");`;
  const out = runGuide("langchain-guide", { preamble, block: guideBlock("Guide: LangChain"), checks });
  assertGuideRan(out, "LangChain");
});
