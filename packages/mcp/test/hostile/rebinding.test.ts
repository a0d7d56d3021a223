// DNS rebinding: the example server on 127.0.0.1 refuses a foreign Host or Origin with
// 403 before it reads the body or makes a server, stateful and stateless: nothing runs,
// the refused header is not quoted back, and the session a refused request named lives on.
// Each answer guarded against a hang (HANG_GUARD_MS), never timed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { serveHttp } from "../../../../examples/mcp-order-server.js";
import { ACCEPT, HANG_GUARD_MS, MARKER, assertNoEcho, assertStillQuotes, messagesOf, openRawSession, post, rawRequest } from "./support/http.js";
import { countedOrderServers } from "./support/servers.js";

const SLOW_CALL = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "slow_quote", arguments: { quantity: 2, country: "FR" } } });
const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0", id: 1, method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "rebinding", version: "1.0.0" } },
});

for (const stateless of [false, true]) {
  const mode = stateless ? "stateless" : "stateful";

  test(`${mode}: a foreign Host or Origin is refused with 403; nothing is made or run, nothing quoted back`, { timeout: HANG_GUARD_MS }, async () => {
    const servers = countedOrderServers({ gated: false });
    const endpoint = await serveHttp(servers.make, { stateless });
    try {
      const session = stateless ? {} : await openRawSession(endpoint.url);
      const before = { ...servers.census };
      const json = { "content-type": "application/json", accept: ACCEPT, ...session };
      const foreignHosts = [`${MARKER}.example`, `${MARKER}.example:${endpoint.url.port}`, `127.0.0.1:${Number(endpoint.url.port) + 1}`, undefined];
      const foreignOrigins = [`http://${MARKER}.example`, `https://127.0.0.1:${endpoint.url.port}`, "null"];

      for (const host of foreignHosts) {
        for (const [method, body] of [["POST", SLOW_CALL], ["POST", INITIALIZE], ["GET", undefined], ["DELETE", undefined]] as const) {
          const answer = await rawRequest(endpoint.url, method, host === undefined ? json : { ...json, host }, body);
          assertNoEcho(answer.text, `Host ${host}`);
          // no Host at all: Node's HTTP server refuses the request (400) before any handler sees it
          if (host === undefined) {
            assert.equal(answer.status, 400, `no Host, ${method}`);
            continue;
          }
          assert.equal(answer.status, 403, `Host ${host}, ${method}`);
          assert.equal(JSON.parse(answer.text).error.message, "Forbidden: the Host header is not allowed.");
        }
      }
      for (const origin of foreignOrigins) {
        for (const body of [SLOW_CALL, INITIALIZE]) {
          const answer = await post(endpoint.url, body, { ...session, origin });
          assert.equal(answer.status, 403, `Origin ${origin}`);
          assertNoEcho(answer, `Origin ${origin}`);
          assert.equal(messagesOf(answer)[0].error.message, "Forbidden: the Origin header is not allowed.");
        }
      }
      // refused before the body is read: a body over the size bound is still a 403, not a 413
      const big = await rawRequest(endpoint.url, "POST", { ...json, host: `${MARKER}.example`, "content-length": String(64 * 1024 * 1024) }, "");
      assert.equal(big.status, 403);

      assert.deepEqual(servers.census, before, "a refused request made a server or ran a tool");

      // the session a refused DELETE named is alive; the local names are let in
      const allowed = await post(endpoint.url, SLOW_CALL, { ...session, origin: `http://localhost:${endpoint.url.port}` });
      assert.equal(allowed.status, 200);
      assert.equal(messagesOf(allowed)[0].result.content[0].text, "Quoted 2 item(s) to FR.");
      const byName = await rawRequest(endpoint.url, "POST", { ...json, host: `localhost:${endpoint.url.port}` }, SLOW_CALL);
      assert.equal(byName.status, 200);
      assert.equal(servers.census.finished, before.finished + 2);
      await assertStillQuotes(endpoint.url);
    } finally {
      await endpoint.close();
    }
  });
}
