// Issue 10 at the wire: a tool whose parameters hold a union, a boolean, a discriminated
// union of three actions and a named Period with a rule across members, sent through the
// real provider packages (captured fetch). In every dialect, every rule is in the body,
// each alternative whole (anyOf below the root; const, or enum where the provider lacks
// it), the Period's checkDescription reaches the model, a union at the root of an answer
// travels wrapped, and the answer read back (forced nulls and all) is the value sent.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Output, generateText, jsonSchema, tool } from "ai";
import * as vo from "@adcodicem/value-objects";
import { answerShape, unwrapAnswer } from "../../src/answers/answer-shape.js";
import { type LowerOptions, lowerSchema, reshapesValues, restoreStrictValue } from "../../src/dialects/index.js";
import { findMissingRules } from "../dialects/rule-carriers.js";
import { strictForm } from "../dialects/strict-form.js";
import { Action, ActParameters } from "../../../core/test/support/tool-kinds.js";
import { matchesFixture } from "./capture.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { CASES, type WireCase, answerOf, answerSchemaAt, model, toolSchemaAt } from "./provider-cases.js";

const options = (c: WireCase): LowerOptions => ({ purpose: c.purpose, ...(c.strict === undefined ? {} : { strict: c.strict }), ...(c.via === undefined ? {} : { via: c.via }) });

/** Sends a lowered schema through the provider package; the model answers `value` in the form the dialect makes it send. */
async function send(c: WireCase, lowered: vo.JsonSchema, lm: vo.JsonSchema, value: unknown) {
  const reshaped = reshapesValues(c.dialect, options(c));
  const text = JSON.stringify(reshaped ? strictForm(value, lm, c.dialect === "openai-strict") : value);
  const wire = capturingFetch(() => answerOf[c.provider](text));
  const openaiOptions = c.provider.startsWith("openai") && c.purpose === "response-format" ? { providerOptions: { openai: { strictJsonSchema: c.strict } } } : {};
  if (c.purpose === "tool") {
    const act = tool({ description: "Acts on an order.", inputSchema: jsonSchema<Record<string, unknown>>(lowered), ...(c.strict === undefined ? {} : { strict: c.strict }), execute: async () => "done" });
    await generateText({ model: model(c.provider, wire.fetch), prompt: "Refund order 42.", tools: { act } });
    assert.equal(wire.bodies.length, 1);
    return { body: wire.bodies[0], output: undefined };
  }
  const result = await generateText({
    model: model(c.provider, wire.fetch),
    prompt: "Refund order 42.",
    output: Output.object({ schema: jsonSchema<Record<string, unknown>>(lowered) }),
    ...openaiOptions,
  });
  assert.equal(wire.bodies.length, 1);
  return { body: wire.bodies[0], output: result.output as unknown };
}

const CHECK_SENTENCE = "The end is on or after the start.";
const sent = { order: "ORD-000042", action: { type: "cancel" }, notify: false };
const suspended = { order: 42, action: { type: "suspend", period: { start: "2026-03-01", end: "2026-03-02" } }, notify: true };

const everyNode = (schema: unknown, visit: (node: vo.JsonSchema) => void): void => {
  if (Array.isArray(schema)) return schema.forEach((s) => everyNode(s, visit));
  if (schema === null || typeof schema !== "object") return;
  visit(schema as vo.JsonSchema);
  for (const value of Object.values(schema)) everyNode(value, visit);
};

describe("a tool of booleans, unions and a named object reaches each provider whole", () => {
  for (const c of CASES) {
    test(`${c.provider} ${c.name}`, async () => {
      const lm = vo.toJsonSchema(ActParameters, { profile: "languageModel" });
      const lowered = lowerSchema(lm, c.dialect, options(c));
      for (const value of [sent, suspended]) {
        const { body, output } = await send(c, lowered, lm, value);
        const wire = c.purpose === "tool" ? toolSchemaAt[c.provider](body) : answerSchemaAt[c.provider](body);
        if (c.unchanged) assert.deepEqual(wire, lowered, "the provider sends the lowered schema as it is");
        assert.deepEqual(findMissingRules(lm, wire, c.table, c.rewrites), []);
        const properties = wire.properties as Record<string, vo.JsonSchema>;
        assert.equal(wire.type, "object");
        assert.equal((properties.action.anyOf as unknown[]).length, 3, "each alternative is sent");
        assert.equal((properties.order.anyOf as unknown[]).length, 2);
        assert.match(JSON.stringify(wire), new RegExp(CHECK_SENTENCE.replace(/\./g, "\\.")), "the rule across members reaches the model");
        // each key as const, or as a one-value enum where the provider lacks const
        const keys: unknown[] = [];
        everyNode(wire, (node) => {
          if ("const" in node) keys.push(node.const);
          else if (Array.isArray(node.enum) && node.enum.length === 1) keys.push(node.enum[0]);
        });
        assert.deepEqual(keys, ["refund", "cancel", "suspend"]);
        if (c.dialect === "gemini") assert.doesNotMatch(JSON.stringify(wire), /"const"/);
        if (output !== undefined) {
          // read back: the strict reshaping undone, then the rules
          const restored = reshapesValues(c.dialect, options(c)) ? restoreStrictValue(output, lm) : output;
          assert.deepEqual(ActParameters.tryCreate(restored), { ok: true, value });
        }
        if (value === sent) matchesFixture(`kinds-${c.provider}-${c.name}`, body);
      }
    });
  }
});

describe("a union at the root of an answer travels wrapped, and is read back unwrapped", () => {
  for (const c of CASES.filter((c) => c.purpose === "response-format")) {
    test(`${c.provider} ${c.name}`, async () => {
      const shape = answerShape(Action);
      assert.equal(shape.wrapped, true);
      const lm = shape.jsonSchema;
      const lowered = lowerSchema(lm, c.dialect, options(c));
      const value = { data: { type: "refund", amount: 19.99 } };
      const { body, output } = await send(c, lowered, lm, value);
      const wire = answerSchemaAt[c.provider](body);
      assert.equal(wire.type, "object");
      assert.equal(wire.anyOf, undefined, "no anyOf at the root");
      assert.equal(((wire.properties as Record<string, vo.JsonSchema>).data.anyOf as unknown[]).length, 3);
      const restored = reshapesValues(c.dialect, options(c)) ? restoreStrictValue(output, lm) : output;
      const { value: inner, unwrapped } = unwrapAnswer(shape, restored);
      assert.equal(unwrapped, true);
      assert.deepEqual(Action.tryCreate(inner), { ok: true, value: value.data });
    });
  }
});

test("the new-kinds fixtures cover every case", () => {
  assert.equal(CASES.length, 15);
});
