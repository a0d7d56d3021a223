// What each provider answers, at its smallest, for the `capturingFetch` handed to a real
// provider package (test-support/), and the committed fixtures its bodies are compared with.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** What each provider answers, holding `text` as the model's whole answer. */
export const answers = {
  openaiChat: (text: string) => ({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1714521600,
    model: "gpt-4o-2024-08-06",
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
  }),
  openaiResponses: (text: string) => ({
    id: "resp_1",
    created_at: 1714521600,
    model: "gpt-4o-2024-08-06",
    output: [{ type: "message", role: "assistant", id: "msg_1", content: [{ type: "output_text", text, annotations: [] }] }],
    usage: { input_tokens: 10, output_tokens: 2 },
  }),
  anthropic: (text: string) => ({
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-5",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 2 },
  }),
  google: (text: string) => ({
    candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 2, totalTokenCount: 12 },
  }),
  ollama: (text: string) => ({
    model: "llama3.2",
    created_at: "2024-05-01T00:00:00Z",
    done: true,
    done_reason: "stop",
    message: { role: "assistant", content: text },
    prompt_eval_count: 10,
    eval_count: 2,
  }),
} as const;

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "wire");

/**
 * Compares a captured body with its committed fixture (pretty JSON, for a reviewer to
 * diff), or writes the fixture when `UPDATE_FIXTURES=1`.
 */
export function matchesFixture(name: string, body: unknown): void {
  const file = join(FIXTURES, `${name}.json`);
  const text = `${JSON.stringify(body, null, 2)}\n`;
  if (process.env.UPDATE_FIXTURES === "1") {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(file, text);
    return;
  }
  assert.ok(existsSync(file), `no fixture ${name}.json: run the wire tests with UPDATE_FIXTURES=1 and review it`);
  assert.deepEqual(JSON.parse(readFileSync(file, "utf8")), body, `the body sent differs from fixtures/wire/${name}.json`);
}
