// Oversized bodies to the example order server on 127.0.0.1, stateful and stateless:
// 5 MB and 50 MB, with a declared Content-Length and streamed without one. Each is
// refused with HTTP 413 and a JSON-RPC error (HANG_GUARD_MS only ends a run that hangs); 100 MB,
// past the drain bound (DRAIN_BYTES, 64 MiB), is cut off (413 or a closed connection)
// without being read whole. The process's resident memory, sampled every 2 ms while the
// lazily made bodies are sent, grows by less than GROWTH_BOUND (96 MB), and the server
// answers a real SDK Client afterwards.
import assert from "node:assert/strict";
import { test } from "node:test";
import { DRAIN_BYTES, serveHttp } from "../../../../examples/mcp-order-server.js";
import { ACCEPT, HANG_GUARD_MS, MARKER, assertNoEcho, assertStillQuotes, messagesOf, openRawSession, post } from "./support/http.js";
import { countedOrderServers } from "./support/servers.js";

const MB = 1024 * 1024;
// less than the largest body sent (100 MB); a server that kept the 50 MB bodies grew by 160 to 420 MB when tried,
// and this one, which reads and drops up to 64 MiB of each, by 0 to 50 MB (the garbage not yet collected)
const GROWTH_BOUND = 96 * MB;

/** Samples the resident size every 2 ms until stopped; `stop()` gives the growth over the first sample. */
function sampleMemory(): { stop(): number } {
  const start = process.memoryUsage.rss();
  let highest = start;
  const timer = setInterval(() => (highest = Math.max(highest, process.memoryUsage.rss())), 2);
  timer.unref(); // a test that fails before stop() must not keep the process alive
  return {
    stop() {
      clearInterval(timer);
      return Math.max(highest, process.memoryUsage.rss()) - start;
    },
  };
}

/** A tools/call whose note holds `bytes` of marked text: valid JSON, far over the bound. */
function hugeCall(bytes: number): string {
  const note = MARKER.repeat(Math.ceil(bytes / MARKER.length));
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "place_order", arguments: { note } } });
}

/** Exactly `bytes` of marked JSON-ish text, made lazily 64 KB at a time; `pulled()` says how many the server took. */
function lazyBody(bytes: number) {
  const chunk = new TextEncoder().encode(`"${MARKER}",`.repeat(Math.floor((64 * 1024) / (MARKER.length + 3))));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const next = sent === 0 ? new TextEncoder().encode("[") : chunk.subarray(0, bytes - sent);
      sent += next.length;
      controller.enqueue(next);
    },
  });
  return { stream, pulled: () => sent };
}

/** Bytes of the last lazily made body the server took. */
let lastPulled = 0;

/** POSTs a lazily made body, with or without a declared length; the answer, guarded against a hang. */
async function postLazy(url: URL, bytes: number, declared: boolean, session: Record<string, string>) {
  const body = lazyBody(bytes);
  const pulled = () => (lastPulled = body.pulled());
  const response = await fetch(url, {
    method: "POST",
    body: body.stream,
    duplex: "half",
    headers: { "content-type": "application/json", accept: ACCEPT, ...session, ...(declared ? { "content-length": String(bytes) } : {}) },
    signal: AbortSignal.timeout(HANG_GUARD_MS),
  } as RequestInit).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    throw new Error(`${bytes} bytes, ${declared ? "declared" : "streamed"}: ${error.message} (${error.cause?.code ?? error.cause?.message}) after ${pulled()} bytes`);
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, pulled: pulled() };
}

