// Clients that leave mid-call, against the example order server on 127.0.0.1, stateful
// and stateless: a raw fetch aborted, and a real SDK Client closed, while their
// `slow_quote` calls wait on a gate. Nothing crashes (no uncaught exception, no unhandled
// rejection), the calls of the clients that stayed complete with their own answers, every
// handler started runs to its end (none lost), and the server answers after.
// Waits are for counts (calls started, calls finished), never for a time; HANG_GUARD_MS
// only ends a run that hangs.
import assert from "node:assert/strict";
import { setTimeout as sleep } from "node:timers/promises";
import { test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { serveHttp } from "../../../../examples/mcp-order-server.js";
import { ACCEPT, HANG_GUARD_MS, assertStillQuotes, messagesOf, openRawSession, post } from "./support/http.js";
import { countedOrderServers } from "./support/servers.js";

const STAYERS = 5;
const slowCall = (id: number, quantity: number) =>
  JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "slow_quote", arguments: { quantity, country: "FR" } } });

/** Records what would crash or go unseen in a server process while `run` runs. */
async function watchingProcess(run: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const record = (error: unknown) => void seen.push(error);
  process.on("uncaughtException", record);
  process.on("unhandledRejection", record);
  try {
    await run();
    await sleep(50); // let late rejections surface before the listeners go
  } finally {
    process.off("uncaughtException", record);
    process.off("unhandledRejection", record);
  }
  return seen;
}

for (const stateless of [false, true]) {
  const mode = stateless ? "stateless" : "stateful";

  test(`${mode}: clients that leave mid-call crash nothing; the calls of those that stay complete; none is lost`, { timeout: HANG_GUARD_MS }, async () => {
    const servers = countedOrderServers();
    const endpoint = await serveHttp(servers.make, { stateless });
    const stayers: Client[] = [];
    try {
      const crashes = await watchingProcess(async () => {
        for (let i = 0; i < STAYERS; i++) {
          const client = new Client({ name: `stayer-${i}`, version: "1.0.0" });
          await client.connect(new StreamableHTTPClientTransport(endpoint.url), { timeout: HANG_GUARD_MS });
          stayers.push(client);
        }
        const calls = stayers.map((client, i) =>
          client.callTool({ name: "slow_quote", arguments: { quantity: i + 1, country: "DE" } }, undefined, { timeout: HANG_GUARD_MS }) as Promise<CallToolResult>);

        // a raw client whose fetch is aborted while its call runs
        const session = stateless ? {} : await openRawSession(endpoint.url);
        const leaving = new AbortController();
        const deserted = fetch(endpoint.url, {
          method: "POST",
          body: slowCall(90, 90),
          headers: { "content-type": "application/json", accept: ACCEPT, ...session },
          signal: leaving.signal,
        }).then((response) => response.text());

        // an SDK client closed while its call runs
        const quitter = new Client({ name: "quitter", version: "1.0.0" });
        await quitter.connect(new StreamableHTTPClientTransport(endpoint.url), { timeout: HANG_GUARD_MS });
        const quitterCall = quitter.callTool({ name: "slow_quote", arguments: { quantity: 91, country: "FR" } });

        await servers.started(STAYERS + 2);
        leaving.abort();
        await assert.rejects(deserted, { name: "AbortError" });
        await quitter.close();
        await assert.rejects(quitterCall);
        // give the server a moment to see both sockets close before the handlers finish (not asserted)
        await sleep(100);

        servers.open();
        const answers = await Promise.all(calls);
        assert.deepEqual(answers.map((a) => a.content), stayers.map((_, i) => [{ type: "text", text: `Quoted ${i + 1} item(s) to DE.` }]));
        // the deserters' handlers ran to their end as well: no call is lost
        await servers.finished(STAYERS + 2);
        assert.equal(servers.census.finished, STAYERS + 2);
        assert.equal(servers.census.started, STAYERS + 2);

        // the session whose request was abandoned still answers
        if (!stateless) {
          const again = await post(endpoint.url, slowCall(92, 9), session);
          assert.equal(messagesOf(again).find((m) => m.id === 92)?.result.content[0].text, "Quoted 9 item(s) to FR.");
        }
        await assertStillQuotes(endpoint.url);
      });
      assert.deepEqual(crashes, []);
    } finally {
      await Promise.all(stayers.map((client) => client.close()));
      await endpoint.close();
    }
  });
}
