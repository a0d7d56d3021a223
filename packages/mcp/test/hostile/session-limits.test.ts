// The example server's session bounds, counted, never timed: a cap on sessions held at
// once (one more initialize is answered 503, with Retry-After and a JSON-RPC error, and
// no server is made), and an idle timeout read from a clock the test moves by hand (a
// session with a request in flight, or an open GET stream, is never idle). 1,000
// initializes against a cap of 100 leave at most 100 sessions alive at any point.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { DEFAULT_SESSION_LIMITS, sessionLimitsFrom } from "../../../../examples/http-sessions.js";
import { serveHttp } from "../../../../examples/mcp-order-server.js";
import { manualClock, settles } from "./support/clock.js";
import { ACCEPT, HANG_GUARD_MS, PROTOCOL_VERSION, type RawAnswer, messagesOf, openRawSession, post } from "./support/http.js";
import { countedOrderServers } from "./support/servers.js";

const IDLE_MS = 60_000;
const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0", id: 0, method: "initialize",
  params: { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "limits", version: "1.0.0" } },
});
const toolsList = (id = 1) => JSON.stringify({ jsonrpc: "2.0", id, method: "tools/list" });

/** Asserts the answer is the refusal of a session over the cap. */
function assertFull(answer: RawAnswer, maxSessions: number, retryAfter: string): void {
  assert.equal(answer.status, 503, answer.text);
  assert.equal(answer.headers.get("retry-after"), retryAfter);
  assert.match(answer.headers.get("content-type") ?? "", /^application\/json/);
  assert.deepEqual(JSON.parse(answer.text), {
    jsonrpc: "2.0",
    error: { code: -32000, message: `Service Unavailable: the server holds its maximum of ${maxSessions} sessions; retry later.` },
    id: null,
  });
}

const DELETE = (url: URL, headers: Record<string, string>) => fetch(url, { method: "DELETE", headers }).then((r) => r.status);

test("the cap: one initialize over it is answered 503 with Retry-After and a JSON-RPC error, no server made; a DELETE or an idle close makes room", { timeout: HANG_GUARD_MS }, async () => {
  const servers = countedOrderServers({ gated: false });
  const clock = manualClock();
  const endpoint = await serveHttp(servers.make, { maxSessions: 3, idleTimeoutMs: IDLE_MS, clock });
  try {
    const held = [await openRawSession(endpoint.url), await openRawSession(endpoint.url), await openRawSession(endpoint.url)];
    assert.equal(endpoint.sessionCount(), 3);
    assertFull(await post(endpoint.url, INITIALIZE), 3, "60");
    assert.equal(servers.census.created, 3, "a server was made for a refused session");
    // the sessions held still answer
    for (const headers of held) assert.equal((await post(endpoint.url, toolsList(), headers)).status, 200);

    // a DELETE makes room for one
    assert.equal(await DELETE(endpoint.url, held[0]), 200);
    assert.equal(endpoint.sessionCount(), 2);
    const fourth = await openRawSession(endpoint.url);
    assertFull(await post(endpoint.url, INITIALIZE), 3, "60");

    // idle sessions closed make room for three
    await settles(() => clock.armed === 3, "every session idle");
    clock.advance(IDLE_MS);
    assert.equal(endpoint.sessionCount(), 0);
    await settles(() => servers.census.closed === 4, "the idle sessions' servers closed");
    for (const headers of [held[1], held[2], fourth]) assert.equal((await post(endpoint.url, toolsList(), headers)).status, 404);

    // 40 initializes at once against an empty pool of 3: exactly 3 sessions
    const answers = await Promise.all(Array.from({ length: 40 }, () => post(endpoint.url, INITIALIZE)));
    assert.equal(answers.filter((a) => a.status === 200).length, 3);
    for (const refused of answers.filter((a) => a.status !== 200)) assertFull(refused, 3, "60");
    assert.equal(servers.census.created, 4 + 3);
  } finally {
    await endpoint.close();
  }
});

test("the idle timeout: a session with no request in flight for the limit is closed; a request, a call in flight or an open GET stream keeps it", { timeout: HANG_GUARD_MS }, async () => {
  const servers = countedOrderServers();
  const clock = manualClock();
  const endpoint = await serveHttp(servers.make, { idleTimeoutMs: IDLE_MS, clock });
  try {
    const [a, b, c] = [await openRawSession(endpoint.url), await openRawSession(endpoint.url), await openRawSession(endpoint.url)];
    await settles(() => clock.armed === 3, "three sessions idle");
    clock.advance(IDLE_MS - 1);
    assert.equal(servers.census.closed, 0);
    assert.equal((await post(endpoint.url, toolsList(), a)).status, 200); // a's idle time starts again
    await settles(() => clock.armed === 3, "a idle again");
    clock.advance(1);
    await settles(() => servers.census.closed === 2, "b and c closed");
    assert.equal(endpoint.sessionCount(), 1);
    for (const headers of [b, c]) {
      const gone = await post(endpoint.url, toolsList(), headers);
      assert.equal(gone.status, 404);
      assert.equal(messagesOf(gone)[0].error.message, "Session not found.");
    }

    // a call in flight: never idle, however long it runs
    const call = post(endpoint.url, JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "slow_quote", arguments: { quantity: 2, country: "FR" } } }), a);
    await servers.started(1);
    assert.equal(clock.armed, 0);
    clock.advance(100 * IDLE_MS);
    assert.equal(servers.census.closed, 2);
    servers.open();
    const answered = await call;
    assert.equal(messagesOf(answered)[0].result.content[0].text, "Quoted 2 item(s) to FR.");
    await settles(() => clock.armed === 1, "a idle after its call");

    // an open GET stream (server-to-client messages): never idle while it is open
    const listening = new AbortController();
    const stream = await fetch(endpoint.url, { method: "GET", headers: { ...a, accept: ACCEPT.split(", ")[1] }, signal: listening.signal });
    assert.equal(stream.status, 200);
    await settles(() => clock.armed === 0, "a busy while its stream is open");
    clock.advance(100 * IDLE_MS);
    assert.equal(endpoint.sessionCount(), 1);
    listening.abort();
    await stream.body?.cancel().catch(() => undefined);
    await settles(() => clock.armed === 1, "a idle once its stream closed");
    clock.advance(IDLE_MS - 1);
    assert.equal(endpoint.sessionCount(), 1);
    clock.advance(1);
    await settles(() => servers.census.closed === 3, "a closed");
    assert.equal((await post(endpoint.url, toolsList(), a)).status, 404);
    assert.equal(servers.census.finished, servers.census.started);
  } finally {
    servers.open();
    await endpoint.close();
  }
});

