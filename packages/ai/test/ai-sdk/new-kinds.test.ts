// Issue 10 through the AI SDK: a tool of a boolean, a union, a discriminated union of three
// actions and a named Period; refusals inside an alternative name their path; the Period's
// rule reaches the model and is part of the repair loop; strict reshaping is undone inside
// the alternatives.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generateChecked, valueObjectMiddleware, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { NoObjectGeneratedError, generateText, stepCountIs, wrapLanguageModel } from "ai";
import { expectTypeOf } from "expect-type";
import { Action, ActParameters, Period } from "../../../core/test/support/tool-kinds.js";
import { answer, call, scriptedModel, toolResults } from "./support/scripted.js";

const CHECK_SENTENCE = "The end is on or after the start.";

// types (checked by tsc): a named object as parameters gives execute its branded value; the action narrows by its key
valueObjectTool({ parameters: Period, execute: (period) => expectTypeOf(period).toEqualTypeOf<vo.Infer<typeof Period>>() });
valueObjectTool({
  parameters: ActParameters,
  execute: ({ action }) => (action.type === "suspend" ? expectTypeOf(action.period).toEqualTypeOf<vo.Infer<typeof Period>>() : undefined),
});
const good = { order: "ORD-000042", action: { type: "refund", amount: 19.99 }, notify: true };

function actTool() {
  const runs: unknown[] = [];
  const act = valueObjectTool({ description: "Acts on an order.", parameters: ActParameters, execute: (args) => (runs.push(args), "done") });
  return { act, runs };
}

async function refusalFor(input: unknown) {
  const { act, runs } = actTool();
  const { model, prompts } = scriptedModel([call("act", input), answer("ok")]);
  await generateText({ model, tools: { act }, stopWhen: stepCountIs(3), prompt: "Act." });
  assert.equal(runs.length, 0, "execute is not run");
  const [result] = toolResults(prompts[1]);
  assert.equal(result.output.type, "error-json");
  return (result.output as { value: unknown }).value;
}

describe("valueObjectTool", () => {
  test("a refusal inside an alternative names its path", async () => {
    assert.deepEqual(await refusalFor({ ...good, action: { type: "refund", amount: 0 } }), {
      error: "invalid_argument",
      argument: "action",
      path: "/action/amount",
      code: "value_object.out_of_range",
      message: "The value is not a valid Amount: The value must be greater than 0.",
    });
    assert.deepEqual(await refusalFor({ ...good, action: { type: "suspend", period: { start: "2026-03-02", end: "2026-03-01" } } }), {
      error: "invalid_argument",
      argument: "action",
      path: "/action/period/end",
      code: "period.reversed",
      message: "The value is not a valid Period: The end must not come before the start.",
    });
    assert.deepEqual(await refusalFor({ ...good, action: { type: "ship" } }), {
      error: "invalid_argument",
      argument: "action",
      path: "/action/type",
      code: "value_object.not_allowed",
      message: "The value must be one of: refund, cancel, suspend.",
    });
  });

  test("a boolean and a union refuse with their codes, never the value", async () => {
    const refused = (await refusalFor({ order: "ORD-12-secret", action: { type: "cancel" }, notify: "yes" })) as Record<string, unknown>;
    assert.deepEqual(refused, {
      error: "invalid_argument",
      argument: "order",
      code: "value_object.no_match",
      message: "The value is not a valid Reference: The value matches none of the allowed forms.",
      more: [{ argument: "notify", code: "value_object.not_parsable", message: "The value is not a valid Notify: The value must be true or false." }],
    });
    assert.doesNotMatch(JSON.stringify(refused), /secret|yes/);
  });

  test("the arguments read narrow by their key, and the rule across members reaches the model", async () => {
    const { act, runs } = actTool();
    const { model, calls } = scriptedModel([call("act", good), answer("ok")]);
    await generateText({ model, tools: { act }, stopWhen: stepCountIs(3), prompt: "Act." });
    assert.deepEqual(runs, [good]);
    const sent = calls[0].tools?.[0];
    assert.ok(sent?.type === "function");
    assert.match(JSON.stringify(sent.inputSchema), new RegExp(CHECK_SENTENCE.replace(/\./g, "\\.")));
  });
});

