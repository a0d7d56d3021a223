/**
 * Property, through the real AI SDK: whatever a scripted model sends as a
 * `valueObjectTool`'s arguments, `execute` runs once with the value the oracle reads,
 * or the model receives the refusal object as `error-json` and `execute` does not run.
 * JSON the AI SDK refuses to parse (a `__proto__` key, say) keeps the SDK's own
 * handling: an `error-text`, and `execute` does not run. Nothing throws out of the call.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { secureJsonParse } from "@ai-sdk/provider-utils";
import { type ArgumentRefusal } from "@adcodicem/value-objects-ai";
import { valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, stepCountIs, streamText } from "ai";
import { answer, call, scriptedModel, toolResults } from "../ai-sdk/support/scripted.js";
import { expectRefusal, show } from "./support/expect-arguments.js";
import { anyArgs, oddArgs, paramsArgs } from "./support/json.js";
import { judge, suites } from "./support/params.js";

const SEED = 20260531;
const options = (seed: number, numRuns: number) => ({ seed, numRuns, endOnFailure: true, includeErrorInReport: true });
const parsesForTheSdk = (text: string) => {
  try {
    secureJsonParse(text);
    return true;
  } catch {
    return false;
  }
};

type Tally = { accepted: number; refused: number; sdk: number };

/** One model turn through the SDK, and the property on what execute and the model saw. */
async function roundTrip(suite: (typeof suites)[number], args: unknown, mode: "generate" | "stream", tally: Tally): Promise<void> {
  const runs: unknown[] = [];
  const tool = valueObjectTool({ parameters: suite.schema, execute: (value) => (runs.push(value), { done: true }) });
  const text = JSON.stringify(args);
  const { model, prompts } = scriptedModel([call("t", text), answer("ok")]);
  const settings = { model, tools: { t: tool }, stopWhen: stepCountIs(3), prompt: "go" };
  if (mode === "generate") await generateText(settings);
  else await streamText(settings).consumeStream({ onError: (error) => assert.fail(`the stream failed: ${String(error)}`) });
  const results = toolResults(prompts[1]);
  assert.equal(results.length, 1, `one tool result for ${show(args)}`);
  const output = results[0].output;
  if (!parsesForTheSdk(text)) {
    assert.equal(output.type, "error-text", `the SDK's own handling of ${text.slice(0, 200)}`);
    assert.equal(runs.length, 0);
    tally.sdk++;
    return;
  }
  const judged = judge(suite.oracle, args);
  if (judged.ok) {
    assert.deepEqual(runs, [judged.value], `execute received another value for ${show(args)}`);
    assert.deepEqual(output, { type: "json", value: { done: true } });
    tally.accepted++;
    return;
  }
  assert.equal(runs.length, 0, `execute ran on refused arguments ${show(args)}`);
  assert.equal(output.type, "error-json", `a refusal is error-json: ${show(output)}`);
  expectRefusal(suite, args, (output as unknown as { value: ArgumentRefusal }).value);
  tally.refused++;
}

for (const mode of ["generate", "stream"] as const) {
  test(`valueObjectTool through ${mode}Text: execute runs with the oracle's value, or the model gets the refusal`, async (t) => {
    const RUNS = mode === "generate" ? 500 : 150;
    const tally: Tally = { accepted: 0, refused: 0, sdk: 0 };
    const [params, odd] = suites;
    const input = fc.oneof(
      paramsArgs.map((args) => [params, args] as const),
      oddArgs.map((args) => [odd, args] as const),
      anyArgs.map((args) => [params, args] as const),
    );
    await fc.assert(
      fc.asyncProperty(input, ([suite, args]) => roundTrip(suite, args, mode, tally)),
      options(SEED + (mode === "generate" ? 0 : 1), RUNS),
    );
    t.diagnostic(`valueObjectTool, ${mode}Text: ${RUNS} cases (seed ${SEED + (mode === "generate" ? 0 : 1)}): ${tally.accepted} ran, ${tally.refused} refused by the rules, ${tally.sdk} refused by the SDK's parser`);
    assert.ok(tally.accepted > 0 && tally.refused > 0 && tally.sdk > 0, "every outcome is reached");
  });
}
