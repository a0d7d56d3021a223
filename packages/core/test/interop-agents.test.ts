// An object of value objects handed as it is to @openai/agents' tool(), run by a real
// Runner with the real Chat Completions model and a fetch that captures the HTTP body.
import assert from "node:assert/strict";
import { test } from "node:test";
import OpenAI from "openai";
import { Agent, OpenAIChatCompletionsModel, RunContext, Runner, setTracingDisabled, tool } from "@openai/agents";
import * as vo from "@adcodicem/value-objects";
import { argumentSets, assertCarriesEveryRule, expected, WireParameters } from "./support/wire.js";
import { capturingFetch } from "../../../test-support/capturing-fetch.js";
import { scripted } from "../../../test-support/provider-responses.js";

setTracingDisabled(true);

const orderTool = (executed: unknown[]) =>
  tool({ name: "order", description: "Places an order.", parameters: WireParameters, execute: async (args) => (executed.push(args), "ordered") });

// What @openai/agents answers the model for any invalid input (it says no more).
const AGENTS_ERROR = "An error occurred while running the tool. Please try again.";

test("the tool's JSON schema carries every rule", () => {
  const built = orderTool([]);
  assert.equal(built.strict, true);
  assertCarriesEveryRule(built.parameters);
  assert.deepEqual(built.parameters, vo.toJsonSchema(WireParameters, { profile: "languageModel", target: "draft-2020-12" }));
});

test("its argument validation accepts and refuses what the value objects do", async () => {
  for (const { name, args } of argumentSets) {
    const executed: unknown[] = [];
    const output = await orderTool(executed).invoke(new RunContext(), JSON.stringify(args));
    const answer = expected(args);
    if (answer.ok) {
      assert.equal(output, "ordered", name);
      assert.deepEqual(executed, [answer.value], name);
    } else {
      assert.equal(output, AGENTS_ERROR, name);
      assert.deepEqual(executed, [], name);
    }
  }
});

test("a run with the Chat Completions model sends every rule and calls the tool with the value read", async () => {
  for (const { name, args } of [argumentSets[0], argumentSets[2]]) {
    const wire = capturingFetch([scripted.openaiChat.call("order", args), scripted.openaiChat.text("Done.")]);
    const executed: unknown[] = [];
    const agent = new Agent({
      name: "shop",
      instructions: "Take orders.",
      tools: [orderTool(executed)],
      model: new OpenAIChatCompletionsModel(new OpenAI({ apiKey: "test", fetch: wire.fetch }), "gpt-4o"),
    });
    const result = await new Runner({ tracingDisabled: true }).run(agent, "Order two items.", { maxTurns: 3 });
    assert.equal(result.finalOutput, "Done.", name);
    const sent = wire.bodies[0].tools[0].function;
    assert.equal(sent.strict, true);
    assertCarriesEveryRule(sent.parameters);
    const answer = expected(args);
    const toolMessage = wire.bodies[1].messages.at(-1);
    if (answer.ok) {
      assert.deepEqual(executed, [answer.value], name);
      assert.equal(toolMessage.content, "ordered");
    } else {
      assert.deepEqual(executed, [], name);
      assert.equal(toolMessage.content, AGENTS_ERROR);
    }
  }
});
