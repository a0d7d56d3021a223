// An object of value objects handed as it is to the AI SDK's tool({ inputSchema }), with
// the real @ai-sdk/openai provider and a fetch that captures the HTTP body.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, tool } from "ai";
import * as vo from "@adcodicem/value-objects";
import { argumentSets, assertCarriesEveryRule, expected, WireParameters } from "./support/wire.js";
import { capturingFetch } from "../../../test-support/capturing-fetch.js";
import { scripted } from "../../../test-support/provider-responses.js";

async function callOnce(args: unknown) {
  const wire = capturingFetch([scripted.openaiChat.call("order", args)]);
  const openai = createOpenAI({ apiKey: "test", fetch: wire.fetch });
  const executed: unknown[] = [];
  const result = await generateText({
    model: openai.chat("gpt-4o"),
    prompt: "Order two items.",
    tools: { order: tool({ description: "Places an order.", inputSchema: WireParameters, execute: async (input) => (executed.push(input), "ordered") }) },
  });
  return { body: wire.bodies[0], executed, content: result.content };
}

test("the schema on the wire carries every rule: the languageModel profile, as draft-07", async () => {
  const { body } = await callOnce(argumentSets[0].args);
  const parameters = body.tools[0].function.parameters;
  assertCarriesEveryRule(parameters);
  assert.deepEqual(parameters, vo.toJsonSchema(WireParameters, { profile: "languageModel", target: "draft-07" }));
});

test("the SDK's validation accepts and refuses what the value objects do", async () => {
  for (const { name, args } of argumentSets) {
    const { executed, content } = await callOnce(args);
    const answer = expected(args);
    const error = content.find((part) => part.type === "tool-error");
    if (answer.ok) {
      assert.equal(error, undefined, name);
      assert.deepEqual(executed, [answer.value], name);
    } else {
      assert.deepEqual(executed, [], name);
      assert.ok(error, name);
      // the SDK sends the issues as JSON: the value objects' codes and messages are there
      for (const issue of answer.issues) assert.ok(String(error.error).includes(JSON.stringify(issue.message)), `${name}: ${issue.message}`);
    }
  }
});

test("a value read by the rules reaches execute in its declared spelling", async () => {
  const { executed } = await callOnce(argumentSets[0].args);
  assert.equal((executed[0] as { country: string }).country, "FR");
});
