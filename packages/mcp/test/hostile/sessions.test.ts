// 1,000 stateful sessions opening and closing against the example order server on
// 127.0.0.1, 50 at a time (the machine has 2 cores): each a real SDK Client that
// initializes, calls a tool and DELETEs its session. None is lost, every answer is its
// own, every session's server is closed, and a client that stays is answered throughout.
// Bounded by counts, not time: 1,000 sessions, 50 at a time, the staying client's calls at
// most STAYER_CALLS_BOUND; HANG_GUARD_MS only ends a run that hangs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { serveHttp } from "../../../../examples/mcp-order-server.js";
import { HANG_GUARD_MS, post } from "./support/http.js";
import { countedOrderServers } from "./support/servers.js";

const SESSIONS = 1000;
const AT_ONCE = 50;
const STAYER_CALLS_BOUND = 500;

const quoteFor = (i: number) => ({ quantity: (i % 100) + 1, country: i % 2 === 0 ? "FR" : "DE" });
const totalFor = (quantity: number) => Math.round(quantity * 19.99 * 100) / 100;

/** One session from start to end; its id, once closed. Throws on any wrong answer. */
async function oneSession(url: URL, i: number): Promise<string> {
  const transport = new StreamableHTTPClientTransport(url);
  const client = new Client({ name: `session-${i}`, version: "1.0.0" });
  await client.connect(transport, { timeout: HANG_GUARD_MS });
  try {
    const args = quoteFor(i);
    const quote = (await client.callTool({ name: "quote_order", arguments: args }, undefined, { timeout: HANG_GUARD_MS })) as CallToolResult;
    assert.deepEqual(quote.structuredContent, { quantity: args.quantity, unitPrice: 19.99, total: totalFor(args.quantity) }, `session ${i}`);
    const id = transport.sessionId;
    assert.ok(id);
    await transport.terminateSession();
    return id;
  } finally {
    await client.close();
  }
}

test(`${SESSIONS} stateful sessions, ${AT_ONCE} at a time: none lost, every answer right, every session closed`, { timeout: HANG_GUARD_MS }, async () => {
  const servers = countedOrderServers({ gated: false });
  const endpoint = await serveHttp(servers.make);
  const stayer = new Client({ name: "stayer", version: "1.0.0" });
  try {
    await stayer.connect(new StreamableHTTPClientTransport(endpoint.url), { timeout: HANG_GUARD_MS });
    let stormOver = false;

    // a client that stays, calling throughout (bounded in count)
    const stayerCalls = (async () => {
      let calls = 0;
      while (!stormOver && calls < STAYER_CALLS_BOUND) {
        const args = quoteFor(calls);
        const quote = (await stayer.callTool({ name: "quote_order", arguments: args }, undefined, { timeout: HANG_GUARD_MS })) as CallToolResult;
        assert.equal((quote.structuredContent as { total: number }).total, totalFor(args.quantity));
        calls++;
      }
      return calls;
    })();

    const ids: string[] = [];
    const failures: unknown[] = [];
    try {
      for (let batch = 0; batch < SESSIONS / AT_ONCE; batch++) {
        const settled = await Promise.allSettled(Array.from({ length: AT_ONCE }, (_, k) => oneSession(endpoint.url, batch * AT_ONCE + k)));
        for (const outcome of settled) {
          if (outcome.status === "fulfilled") ids.push(outcome.value);
          else failures.push(outcome.reason);
        }
      }
    } finally {
      stormOver = true;
    }
    assert.deepEqual(failures, []);
    assert.equal(ids.length, SESSIONS);
    assert.equal(new Set(ids).size, SESSIONS, "two sessions shared an id");
    assert.ok((await stayerCalls) > 0, "the staying client was not answered during the storm");

    // every closed session's server is closed, and its id is refused from now on
    assert.equal(servers.census.created, SESSIONS + 1);
    assert.equal(servers.census.closed, SESSIONS);
    for (const id of [ids[0], ids[SESSIONS / 2], ids[SESSIONS - 1]]) {
      const answer = await post(endpoint.url, JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }), { "mcp-session-id": id, "mcp-protocol-version": "2025-06-18" });
      assert.equal(answer.status, 404);
    }
    const last = (await stayer.callTool({ name: "quote_order", arguments: { quantity: 7, country: "FR" } })) as CallToolResult;
    assert.deepEqual(last.structuredContent, { quantity: 7, unitPrice: 19.99, total: 139.93 });
  } finally {
    await stayer.close();
    await endpoint.close();
  }
});
