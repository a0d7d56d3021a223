// An object of value objects handed as it is to the openai SDK's Standard Schema tool
// helper, `standardFunction` (openai/helpers/standard-schema), with a fetch that
// captures the HTTP body.
import assert from "node:assert/strict";
import { test } from "node:test";
import OpenAI from "openai";
import { standardFunction } from "openai/helpers/standard-schema";
import * as vo from "@adcodicem/value-objects";
import { argumentSets, assertCarriesEveryRule, expected, WireParameters } from "./support/wire.js";
import { capturingFetch } from "../../../test-support/capturing-fetch.js";
import { scripted } from "../../../test-support/provider-responses.js";

const orderTool = (executed: unknown[] = []) =>
  standardFunction({ name: "order", description: "Places an order.", parameters: WireParameters, function: (args) => (executed.push(args), "ordered") });

test("the strict schema on the wire carries every rule", async () => {
  const wire = capturingFetch([scripted.openaiChat.call("order", argumentSets[0].args)]);
  const client = new OpenAI({ apiKey: "test", fetch: wire.fetch });
  await client.chat.completions.parse({ model: "gpt-4o", messages: [{ role: "user", content: "Order." }], tools: [orderTool()] });
  const sent = wire.bodies[0].tools[0].function;
  assert.equal(sent.strict, true);
  assertCarriesEveryRule(sent.parameters);
  assert.deepEqual(sent.parameters, vo.toJsonSchema(WireParameters, { profile: "languageModel", target: "draft-07" }));
});

test("parse() accepts and refuses what the value objects do", async () => {
  for (const { name, args } of argumentSets) {
    const wire = capturingFetch([scripted.openaiChat.call("order", args)]);
    const client = new OpenAI({ apiKey: "test", fetch: wire.fetch });
    const answer = expected(args);
    const parsing = client.chat.completions.parse({ model: "gpt-4o", messages: [{ role: "user", content: "Order." }], tools: [orderTool()] });
    if (answer.ok) {
      const completion = await parsing;
      const call = completion.choices[0].message.tool_calls?.[0];
      assert.ok(call && call.type === "function", name);
      assert.deepEqual(call.function.parsed_arguments, answer.value, name);
    } else {
      await assert.rejects(parsing, (error: Error) => {
        // the SDK joins "path: message" for each issue
        for (const issue of answer.issues) assert.ok(error.message.includes(`${issue.path.join(".")}: ${issue.message}`), `${name}: ${error.message}`);
        return true;
      }, name);
    }
  }
});

test("runTools calls the function with the value read, and never with a refused one", async () => {
  for (const { name, args } of [argumentSets[0], argumentSets[2]]) {
    const wire = capturingFetch([scripted.openaiChat.call("order", args), scripted.openaiChat.text("Done.")]);
    const client = new OpenAI({ apiKey: "test", fetch: wire.fetch });
    const executed: unknown[] = [];
    const runner = client.chat.completions.runTools({ model: "gpt-4o", messages: [{ role: "user", content: "Order." }], tools: [orderTool(executed)] });
    assert.equal(await runner.finalContent(), "Done.");
    const answer = expected(args);
    const toolMessage = wire.bodies[1].messages.at(-1);
    assert.equal(toolMessage.role, "tool");
    if (answer.ok) {
      assert.deepEqual(executed, [answer.value], name);
      assert.equal((executed[0] as { country: string }).country, "FR");
    } else {
      assert.deepEqual(executed, [], name);
      assert.ok(String(toolMessage.content).includes(answer.issues[0].message), `${name}: ${toolMessage.content}`);
    }
  }
});
