// A scripted OpenAI server as a `fetch` handed to a real client: it keeps each JSON body
// sent and answers with the next turn of a script, in the Chat Completions or the
// Responses form (test-support/provider-responses.ts). It never reaches the network, and a
// call past the script fails loudly.
import { capturingFetch } from "../../../../../test-support/capturing-fetch.js";
import { type ScriptedCall, scripted } from "../../../../../test-support/provider-responses.js";

/** One model turn: tool calls, or an answer text. */
export type Turn = { readonly calls: readonly ScriptedCall[] } | { readonly text: string };

export const call = (name: string, input: unknown): Turn => ({ calls: [{ name, input }] });
export const answer = (text: string): Turn => ({ text });

export interface ScriptedOpenai {
  readonly fetch: typeof globalThis.fetch;
  /** The JSON bodies sent, in order. */
  readonly bodies: Record<string, any>[];
}

/** The turn as the API answers it: its calls' ids and its own id numbered by the turn (`call_<turn>_<i>`, `chatcmpl-<turn>`). */
function answerOf(turn: Turn, index: number, responses: boolean) {
  if ("text" in turn) return responses ? scripted.openaiResponses.text(turn.text, "completed", index) : scripted.openaiChat.text(turn.text, "stop", index);
  const calls = turn.calls.map((c, i) => ({ ...c, id: `call_${index}_${i}` }));
  return responses ? scripted.openaiResponses.calls(calls, index) : scripted.openaiChat.calls(calls, index);
}

/** A fetch answering each request with the next turn, in the form the URL asks for. */
export function scriptedOpenai(script: readonly Turn[]): ScriptedOpenai {
  return capturingFetch(({ url, index }) => {
    const turn = script[index];
    if (turn === undefined) return new Response(JSON.stringify({ error: { message: `the script has no turn ${index + 1}` } }), { status: 500 });
    return answerOf(turn, index, url.endsWith("/responses"));
  });
}
