// The providers' answers in the reader's terms: the finish or stop reason first, then the text.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerAnswerFormat, readAnswerFormat } from "../../src/answers/answer-format.js";
import { anthropicAnswer, openaiChatAnswer, openaiResponsesAnswer } from "../../src/answers/provider-answers.js";

test("OpenAI chat: finish reasons and a refusal", () => {
  const choice = (finish_reason: string | null, content: string | null, refusal: string | null = null) => ({ choices: [{ finish_reason, message: { content, refusal } }] });
  assert.deepEqual(openaiChatAnswer(choice("stop", "{}")), { text: "{}", finishReason: "stop" });
  assert.deepEqual(openaiChatAnswer(choice("length", "{")), { text: "{", finishReason: "length" });
  assert.deepEqual(openaiChatAnswer(choice("content_filter", "")), { text: "", finishReason: "content-filter" });
  assert.deepEqual(openaiChatAnswer(choice("stop", null, "I can't help with that.")), { text: "", finishReason: "refusal" });
  assert.deepEqual(openaiChatAnswer({ choices: [] }), { text: "", finishReason: "error" });
});

test("OpenAI Responses: status, incomplete reason, refusal part, final message only", () => {
  const message = (parts: object[], phase?: string) => ({ type: "message", ...(phase ? { phase } : {}), content: parts });
  assert.deepEqual(openaiResponsesAnswer({ status: "completed", output: [message([{ type: "output_text", text: "{}" }])] }), { text: "{}", finishReason: "stop" });
  assert.deepEqual(
    openaiResponsesAnswer({ status: "completed", output: [message([{ type: "output_text", text: "draft" }], "commentary"), message([{ type: "output_text", text: "{}" }])] }),
    { text: "{}", finishReason: "stop" },
  );
  assert.equal(openaiResponsesAnswer({ status: "incomplete", incomplete_details: { reason: "max_output_tokens" }, output: [] }).finishReason, "length");
  assert.equal(openaiResponsesAnswer({ status: "incomplete", incomplete_details: { reason: "content_filter" }, output: [] }).finishReason, "content-filter");
  assert.equal(openaiResponsesAnswer({ status: "failed", output: [] }).finishReason, "error");
  assert.equal(openaiResponsesAnswer({ status: "completed", output: [message([{ type: "refusal", refusal: "No." }])] }).finishReason, "refusal");
});

test("Anthropic: stop reasons", () => {
  const message = (stop_reason: string, text = "{}") => ({ stop_reason, content: [{ type: "text", text }] });
  assert.deepEqual(anthropicAnswer(message("end_turn")), { text: "{}", finishReason: "stop" });
  assert.equal(anthropicAnswer(message("max_tokens")).finishReason, "length");
  assert.equal(anthropicAnswer(message("model_context_window_exceeded")).finishReason, "length");
  assert.equal(anthropicAnswer(message("refusal")).finishReason, "refusal");
  assert.equal(anthropicAnswer(message("pause_turn")).finishReason, "interrupted");
});

test("a strict answer format: forced nulls and pairs undone before the rules; a cut-off answer never read", () => {
  const Answer = vo.object({ note: vo.optional(vo.string("Note", { maxLength: 5 })), stock: vo.record(vo.integer("Count", { minimum: 0 })) });
  const format = lowerAnswerFormat(Answer, "openai-strict");
  assert.equal(format.reshaped, true);
  assert.deepEqual(readAnswerFormat(format, { text: '{"note":null,"stock":[{"key":"FR","value":3}]}', finishReason: "stop" }), { ok: true, value: { stock: { FR: 3 } } });
  const cut = readAnswerFormat(format, { text: '{"note":null,"stock":[]}', finishReason: "length" });
  assert.equal(!cut.ok && cut.refusal.code, "answer.cut_off");
  const refused = readAnswerFormat(format, { text: '{"note":null,"stock":[{"key":"FR","value":-1}]}', finishReason: "stop" });
  assert.equal(!refused.ok && refused.refusal.pointer, "/stock/FR");
});
