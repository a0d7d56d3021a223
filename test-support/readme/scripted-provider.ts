// A scripted model behind a real HTTP server on 127.0.0.1: the README's blocks run their SDKs as
// written, pointed here by OPENAI_BASE_URL and ANTHROPIC_BASE_URL. Each request gets the next turn
// of the script in the wire format its path asks for (OpenAI Chat Completions, OpenAI Responses,
// Anthropic Messages; test-support/scripted-turns.ts), and is kept (test-support/capturing-fetch.ts).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { capturingFetch } from "../capturing-fetch.js";
import { type Turn, turnAnswer } from "../scripted-turns.js";

export { answer, call, type Turn } from "../scripted-turns.js";

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

/** Starts the server on 127.0.0.1 with a free port; a request past the script is answered 400. */
export async function startScriptedProvider(script: readonly Turn[]): Promise<ScriptedProvider> {
  const wire = capturingFetch(({ url, index }) => {
    const turn = script[index];
    return turn === undefined ? refusal(400, `the script has no turn ${index + 1}`) : turnAnswer(turn, index, new URL(url).pathname);
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
