// A scripted model behind a real HTTP server on 127.0.0.1: the README's blocks run their SDKs as
// written, pointed here by OPENAI_BASE_URL and ANTHROPIC_BASE_URL. Each request gets the next turn
// of the script in the wire format its path asks for (OpenAI Chat Completions, OpenAI Responses,
// Anthropic Messages; test-support/provider-responses.ts), and is kept (test-support/capturing-fetch.ts).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { capturingFetch } from "../capturing-fetch.js";
import { type ScriptedCall, scripted } from "../provider-responses.js";

/** One model turn: tool calls (one for Anthropic), or an answer text. */
export type Turn = { readonly calls: readonly ScriptedCall[] } | { readonly text: string };

/** A turn that calls one tool. */
export const call = (name: string, input: unknown): Turn => ({ calls: [{ name, input }] });
/** A turn that answers. */
export const answer = (text: string): Turn => ({ text });

export interface ScriptedProvider {
  /** The server's origin, `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** The JSON bodies received, in order. */
  readonly bodies: any[];
  /** The request paths, in order. */
  readonly paths: string[];
  close(): Promise<void>;
}

const refusal = (status: number, message: string) =>
  // a 4xx, so that no SDK retries it: the block fails at once, saying why
  new Response(JSON.stringify({ type: "error", error: { type: "invalid_request_error", message } }), { status, headers: { "content-type": "application/json" } });

/** The turn as the API of `path` answers it; the call ids are numbered by the turn (`call_<turn>_<i>`, `toolu_<turn>`). */
function answerOf(turn: Turn, index: number, path: string): unknown {
  if (path.endsWith("/messages")) {
    if ("text" in turn) return scripted.anthropic.text(turn.text);
    if (turn.calls.length !== 1) throw new Error("an Anthropic turn makes one call");
    return scripted.anthropic.call(turn.calls[0].name, turn.calls[0].input, `toolu_${index}`);
  }
  const responses = path.endsWith("/responses");
  if (!responses && !path.endsWith("/chat/completions")) return refusal(404, `no API at ${path}`);
  if ("text" in turn) return responses ? scripted.openaiResponses.text(turn.text, "completed", index) : scripted.openaiChat.text(turn.text, "stop", index);
  const calls = turn.calls.map((c, i) => ({ ...c, id: `call_${index}_${i}` }));
  return responses ? scripted.openaiResponses.calls(calls, index) : scripted.openaiChat.calls(calls, index);
}

/** Starts the server on 127.0.0.1 with a free port; a request past the script is answered 400. */
export async function startScriptedProvider(script: readonly Turn[]): Promise<ScriptedProvider> {
  const wire = capturingFetch(({ url, index }) => {
    const turn = script[index];
    return turn === undefined ? refusal(400, `the script has no turn ${index + 1}`) : answerOf(turn, index, new URL(url).pathname);
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const answered = await wire.fetch(`http://127.0.0.1${request.url}`, { method: request.method, body }).catch((e: Error) => refusal(400, e.message));
      response.writeHead(answered.status, { "content-type": "application/json" });
      response.end(await answered.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies: wire.bodies,
    get paths() {
      return wire.urls.map((u) => new URL(u).pathname);
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