for (const stateless of [false, true]) {
  const mode = stateless ? "stateless" : "stateful";

  test(`${mode}: 5 MB and 50 MB bodies are refused with 413, never read whole; memory stays bounded`, { timeout: HANG_GUARD_MS }, async () => {
    const servers = countedOrderServers({ gated: false });
    const endpoint = await serveHttp(servers.make, { stateless });
    try {
      const session = stateless ? {} : await openRawSession(endpoint.url);
      const created = servers.census.created;

      const five = await post(endpoint.url, hugeCall(5 * MB), session);
      assert.equal(five.status, 413);
      assertNoEcho(five, "5 MB");
      assert.equal(messagesOf(five)[0].error.code, -32000);
      assert.match(messagesOf(five)[0].error.message, /^Payload Too Large/);

      // what the client sends below is made lazily: any growth is the server's
      const memory = sampleMemory();
      for (const [bytes, declared] of [[5 * MB, false], [50 * MB, true], [50 * MB, false]] as const) {
        const label = `${bytes / MB} MB, ${declared ? "declared" : "streamed"}`;
        const answer = await postLazy(endpoint.url, bytes, declared, session);
        assert.equal(answer.status, 413, label);
        assertNoEcho(answer.text, label);
        assert.match(JSON.parse(answer.text).error.message, /^Payload Too Large/, label);
      }
      // past the drain bound the server stops reading: the client cannot push the whole body
      for (const declared of [true, false]) {
        const cut = await postLazy(endpoint.url, 100 * MB, declared, session).catch((error: Error) => ({ status: 0, text: error.message }));
        assert.ok(cut.status === 413 || /closed|reset|EPIPE|socket/i.test(cut.text), `100 MB: ${cut.status} ${cut.text}`);
        assertNoEcho(cut.text, "100 MB");
        assert.ok(lastPulled < DRAIN_BYTES + 16 * MB, `the server took ${lastPulled} bytes of 100 MB`);
      }
      const growth = memory.stop();
      assert.ok(growth < GROWTH_BOUND, `resident memory grew by ${(growth / MB).toFixed(1)} MB`);

      // no server was made, no tool ran, for a refused body
      assert.equal(servers.census.created, created);
      assert.equal(servers.census.started, 0);

      // the session that sent them, and any new client, are answered as before
      if (!stateless) {
        const call = JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "slow_quote", arguments: { quantity: 4, country: "DE" } } });
        assert.equal(messagesOf(await post(endpoint.url, call, session))[0].result.content[0].text, "Quoted 4 item(s) to DE.");
      }
      await assertStillQuotes(endpoint.url);
    } finally {
      await endpoint.close();
    }
  });
}

test("a body nested two million levels deep (4 MB) is refused as a parse error, never handed to JSON.parse (27 s of blocking on Node 20)", { timeout: HANG_GUARD_MS }, async () => {
  const servers = countedOrderServers({ gated: false });
  const endpoint = await serveHttp(servers.make, { stateless: true });
  // a test instrument, like a counting Proxy: every text of 1 MB or more that JSON.parse is handed in this process
  const handed: number[] = [];
  const parse = JSON.parse;
  JSON.parse = ((text: string, reviver?: Parameters<typeof parse>[1]) => {
    if (typeof text === "string" && text.length >= MB) handed.push(text.length);
    return parse.call(JSON, text, reviver);
  }) as typeof JSON.parse;
  try {
    const levels = 2_000_000;
    const deep = await post(endpoint.url, "[".repeat(levels) + "]".repeat(levels));
    assert.equal(deep.status, 400);
    assert.equal(messagesOf(deep)[0].error.code, -32700);
    assert.deepEqual(handed, [], "the deep body never reached JSON.parse");
    // the same bytes, flat, do reach it: the instrument sees what the server parses
    const flat = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(2 * levels) } });
    assert.equal((await post(endpoint.url, flat)).status, 200);
    assert.deepEqual(handed, [flat.length]);
    // 512 levels in all is read as usual: a ping whose params nest 510 lists deep is answered
    const nested = "[".repeat(510) + "]".repeat(510);
    const allowed = await post(endpoint.url, `{"jsonrpc":"2.0","id":7,"method":"ping","params":{"deep":${nested}}}`);
    assert.deepEqual(messagesOf(allowed)[0], { jsonrpc: "2.0", id: 7, result: {} });
    const refused = await post(endpoint.url, `{"jsonrpc":"2.0","id":7,"method":"ping","params":{"deep":[${nested}]}}`);
    assert.equal(messagesOf(refused)[0].error.code, -32700, "513 levels are refused");
    // a bracket inside a string is text, not depth
    const quoted = await post(endpoint.url, `{"jsonrpc":"2.0","id":8,"method":"ping","params":{"text":"${"[".repeat(10_000)}"}}`);
    assert.deepEqual(messagesOf(quoted)[0], { jsonrpc: "2.0", id: 8, result: {} });
    assert.equal(servers.census.started, 0);
    await assertStillQuotes(endpoint.url);
  } finally {
    JSON.parse = parse;
    await endpoint.close();
  }
});
