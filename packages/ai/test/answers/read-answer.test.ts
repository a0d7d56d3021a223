import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { answerShape, readAnswer, repairMessage } from "@adcodicem/value-objects-ai";
import { finishReasonRefusal } from "../../src/answers/finish-reason.js";
import { parseAnswerJson, stripCodeFence } from "../../src/answers/json-text.js";
import { answerError } from "../../src/answers/read-answer.js";
import { schemaInPrompt } from "../../src/answers/schema-in-prompt.js";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Line = vo.object({ sku: vo.string("Sku", { pattern: "^[A-Z]{3}-[0-9]{3}$" }), quantity: Quantity, note: vo.optional(vo.string("Note")) });
const lineShape = answerShape(Line);
const listShape = answerShape(vo.array(Quantity, { maxItems: 3 }));

describe("the finish reason comes first", () => {
  test("a cut-off answer is never read, even as valid JSON", () => {
    for (const finishReason of ["length", "interrupted", "error"]) {
      const reading = readAnswer(lineShape, { text: '{"sku":"ABC-123","quantity":2}', finishReason });
      assert.deepEqual(reading, { ok: false, refusal: { code: "answer.cut_off", message: "The answer was cut off before it was complete.", path: [], pointer: "" } });
    }
  });
  test("a filtered or refused answer is never read", () => {
    for (const finishReason of ["content-filter", "refusal"]) {
      const reading = readAnswer(lineShape, { text: '{"sku":"ABC-123","quantity":2}', finishReason });
      assert.equal(reading.ok, false);
      if (!reading.ok) assert.equal(reading.refusal.code, "answer.filtered");
    }
  });
  test("stop, other, tool-calls and no finish reason let the answer be read", () => {
    for (const finishReason of ["stop", "other", "tool-calls", undefined]) {
      assert.equal(finishReasonRefusal(finishReason), undefined);
      assert.deepEqual(readAnswer(lineShape, { text: '{"sku":"ABC-123","quantity":2}', finishReason }), { ok: true, value: { sku: "ABC-123", quantity: 2 } });
    }
  });
});

describe("then the JSON", () => {
  test("a code fence around the JSON is tolerated", () => {
    assert.equal(stripCodeFence('```json\n{"a":1}\n```'), '{"a":1}');
    assert.equal(stripCodeFence('  ```\n[1,2]\n```  \n'), "[1,2]");
    assert.equal(stripCodeFence("~~~JSON\n{}\n~~~"), "{}");
    assert.deepEqual(readAnswer(lineShape, { text: '```json\n{"sku":"ABC-123","quantity":2}\n```', finishReason: "stop" }), {
      ok: true,
      value: { sku: "ABC-123", quantity: 2 },
    });
  });
  test("prose, prose around a fence, broken JSON and nothing at all are not JSON, and never quoted", () => {
    for (const text of ["Sure! Quantity 500.", 'Here:\n```json\n{"quantity":500}\n```', '{"quantity": 500', "", "   "]) {
      const json = parseAnswerJson(text);
      assert.equal(json.ok, false);
      if (json.ok) continue;
      assert.equal(json.refusal.code, "answer.not_json");
      assert.doesNotMatch(json.refusal.message, /500|Sure/);
    }
  });
});

describe("then each value object", () => {
  test("a refused value names its code and JSON Pointer; the others follow in more", () => {
    const reading = readAnswer(lineShape, { text: '{"sku":"abc","quantity":500}', finishReason: "stop" });
    assert.deepEqual(reading, {
      ok: false,
      refusal: {
        code: "value_object.pattern_mismatch",
        message: "The value is not a valid Sku: The value must match the pattern ^[A-Z]{3}-[0-9]{3}$.",
        path: ["sku"], pointer: "/sku",
        more: [{ code: "value_object.out_of_range", message: "The value is not a valid Quantity: The value must be less than or equal to 100.", path: ["quantity"], pointer: "/quantity" }],
      },
    });
    if (reading.ok) return;
    const error = answerError(reading.refusal);
    assert.ok(error instanceof vo.ValueObjectError);
    assert.deepEqual([error.code, error.pointer], ["value_object.pattern_mismatch", "/sku"]);
  });
  test("an answer that is not an object travels wrapped under data and is unwrapped when read", () => {
    assert.equal(lineShape.wrapped, false);
    assert.deepEqual(lineShape.jsonSchema, vo.toJsonSchema(Line, { profile: "languageModel", target: "draft-07" }));
    assert.equal(listShape.wrapped, true);
    assert.deepEqual(listShape.jsonSchema, {
      type: "object",
      properties: { data: { type: "array", items: { type: "integer", minimum: 1, maximum: 100 }, maxItems: 3 } },
      required: ["data"],
      additionalProperties: false,
    });
    assert.deepEqual(readAnswer(listShape, { text: '{"data":[1,2]}', finishReason: "stop" }), { ok: true, value: [1, 2] });
    // a model that had the schema only as text may send the bare value: the rules still read it
    assert.deepEqual(readAnswer(listShape, { text: "[3]", finishReason: "stop" }), { ok: true, value: [3] });
    for (const schema of [vo.record(Quantity), vo.nullable(Line), Quantity]) assert.equal(answerShape(schema).wrapped, true);
  });
  test("each item of a list is checked; the pointer is in the value, the repair message points into the answer", () => {
    const reading = readAnswer(listShape, { text: '{"data":[1,0,2]}', finishReason: "stop" });
    assert.equal(reading.ok, false);
    if (reading.ok) return;
    assert.deepEqual(reading.refusal, {
      code: "value_object.out_of_range",
      message: "The value is not a valid Quantity: The value must be greater than or equal to 1.",
      path: [1], pointer: "/1",
      under: "data",
    });
    assert.match(repairMessage(reading.refusal), /^- value_object\.out_of_range at \/data\/1: The value is not a valid Quantity/m);
  });
});

test("the repair message names code, pointer and sentence, and never the answer", () => {
  const reading = readAnswer(lineShape, { text: '{"sku":"abc","quantity":500}', finishReason: "stop" });
  assert.ok(!reading.ok);
  const text = repairMessage(reading.refusal);
  assert.equal(
    text,
    [
      "Your answer was refused, so it was not used:",
      "- value_object.pattern_mismatch at /sku: The value is not a valid Sku: The value must match the pattern ^[A-Z]{3}-[0-9]{3}$.",
      "- value_object.out_of_range at /quantity: The value is not a valid Quantity: The value must be less than or equal to 100.",
      "Send the whole answer again, corrected: one JSON value that follows the schema, and nothing else.",
    ].join("\n"),
  );
  assert.doesNotMatch(text, /abc|500/);
  assert.match(repairMessage({ code: "answer.not_json", message: "The answer is not JSON.", path: [], pointer: "" }), /^- answer\.not_json: The answer is not JSON\.$/m);
});

test("the schema in the prompt is the answer's schema, every keyword kept", () => {
  const text = schemaInPrompt(listShape.jsonSchema);
  assert.ok(text.includes(JSON.stringify(listShape.jsonSchema)));
  assert.match(text, /JSON only/);
});
