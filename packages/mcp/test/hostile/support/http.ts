// Raw HTTP against a Streamable HTTP endpoint on 127.0.0.1: what a hostile client
// sends, byte for byte, with a guard on every answer so a hang fails the test.
import assert from "node:assert/strict";
import { request } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** A string no server writes of its own accord: found in an answer, it was echoed. */
export const MARKER = "QZX-HOSTILE-7731";

/**
 * A guard against a hang, not a bound on speed: no test asserts how long anything takes.
 * An answer that never comes fails the test once this much time has passed; a working
 * server answers in milliseconds, and in seconds at a load average of 30 on 2 cores.
 */
export const HANG_GUARD_MS = 20 * 60_000;

export const ACCEPT = "application/json, text/event-stream";
export const PROTOCOL_VERSION = "2025-06-18";

/** An HTTP answer, read whole. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** POSTs `body` as JSON with `fetch`; the answer (status, headers, body), or a failure past {@link HANG_GUARD_MS}. */
export async function post(url: URL, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const response = await fetch(url, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
    signal: AbortSignal.timeout(HANG_GUARD_MS),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The JSON-RPC messages of an answer: the body itself (JSON), or the `data:` lines of an SSE stream. */
export function messagesOf(answer: RawAnswer): Array<Record<string, any>> {
  if (answer.text === "") return [];
  if (!answer.headers.get("content-type")?.includes("text/event-stream")) {
    const parsed: unknown = JSON.parse(answer.text);
    return (Array.isArray(parsed) ? parsed : [parsed]) as Array<Record<string, any>>;
  }
  return answer.text.split("\n").filter((line) => line.startsWith("data: ")).map((line) => JSON.parse(line.slice(6)));
}

/** Asserts that nothing the client sent (the marker) came back. */
export function assertNoEcho(answer: RawAnswer | string, label: string): void {
  const text = typeof answer === "string" ? answer : answer.text;
  assert.equal(text.includes(MARKER), false, `${label}: the answer echoes a sent value: ${text.slice(0, 300)}`);
}

/** Opens a session by hand (initialize, then initialized); the headers later requests carry. */
export async function openRawSession(url: URL): Promise<Record<string, string>> {
  const init = await post(url, JSON.stringify({
    jsonrpc: "2.0", id: 0, method: "initialize",
    params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "hostile", version: "1.0.0" } },
  }));
  assert.equal(init.status, 200);
  const sessionId = init.headers.get("mcp-session-id");
  assert.ok(sessionId);
  const headers = { "mcp-session-id": sessionId, "mcp-protocol-version": PROTOCOL_VERSION };
  assert.equal((await post(url, JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }), headers)).status, 202);
  return headers;
}

/**
 * One request with full control of the headers (`fetch` will not send a foreign Host), bounded
 * against a hang. No Host header is sent unless `headers` holds one.
 */
export function rawRequest(url: URL, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, setHost: false, timeout: HANG_GUARD_MS }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`No answer: the request hung for ${HANG_GUARD_MS} ms.`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A real SDK Client over Streamable HTTP: connects, calls `tool`, closes (ending its session). */
export async function callWithClient(url: URL, tool: string, args: Record<string, unknown>): Promise<CallToolResult> {
  const transport = new StreamableHTTPClientTransport(url);
  const client = new Client({ name: "hostile-check", version: "1.0.0" });
  await client.connect(transport, { timeout: HANG_GUARD_MS });
  try {
    return (await client.callTool({ name: tool, arguments: args }, undefined, { timeout: HANG_GUARD_MS })) as CallToolResult;
  } finally {
    if (transport.sessionId !== undefined) await transport.terminateSession();
    await client.close();
  }
}

/** Asserts the order server still quotes right for a real SDK Client. */
export async function assertStillQuotes(url: URL): Promise<void> {
  const quote = await callWithClient(url, "quote_order", { quantity: 3, country: "FR" });
  assert.deepEqual(quote.structuredContent, { quantity: 3, unitPrice: 19.99, total: 59.97 });
}
