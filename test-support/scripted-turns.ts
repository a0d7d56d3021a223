// A model's turns as a script (tool calls, or an answer), and each turn in the wire format of the
// API a request asks for, by its path: OpenAI Chat Completions, OpenAI Responses, Anthropic Messages
// (the responses themselves: provider-responses.ts).
import { type ScriptedCall, scripted } from "./provider-responses.js";

/** One model turn: tool calls (one for Anthropic), or an answer text. */
export type Turn = { readonly calls: readonly ScriptedCall[] } | { readonly text: string };

/** A turn that calls one tool. */
export const call = (name: string, input: unknown): Turn => ({ calls: [{ name, input }] });
/** A turn that answers. */
export const answer = (text: string): Turn => ({ text });

/**
 * The turn as the API at `path` answers it, the `index`-th of its conversation: ids numbered by the
 * turn (`call_<turn>_<i>`, `toolu_<turn>`, `chatcmpl-<turn>`). Throws for a path of no API here.
 */
export function turnAnswer(turn: Turn, index: number, path: string): unknown {
  if (path.endsWith("/messages")) {
    if ("text" in turn) return scripted.anthropic.text(turn.text);
    if (turn.calls.length !== 1) throw new Error("an Anthropic turn here makes one call");
    return scripted.anthropic.call(turn.calls[0].name, turn.calls[0].input, `toolu_${index}`);
  }
  const responses = path.endsWith("/responses");
  if (!responses && !path.endsWith("/chat/completions")) throw new Error(`no scripted API at ${path}`);
  if ("text" in turn) return responses ? scripted.openaiResponses.text(turn.text, "completed", index) : scripted.openaiChat.text(turn.text, "stop", index);
  const calls = turn.calls.map((c, i) => ({ ...c, id: `call_${index}_${i}` }));
  return responses ? scripted.openaiResponses.calls(calls, index) : scripted.openaiChat.calls(calls, index);
}
