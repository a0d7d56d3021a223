// Paths, one form (DESIGN.md), for answers: what a program reads (readAnswer's refusal, the
// ValueObjectError a reader throws, the NoObjectGeneratedError's cause) has `path`, the exact keys
// and indexes, and `pointer`, an exact RFC 6901 JSON Pointer; what the model reads (the repair
// message) keeps the pointer cut and escaped.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { answerShape, readAnswer, repairMessage } from "@adcodicem/value-objects-ai";
import { valueObjectOutput } from "@adcodicem/value-objects-ai/ai-sdk";
import { generateText, NoObjectGeneratedError } from "ai";
import { answerError } from "../../src/answers/read-answer.js";
import { answer, scriptedModel } from "../ai-sdk/support/scripted.js";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Answer = vo.object({ "a/b": Quantity, "~": vo.array(vo.object({ quantity: Quantity })), labels: vo.record(Quantity) });
const shape = answerShape(Answer);
const LONG = "k".repeat(100);

const cases = [
  { text: "not json", path: [], pointer: "" },
  { text: JSON.stringify({ "a/b": 0, "~": [], labels: {} }), path: ["a/b"], pointer: "/a~1b" },
  { text: JSON.stringify({ "a/b": 1, "~": [{ quantity: 1 }, { quantity: 0 }], labels: {} }), path: ["~", 1, "quantity"], pointer: "/~0/1/quantity" },
  // exact for the program: not cut, not escaped as JSON
  { text: JSON.stringify({ "a/b": 1, "~": [], labels: { [LONG]: 0 } }), path: ["labels", LONG], pointer: `/labels/${LONG}` },
] as const;

describe("an answer's refusal: path and pointer", () => {
  for (const { text, path, pointer } of cases) {
    test(`readAnswer and its error at ${JSON.stringify(path)}`, () => {
      const reading = readAnswer(shape, { text, finishReason: "stop" });
      assert.ok(!reading.ok);
      assert.deepEqual([reading.refusal.path, reading.refusal.pointer], [path, pointer]);
      const error = answerError(reading.refusal);
      assert.ok(error instanceof vo.ValueObjectError);
      assert.deepEqual([error.path, error.pointer], [path, pointer]);
    });
    test(`valueObjectOutput's NoObjectGeneratedError cause at ${JSON.stringify(path)}`, async () => {
      const { model } = scriptedModel([answer(text)]);
      const error = await generateText({ model, prompt: "Answer.", output: valueObjectOutput(Answer) }).then(
        () => assert.fail("the answer was read"),
        (e: unknown) => e,
      );
      assert.ok(NoObjectGeneratedError.isInstance(error));
      const cause = error.cause;
      assert.ok(cause instanceof vo.ValueObjectError);
      assert.deepEqual([cause.path, cause.pointer], [path, pointer]);
    });
  }

  test("the repair message the model reads keeps the cut, escaped pointer", () => {
    const reading = readAnswer(shape, { text: cases[3].text, finishReason: "stop" });
    assert.ok(!reading.ok);
    assert.match(repairMessage(reading.refusal), new RegExp(`^- value_object\\.out_of_range at /labels/${"k".repeat(63)}…: `, "m"));
    const error = answerError(reading.refusal);
    assert.equal(error.pointer.length, "/labels/".length + 100);
  });
});
