/**
 * Issue 8, points 1, 3 and 8, over every AI SDK path: `valueObjectTool` (generateText and
 * streamText), a plain AI SDK `tool({ inputSchema })` behind `valueObjectMiddleware`,
 * and `generateChecked`'s repair loop. A foreign member whose promises reject leaves no
 * unhandled rejection and the call completes; a foreign member whose own text echoes
 * the value sends the model nothing of it; a role Object.prototype holds is never read
 * as the model's. The real `ai` package with a scripted model.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import type { ArgumentRefusal } from "@adcodicem/value-objects-ai";
import { generateChecked, valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { NoObjectGeneratedError, generateText, stepCountIs, streamText, tool, type ToolSet, wrapLanguageModel } from "ai";
import { ECHOING, type HostileMember, REJECTING, Role, SECRET, echoes, rejectionsDuring, withRoleOnPrototype } from "../../../core/test/hostile/support/hostile-members.js";
import { answer, call, scriptedModel, toolResults } from "../ai-sdk/support/scripted.js";

type Outcome = { runs: unknown[]; output: { type: string; value?: unknown }; seen: string };

/** One tool call with `args` through `valueObjectTool`, in generate or stream mode. */
async function throughTool(parameters: vo.AnySchema, args: unknown, mode: "generate" | "stream"): Promise<Outcome> {
  const runs: unknown[] = [];
  const t = valueObjectTool({ parameters: parameters as never, execute: (value: unknown) => (runs.push(value), { done: true }) });
  const { model, prompts } = scriptedModel([call("t", args), answer("ok")]);
  const settings = { model, tools: { t } as unknown as ToolSet, stopWhen: stepCountIs(3), prompt: "go" };
  if (mode === "generate") await generateText(settings);
  else await streamText(settings).consumeStream();
  const [result] = toolResults(prompts[1]);
  // what the model is told back: the tool result (its own call, which holds the value, is not ours)
  return { runs, output: result.output as Outcome["output"], seen: JSON.stringify(result) };
}

/** One tool call with `args` through a plain AI SDK tool whose inputSchema is the schema, behind the middleware. */
async function throughMiddleware(parameters: vo.AnySchema & vo.Schema, args: unknown): Promise<Outcome> {
  const runs: unknown[] = [];
  const t = tool({ inputSchema: parameters as never, execute: async (value: unknown) => (runs.push(value), { done: true }) });
  const { model, prompts } = scriptedModel([call("t", args), answer("ok")]);
  await generateText({ model: wrapLanguageModel({ model, middleware: valueObjectMiddleware() }), tools: { t }, stopWhen: stepCountIs(3), prompt: "go" });
  const [result] = toolResults(prompts[1]);
  return { runs, output: result.output as Outcome["output"], seen: JSON.stringify(result) };
}

/** An answer `answered` read by generateChecked with one repair, both answers the same: the error, and what the repair message said. */
async function throughRepair(schema: vo.AnySchema, answered: unknown): Promise<{ value?: unknown; error?: unknown; seen: string }> {
  const text = JSON.stringify(answered);
  const { model, prompts } = scriptedModel([answer(text), answer(text)]);
  try {
    const checked = await generateChecked({ model, prompt: "go", output: valueObjectOutput(schema as never), maxRepairs: 1 });
    return { value: checked.value, seen: JSON.stringify(prompts[1]?.at(-1)) };
  } catch (error) {
    // the repair message is the last of the second prompt (the answers before it are the model's own)
    return { error, seen: JSON.stringify(prompts[1]?.at(-1)) };
  }
}

/** The tool outcome for a hostile member under `a`: refused with its code at /a…, execute not run, nothing echoed. */
function expectToolRefusal(hostile: HostileMember, outcome: Outcome, where: string) {
  if (hostile.refused === undefined) return;
  assert.deepEqual(outcome.runs, [], `${where}: execute ran`);
  assert.ok(!echoes(outcome.seen), `${where}: the model saw the value: ${outcome.seen.slice(0, 400)}`);
  if (outcome.output.type === "error-json") {
    const refusal = outcome.output.value as ArgumentRefusal;
    assert.deepEqual([refusal.argument, refusal.code], ["a", hostile.refused.code], where);
  }
}

for (const hostile of [...REJECTING, ...ECHOING]) {
  test(`${hostile.name}: valueObjectTool (generate, stream), the middleware and generateChecked refuse it, leave no unhandled rejection, echo nothing`, async () => {
    const Params = vo.object({ a: hostile.member });
    const outcomes: [string, Outcome][] = [];
    let repaired: Awaited<ReturnType<typeof throughRepair>> | undefined;
    const rejections = await rejectionsDuring(async () => {
      outcomes.push(["tool, generateText", await throughTool(Params, { a: hostile.sent }, "generate")]);
      outcomes.push(["tool, streamText", await throughTool(Params, { a: hostile.sent }, "stream")]);
      outcomes.push(["middleware", await throughMiddleware(Params, { a: hostile.sent })]);
      repaired = await throughRepair(Params, { a: hostile.sent });
    });
    assert.deepEqual(rejections.map(String), []);
    for (const [where, outcome] of outcomes) {
      expectToolRefusal(hostile, outcome, where);
      if (where.startsWith("tool") && hostile.refused !== undefined) assert.equal(outcome.output.type, "error-json", where);
    }
    if (hostile.refused !== undefined) {
      assert.ok(repaired?.error !== undefined && NoObjectGeneratedError.isInstance(repaired.error), "generateChecked gives up with NoObjectGeneratedError");
      const cause = (repaired.error as { cause?: unknown }).cause;
      assert.ok(cause instanceof vo.ValueObjectError);
      assert.equal(cause.code, hostile.refused.code);
      assert.ok(!echoes(cause.message), cause.message);
      assert.ok(!echoes(repaired.seen), `the repair prompt holds the value: ${repaired.seen.slice(0, 400)}`);
      assert.match(repaired.seen, new RegExp(hostile.refused.code.replace(".", "\\.")), "the repair prompt names the code");
    }
  });
}

test("a clearance Object.prototype holds is never read as the model's: tool, middleware and generateChecked", async () => {
  const Params = vo.object({ clearance: Role, note: vo.optional(vo.string("Note")) });
  await withRoleOnPrototype(async () => {
    for (const mode of ["generate", "stream"] as const) {
      const outcome = await throughTool(Params, {}, mode);
      assert.deepEqual(outcome.runs, [], mode);
      assert.equal(outcome.output.type, "error-json", mode);
      const refusal = outcome.output.value as ArgumentRefusal;
      assert.deepEqual([refusal.argument, refusal.code], ["clearance", vo.REQUIRED], mode);
    }
    const middleware = await throughMiddleware(Params, {});
    assert.deepEqual(middleware.runs, []);
    assert.match(middleware.seen, /value_object\.required/);
    const repaired = await throughRepair(Params, {});
    assert.ok(NoObjectGeneratedError.isInstance(repaired.error));
    const cause = (repaired.error as { cause?: unknown }).cause;
    assert.ok(cause instanceof vo.ValueObjectError && cause.code === vo.REQUIRED && cause.pointer === "/clearance");
  });
});
