// A scripted OpenAI server as a `fetch` handed to a real client: it keeps each JSON body
// sent and answers with the next turn of a script, in the Chat Completions or the
// Responses form (test-support/scripted-turns.ts). It never reaches the network, and a
// call past the script fails loudly.
import { capturingFetch } from "../../../../../test-support/capturing-fetch.js";
import { turnAnswer } from "../../../../../test-support/scripted-turns.js";
import type { Turn } from "../../../../../test-support/scripted-turns.js";

export { answer, call, type Turn } from "../../../../../test-support/scripted-turns.js";

export interface ScriptedOpenai {
  readonly fetch: typeof globalThis.fetch;
  /** The JSON bodies sent, in order. */
  readonly bodies: Record<string, any>[];
}

/** A fetch answering each request with the next turn, in the form the URL asks for. */
export function scriptedOpenai(script: readonly Turn[]): ScriptedOpenai {
  return capturingFetch(({ url, index }) => {
    const turn = script[index];
    if (turn === undefined) return new Response(JSON.stringify({ error: { message: `the script has no turn ${index + 1}` } }), { status: 500 });
    return turnAnswer(turn, index, new URL(url).pathname);
  });
}
