import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generateChecked, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { NoObjectGeneratedError, stepCountIs } from "ai";
import { answer, call, scriptedModel } from "./support/scripted.js";
import { CountryCode, IBAN, Iban, Quantity } from "../../../../test-support/shop.js";

const Order = vo.object({ iban: Iban, quantity: Quantity, country: CountryCode });
const good = JSON.stringify({ iban: IBAN, quantity: 2, country: "FR" });
const tooMany = JSON.stringify({ iban: IBAN, quantity: 500, country: "FR" });

const textOf = (message: { content: unknown }): string =>
  typeof message.content === "string" ? message.content : JSON.stringify(message.content);

test("a refused answer is sent back and repaired on the second attempt", async () => {
  const { model, prompts } = scriptedModel([answer(tooMany), answer(good)]);
  const checked = await generateChecked({ model, prompt: "Order 2 items.", output: valueObjectOutput(Order), maxRepairs: 2 });
  assert.deepEqual(checked.value, { iban: IBAN, quantity: 2, country: "FR" });
  assert.equal(checked.attempts, 2);
  assert.deepEqual(checked.response.output, checked.value);
  const second = prompts[1];
  assert.deepEqual(second.slice(0, 3).map((m) => m.role), ["user", "assistant", "user"], "the prompt, the refused answer, the repair");
  const repair = textOf(second[2]);
  assert.match(repair, /value_object\.out_of_range at \/quantity: The value is not a valid Quantity: The value must be less than or equal to 100\./);
  assert.doesNotMatch(repair, /500/);
});

test("when the repairs run out, the last refusal is thrown", async () => {
  const { model, prompts } = scriptedModel([answer(tooMany), answer("Two items, then."), answer(tooMany)]);
  const error = await generateChecked({ model, prompt: "Order 2 items.", output: valueObjectOutput(Order), maxRepairs: 2 }).then(
    () => assert.fail("no value should be read"),
    (e: unknown) => e,
  );
  assert.ok(NoObjectGeneratedError.isInstance(error));
  assert.ok(error.cause instanceof vo.ValueObjectError);
  assert.deepEqual([error.cause.code, error.cause.pointer], ["value_object.out_of_range", "/quantity"]);
  assert.equal(prompts.length, 3, "one call and two repairs");
  assert.match(textOf(prompts[2].at(-1)!), /answer\.not_json: The answer is not JSON\./, "the prose answer was refused as not JSON");
});

test("maxRepairs 0 asks once", async () => {
  const { model, prompts } = scriptedModel([answer(tooMany)]);
  await assert.rejects(generateChecked({ model, prompt: "Order.", output: valueObjectOutput(Order), maxRepairs: 0 }), (e: unknown) => NoObjectGeneratedError.isInstance(e));
  assert.equal(prompts.length, 1);
});

test("a cut-off answer the AI SDK would not read at all is refused and repaired", async () => {
  const { model, prompts } = scriptedModel([answer("", "length"), answer(good)]);
  const checked = await generateChecked({ model, prompt: "Order.", output: valueObjectOutput(Order) });
  assert.equal(checked.attempts, 2);
  assert.match(textOf(prompts[1].at(-1)!), /- answer\.cut_off: The answer was cut off before it was complete\./);
});

test("attempts counts model calls, tool steps included", async () => {
  let runs = 0;
  const lookup = valueObjectTool({ parameters: { country: CountryCode }, execute: () => ++runs });
  const { model } = scriptedModel([call("lookup", { country: "FR" }), answer(tooMany), answer(good)]);
  const checked = await generateChecked({ model, tools: { lookup }, stopWhen: stepCountIs(3), prompt: "Order.", output: valueObjectOutput(Order) });
  assert.equal(runs, 1);
  assert.equal(checked.attempts, 3);
});

test("the schema in the prompt, for a model without native structured output", async () => {
  const { model, calls } = scriptedModel([answer("```json\n" + good + "\n```")]);
  const output = valueObjectOutput(Order);
  const checked = await generateChecked({ model, instructions: "You place orders.", prompt: "Order.", output, schemaInPrompt: true });
  assert.deepEqual(checked.value, { iban: IBAN, quantity: 2, country: "FR" });
  assert.deepEqual(calls[0].responseFormat, { type: "text" });
  const system = calls[0].prompt.filter((m) => m.role === "system").map(textOf).join("\n");
  assert.match(system, /^You place orders\./);
  assert.ok(system.includes(JSON.stringify(vo.toJsonSchema(Order, { profile: "languageModel", target: "draft-07" }))));
});
