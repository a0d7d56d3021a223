// A client chooses its request ids, and may send one id twice: a ping with the id of a
// prompts/get, tools/call or resources/read still in flight, or two named requests with
// one id. Whatever it sends, each answer is still the contract's: no unknown name or URI
// quoted, prompt arguments that are not text refused with -32602 and a bounded message,
// a list as a tool's arguments refused without the handler running. Raw JSON-RPC with
// chosen ids, on both entries, in-process and over stdio (Streamable HTTP routes an
// answer by its id, so two requests in flight with one id lose an answer there, in the
// SDK's transport, before this package could do anything: not run over HTTP).
import assert from "node:assert/strict";
import { test } from "node:test";
import { NOT_TEXT_ARGUMENTS } from "../../src/shared/prompt-arguments.js";
import { HANG_GUARD_MS, MARKER, PROTOCOL_VERSION } from "../hostile/support/http.js";
import { type Entry, rawTransport, type TransportName, V1, V2 } from "./entries.js";
import { registerCounted, suiteServer } from "./suite-server.js";

type Message = Record<string, any>;
type Id = string | number;
const PREFIX = /^(MCP error -?\d+: )+/;

interface Peer {
  /** Sends `requests` back to back, all with `id`; resolves once as many answers with that id arrived. */
  burst(id: Id, requests: ReadonlyArray<{ method: string; params?: unknown }>): Promise<Message[]>;
}

async function openPeer(transport: any): Promise<Peer> {
  const arrived: Message[] = [];
  const waiting: Array<() => void> = [];
  transport.onmessage = (message: Message) => {
    arrived.push(message);
    for (const wake of waiting.splice(0)) wake();
  };
  await transport.start();
  const answers = async (id: Id, count: number, from: number): Promise<Message[]> => {
    for (;;) {
      const found = arrived.slice(from).filter((m) => m.id === id && !("method" in m));
      if (found.length >= count) return found;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  const start = arrived.length;
  await transport.send({ jsonrpc: "2.0", id: "init", method: "initialize", params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "raw", version: "1.0.0" } } });
  const [init] = await answers("init", 1, start);
  assert.ok(init.result !== undefined, JSON.stringify(init));
  await transport.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  return {
    async burst(id, requests) {
      const from = arrived.length;
      for (const { method, params } of requests) await transport.send({ jsonrpc: "2.0", id, method, ...(params !== undefined ? { params } : {}) });
      return answers(id, requests.length, from);
    },
  };
}

/** The suite server, with a tool whose one parameter has a default, counted: a call that reaches its handler is seen. */
function countedServer(entry: Entry, runs: { count: number }) {
  const server = suiteServer(entry);
  registerCounted(entry, server, runs);
  return server;
}

const errorOf = (answers: Message[]) => answers.find((m) => m.error !== undefined)?.error;
const messageOf = (error: Message | undefined) => String(error?.message).replace(PREFIX, "");
const PING = { method: "ping" };

async function withPeer(entry: Entry, transport: TransportName, run: (peer: Peer, runs: { count: number } | undefined) => Promise<void>) {
  const runs = { count: 0 };
  const raw = await rawTransport(entry, transport, () => countedServer(entry, runs), "counted");
  try {
    await run(await openPeer(raw.transport), transport === "in-process" ? runs : undefined);
  } finally {
    await raw.close();
  }
}

