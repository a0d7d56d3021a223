// Scripted responses in each provider's wire format, for the `capturingFetch` handed to a
// real provider package (test-support/), which keeps every HTTP body the package sends.
export { capturingFetch } from "../../../../../test-support/capturing-fetch.js";

const usage = { anthropic: { input_tokens: 10, output_tokens: 5 } };

/** Scripted responses in each provider's wire format: a tool call, or an answer text. */
export const wire = {
  anthropic: {
    call: (name: string, input: unknown, id = "toolu_1") => ({
      id: `msg_${id}`, type: "message", role: "assistant", model: "claude-test",
      content: [{ type: "tool_use", id, name, input }], stop_reason: "tool_use", stop_sequence: null, usage: usage.anthropic,
    }),
    text: (text: string, stop = "end_turn") => ({
      id: "msg_text", type: "message", role: "assistant", model: "claude-test",
      content: [{ type: "text", text }], stop_reason: stop, stop_sequence: null, usage: usage.anthropic,
    }),
  },
  google: {
    call: (name: string, args: unknown) => ({
      candidates: [{ content: { role: "model", parts: [{ functionCall: { name, args } }] }, finishReason: "STOP", index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    }),
    text: (text: string, finishReason = "STOP") => ({
      candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason, index: 0 }],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
    }),
  },
  openaiChat: {
    call: (name: string, input: unknown, id = "call_1") => ({
      id: `chatcmpl-${id}`, object: "chat.completion", created: 1, model: "gpt-test",
      choices: [{ index: 0, message: { role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(input) } }] }, finish_reason: "tool_calls" }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    }),
    text: (text: string, finish = "stop") => ({
      id: "chatcmpl-text", object: "chat.completion", created: 1, model: "gpt-test",
      choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: finish }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    }),
  },
  openaiResponses: {
    call: (name: string, input: unknown, id = "call_1") => ({
      id: `resp_${id}`, object: "response", created_at: 1, model: "gpt-test", status: "completed", incomplete_details: null,
      output: [{ type: "function_call", id: `fc_${id}`, call_id: id, name, arguments: JSON.stringify(input), status: "completed" }],
      usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 },
    }),
    text: (text: string) => ({
      id: "resp_text", object: "response", created_at: 1, model: "gpt-test", status: "completed", incomplete_details: null,
      output: [{ type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text, annotations: [] }] }],
      usage: { input_tokens: 10, output_tokens: 5, total_tokens: 15 },
    }),
  },
  ollama: {
    call: (name: string, args: unknown) => ({
      model: "llama-test", created_at: "2026-01-01T00:00:00Z", done: true, done_reason: "stop",
      message: { role: "assistant", content: "", tool_calls: [{ function: { name, arguments: args } }] },
      prompt_eval_count: 10, eval_count: 5,
    }),
    text: (text: string) => ({
      model: "llama-test", created_at: "2026-01-01T00:00:00Z", done: true, done_reason: "stop",
      message: { role: "assistant", content: text }, prompt_eval_count: 10, eval_count: 5,
    }),
  },
};