test("1,000 initializes, 50 at a time, against a cap of 100: never more than 100 sessions alive, the rest refused with 503", { timeout: HANG_GUARD_MS }, async () => {
  const CAP = 100;
  const ATTEMPTS = 1000;
  const AT_ONCE = 50;
  const servers = countedOrderServers({ gated: false });
  let endpoint: Awaited<ReturnType<typeof serveHttp>> | undefined;
  let mostAlive = 0;
  const make = () => {
    mostAlive = Math.max(mostAlive, endpoint?.sessionCount() ?? 0, servers.census.created + 1 - servers.census.closed);
    return servers.make();
  };
  endpoint = await serveHttp(make, { maxSessions: CAP, idleTimeoutMs: IDLE_MS, clock: manualClock() });
  try {
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < ATTEMPTS / AT_ONCE; batch++) {
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => post(endpoint.url, INITIALIZE)));
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      mostAlive = Math.max(mostAlive, endpoint.sessionCount());
    }
    assert.deepEqual(Object.fromEntries(statuses), { 200: CAP, 503: ATTEMPTS - CAP });
    assert.equal(servers.census.created, CAP);
    assert.ok(mostAlive <= CAP, `${mostAlive} sessions were alive at once`);
  } finally {
    await endpoint.close();
  }
  assert.equal(servers.census.closed, CAP);
});

test("limits from flags and the environment: a flag wins, what neither sets keeps the default, a bad number is refused", () => {
  assert.deepEqual(DEFAULT_SESSION_LIMITS, { maxSessions: 1000, idleTimeoutMs: 300_000 });
  assert.deepEqual(sessionLimitsFrom(["--http", "3000"], {}), DEFAULT_SESSION_LIMITS);
  assert.deepEqual(sessionLimitsFrom(["--http", "3000", "--max-sessions", "20", "--idle-timeout", "30"], {}), { maxSessions: 20, idleTimeoutMs: 30_000 });
  assert.deepEqual(sessionLimitsFrom([], { MCP_MAX_SESSIONS: "7", MCP_IDLE_TIMEOUT_SECONDS: "9" }), { maxSessions: 7, idleTimeoutMs: 9_000 });
  assert.deepEqual(sessionLimitsFrom(["--max-sessions", "5"], { MCP_MAX_SESSIONS: "7", MCP_IDLE_TIMEOUT_SECONDS: "" }), { maxSessions: 5, idleTimeoutMs: 300_000 });
  for (const bad of ["0", "-1", "1.5", "ten", "", "1e3", "99999999999999999999"]) {
    assert.throws(() => sessionLimitsFrom(["--max-sessions", bad], {}), { message: "--max-sessions takes a whole number of at least 1." });
    assert.throws(() => sessionLimitsFrom([], { MCP_IDLE_TIMEOUT_SECONDS: bad || " " }), { message: "MCP_IDLE_TIMEOUT_SECONDS takes a whole number of at least 1." });
  }
  assert.throws(() => sessionLimitsFrom(["--idle-timeout"], {}), { message: "--idle-timeout takes a whole number of at least 1." });
});

test("the example server run from the command line takes its limits from a flag and the environment", { timeout: HANG_GUARD_MS }, async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "mcp-order-server.ts", "--http", "0", "--max-sessions", "2"], {
    cwd: fileURLToPath(new URL("../../../../examples/", import.meta.url)),
    env: { ...process.env, MCP_IDLE_TIMEOUT_SECONDS: "7" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  try {
    let stderr = "";
    child.stderr.setEncoding("utf8");
    const listening = new Promise<URL>((resolve, reject) => {
      child.stderr.on("data", (chunk: string) => {
        stderr += chunk;
        const found = /listening on (\S+)/.exec(stderr);
        if (found) resolve(new URL(found[1]));
      });
      child.once("exit", (code) => reject(new Error(`the server exited (${code}): ${stderr}`)));
    });
    const url = await listening;
    await openRawSession(url);
    await openRawSession(url);
    assertFull(await post(url, INITIALIZE), 2, "7");
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await once(child, "exit");
  }
});