describe("valueObjectMiddleware", () => {
  for (const dialect of ["openai", "openai-strict", "anthropic", "gemini", "ollama"] as const) {
    test(`${dialect}: the tool's alternatives travel whole, the Period's rule is said, forced nulls inside an alternative are undone`, async () => {
      const { act, runs } = actTool();
      // under openai-strict the model must send every member: the cancel action's reason as null
      const cancel = { order: 7, action: { type: "cancel", ...(dialect === "openai-strict" ? { reason: null } : {}) }, notify: false };
      const { model, calls } = scriptedModel([call("act", cancel), answer("ok")]);
      const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware({ dialect }) });
      await generateText({ model: wrapped, tools: { act }, stopWhen: stepCountIs(3), prompt: "Act." });
      assert.deepEqual(runs, [{ order: 7, action: { type: "cancel" }, notify: false }]);
      const sent = calls[0].tools?.[0];
      assert.ok(sent?.type === "function");
      const schema = sent.inputSchema as vo.JsonSchema;
      const action = (schema.properties as Record<string, vo.JsonSchema>).action;
      assert.equal((action.anyOf as unknown[]).length, 3);
      assert.match(JSON.stringify(schema), new RegExp(CHECK_SENTENCE.replace(/\./g, "\\.")));
    });
  }
});

describe("valueObjectOutput and generateChecked", () => {
  test("a rule across members is part of the repair loop", async () => {
    const reversed = JSON.stringify({ start: "2026-03-02", end: "2026-03-01" });
    const right = JSON.stringify({ start: "2026-03-01", end: "2026-03-02" });
    const { model, prompts, calls } = scriptedModel([answer(reversed), answer(right)]);
    const checked = await generateChecked({ model, prompt: "When?", output: valueObjectOutput(Period), maxRepairs: 1 });
    assert.deepEqual(checked.value, { start: "2026-03-01", end: "2026-03-02" });
    assert.equal(checked.attempts, 2);
    const repair = JSON.stringify(prompts[1].at(-1));
    assert.match(repair, /period\.reversed at \/end: The value is not a valid Period: The end must not come before the start\./);
    const format = calls[0].responseFormat;
    assert.ok(format?.type === "json");
    assert.match(JSON.stringify(format.schema), new RegExp(CHECK_SENTENCE.replace(/\./g, "\\.")));
  });

  test("a refused rule across members is a NoObjectGeneratedError whose cause carries code and path", async () => {
    const { model } = scriptedModel([answer(JSON.stringify({ start: "2026-03-02", end: "2026-03-01" }))]);
    const error = await generateText({ model, prompt: "When?", output: valueObjectOutput(Period) }).then(
      () => assert.fail("the answer must be refused"),
      (e: unknown) => e,
    );
    assert.ok(NoObjectGeneratedError.isInstance(error));
    assert.ok(error.cause instanceof vo.ValueObjectError);
    assert.deepEqual([error.cause.code, error.cause.pointer], ["period.reversed", "/end"]);
  });

  test("a discriminated union at the root is asked for wrapped and read unwrapped; a refusal inside names its path", async () => {
    const { model, calls } = scriptedModel([answer(JSON.stringify({ data: { type: "refund", amount: 5 } }))]);
    const result = await generateText({ model, prompt: "What now?", output: valueObjectOutput(Action) });
    assert.deepEqual(result.output, { type: "refund", amount: 5 });
    const format = calls[0].responseFormat;
    assert.ok(format?.type === "json");
    const schema = format.schema as vo.JsonSchema;
    assert.equal(schema.type, "object");
    assert.equal(((schema.properties as Record<string, vo.JsonSchema>).data.anyOf as unknown[]).length, 3);

    const { model: again } = scriptedModel([answer(JSON.stringify({ data: { type: "refund", amount: -5 } })), answer(JSON.stringify({ data: { type: "cancel" } }))]);
    const checked = await generateChecked({ model: again, prompt: "What now?", output: valueObjectOutput(Action), maxRepairs: 1 });
    assert.deepEqual(checked.value, { type: "cancel" });
  });

  test("openai-strict: an answer's forced nulls inside an alternative are undone before the rules read it", async () => {
    const { model } = scriptedModel([answer(JSON.stringify({ order: 3, action: { type: "cancel", reason: null }, notify: true }))]);
    const wrapped = wrapLanguageModel({ model, middleware: valueObjectMiddleware({ dialect: "openai-strict" }) });
    const result = await generateText({ model: wrapped, prompt: "Act.", output: valueObjectOutput(ActParameters) });
    assert.deepEqual(result.output, { order: 3, action: { type: "cancel" }, notify: true });
  });
});
