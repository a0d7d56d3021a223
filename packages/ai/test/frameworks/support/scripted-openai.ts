// A scripted OpenAI server as a `fetch` handed to a real client: it keeps each JSON body
// sent and answers with the next turn of a script, in the Chat Completions or the
// Responses form. It never reaches the network, and a call past the script fails loudly.
import { capturingFetch } from "../../../../../test-support/capturing-fetch.js";

export interface ToolCall {
  readonly name: string;
  /** The arguments as the model writes them: JSON text, or a value to stringify. */
  readonly input: unknown;
}

/** One model turn: tool calls, or an answer text. */
export type Turn = { readonly calls: readonly ToolCall[] } | { readonly text: string };

export const call = (name: string, input: unknown): Turn => ({ calls: [{ name, input }] });
export const answer = (text: string): Turn => ({ text });

export interface ScriptedOpenai {
  readonly fetch: typeof globalThis.fetch;
  /** The JSON bodies sent, in order. */
  readonly bodies: Record<string, any>[];
}

const inputText = (input: unknown): string => (typeof input === "string" ? input : JSON.stringify(input));
const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
const responsesUsage = { input_tokens: 10, output_tokens: 5, total_tokens: 15, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } };

function chatCompletion(turn: Turn, index: number) {
  const message =
    "calls" in turn
      ? { role: "assistant", content: null, tool_calls: turn.calls.map((c, i) => ({ id: `call_${index}_${i}`, type: "function", function: { name: c.name, arguments: inputText(c.input) } })) }
      : { role: "assistant", content: turn.text };
  return { id: `chatcmpl-${index}`, object: "chat.completion", created: 1714521600, model: "gpt-4o-2024-08-06", choices: [{ index: 0, message, finish_reason: "calls" in turn ? "tool_calls" : "stop" }], usage };
}

function response(turn: Turn, index: number) {
  const output =
    "calls" in turn
      ? turn.calls.map((c, i) => ({ type: "function_call", id: `fc_${index}_${i}`, call_id: `call_${index}_${i}`, name: c.name, arguments: inputText(c.input), status: "completed" }))
      : [{ type: "message", id: `msg_${index}`, role: "assistant", status: "completed", content: [{ type: "output_text", text: turn.text, annotations: [] }] }];
  return { id: `resp_${index}`, object: "response", created_at: 1714521600, model: "gpt-4o-2024-08-06", status: "completed", output, usage: responsesUsage };
}

/** A fetch answering each request with the next turn, in the form the URL asks for. */
export function scriptedOpenai(script: readonly Turn[]): ScriptedOpenai {
  return capturingFetch(({ url, index }) => {
    const turn = script[index];
    if (turn === undefined) return new Response(JSON.stringify({ error: { message: `the script has no turn ${index + 1}` } }), { status: 500 });
    return url.endsWith("/responses") ? response(turn, index) : chatCompletion(turn, index);
  });
}