for (const entry of [V1, V2]) {
  for (const transport of ["in-process", "stdio"] as const) {
    test(`${entry.name}, ${transport}: a ping with the id of a named request in flight, sent after it or before, leaves its answer quiet (red-team finding)`, { timeout: HANG_GUARD_MS }, async () => {
      await withPeer(entry, transport, async (peer) => {
        let id = 100;
        for (const order of ["after", "before"] as const) {
          const both = (named: { method: string; params: unknown }) => peer.burst(++id, order === "after" ? [named, PING] : [PING, named]);

          const prompt = await both({ method: "prompts/get", params: { name: MARKER } });
          assert.equal(JSON.stringify(prompt).includes(MARKER), false, `prompt (${order}): ${JSON.stringify(prompt)}`);
          assert.deepEqual([errorOf(prompt)?.code, messageOf(errorOf(prompt))], [-32602, "Prompt not found"], order);

          const tool = await both({ method: "tools/call", params: { name: MARKER, arguments: {} } });
          assert.equal(JSON.stringify(tool).includes(MARKER), false, `tool (${order}): ${JSON.stringify(tool)}`);
          // SDK 1.x answers an unknown tool as a tool execution error, SDK 2.x as a JSON-RPC error
          const toolText = errorOf(tool) !== undefined ? messageOf(errorOf(tool)) : tool.find((m) => m.result?.isError)?.result.content[0].text.replace(PREFIX, "");
          assert.equal(toolText, "Tool not found", order);

          for (const uri of [`nowhere://${MARKER}`, `NOWHERE://${MARKER}/a/../b`, `orders://x/${MARKER}`]) {
            const resource = await both({ method: "resources/read", params: { uri } });
            assert.equal(JSON.stringify(resource).toLowerCase().includes(MARKER.toLowerCase()), false, `${uri} (${order}): ${JSON.stringify(resource)}`);
            assert.deepEqual([errorOf(resource)?.code, messageOf(errorOf(resource))], [-32602, "Resource not found"], `${uri} (${order})`);
          }
        }
      });
    });

    test(`${entry.name}, ${transport}: with a ping of the same id, prompt arguments that are not text are -32602 with a bounded message, and a list as arguments runs no handler (red-team finding)`, { timeout: HANG_GUARD_MS }, async () => {
      await withPeer(entry, transport, async (peer, runs) => {
        let id = 200;
        for (const order of ["after", "before"] as const) {
          const both = (named: { method: string; params: unknown }) => peer.burst(++id, order === "after" ? [named, PING] : [PING, named]);

          const prompt = await both({ method: "prompts/get", params: { name: "summary", arguments: { orderId: 5, [MARKER]: [MARKER] } } });
          assert.deepEqual(errorOf(prompt), { code: -32602, message: errorOf(prompt)?.message }, order); // no data: no Zod dump
          assert.equal(messageOf(errorOf(prompt)), NOT_TEXT_ARGUMENTS, order);
          assert.ok(JSON.stringify(prompt).length < 1024, `${order}: ${JSON.stringify(prompt).length} bytes`);

          for (const args of [[MARKER], [], MARKER, 42]) {
            const tool = await both({ method: "tools/call", params: { name: "counted", arguments: args } });
            const result = tool.find((m) => m.result !== undefined && Object.keys(m.result).length > 0)?.result;
            assert.equal(result?.isError, true, `${JSON.stringify(args)} (${order}): ${JSON.stringify(tool)}`);
            assert.equal(result.structuredContent?.code, "value_object.not_parsable", `${JSON.stringify(args)} (${order})`);
          }
        }
        if (runs !== undefined) assert.equal(runs.count, 0);
      });
    });

    test(`${entry.name}, ${transport}: two named requests in flight with one id are each answered by the rules (red-team finding)`, { timeout: HANG_GUARD_MS }, async () => {
      await withPeer(entry, transport, async (peer, runs) => {
        let id = 300;
        for (const pair of [
          [{ name: "counted", arguments: [MARKER] }, { name: "counted", arguments: { quantity: 3 } }],
          [{ name: "counted", arguments: { quantity: 3 } }, { name: "counted", arguments: [MARKER] }],
        ]) {
          const answers = await peer.burst(++id, pair.map((params) => ({ method: "tools/call", params })));
          const texts = answers.map((m) => m.result?.content?.[0]?.text).sort();
          assert.deepEqual(texts, ["Arguments rejected (value_object.not_parsable): The arguments are not an object.", "ran with 3"], JSON.stringify(answers));
        }
        if (runs !== undefined) assert.equal(runs.count, 2);
        for (const pair of [
          [{ name: MARKER }, { name: "summary", arguments: { orderId: "ORD-000001" } }],
          [{ name: "summary", arguments: { orderId: "ORD-000001" } }, { name: MARKER }],
        ]) {
          const answers = await peer.burst(++id, pair.map((params) => ({ method: "prompts/get", params })));
          assert.equal(JSON.stringify(answers).includes(MARKER), false, JSON.stringify(answers));
          assert.equal(messageOf(errorOf(answers)), "Prompt not found");
          assert.equal(answers.find((m) => m.result !== undefined)?.result.messages[0].content.text, "Summarize ORD-000001.");
        }
      });
    });
  }
}
