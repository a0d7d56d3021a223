// Scale-out as MCP servers are deployed: the example order server as 4 worker processes
// behind Debian's nginx on 127.0.0.1. Stateless: 10,000 calls (half refused) spread over
// the workers, one worker killed halfway; every call gets its right answer or a clean,
// retryable error (HTTP 502 from nginx), and is retried: none lost, none wrong. Stateful:
// sessions stay on the worker that made them (the worker names itself in the session id,
// and nginx routes by that name). Counted, never timed; the latencies are printed.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { ensureNginx, freePort, type Nginx, startNginx } from "./support/nginx.js";
import { startWorker, type Worker } from "./support/workers.js";

const WORKERS = 4;
const CALLS = 10_000;
const LANES = 16;
/** Attempts per call: the first, and retries after a retryable error. */
const ATTEMPTS = 4;
const REFUSAL = "Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: The value must be less than or equal to 100.";

let nginx: Nginx;
let stateless: Worker[] = [];
let stateful: Worker[] = [];
let statelessUrl: URL;
let statefulUrl: URL;

before(async () => {
  ensureNginx();
  const [front, sticky] = [await freePort(), await freePort()];
  const hosts = [`--host`, `127.0.0.1:${front}`, `--host`, `127.0.0.1:${sticky}`];
  stateless = await Promise.all(Array.from({ length: WORKERS }, () => startWorker(["--stateless", ...hosts])));
  stateful = await Promise.all(Array.from({ length: WORKERS }, (_, i) => startWorker(["--session-prefix", `w${i + 1}-`, ...hosts])));
  // a worker that refuses a connection is passed over (the request goes to the next one)
  // for 10 s; no kept-alive upstream connections, which a worker may close as nginx reuses them
  const upstream = (workers: Worker[]) => workers.map((w) => `    server 127.0.0.1:${w.port} max_fails=2 fail_timeout=10s;`).join("\n");
  const proxy = `
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_buffering off;
    proxy_read_timeout 120s;
    proxy_next_upstream error timeout;`;
  nginx = await startNginx(`
  upstream stateless_workers {
${upstream(stateless)}
  }
  upstream stateful_workers {
${upstream(stateful)}
  }
  # a session goes back to the worker that made it; a request without one (initialize) to any
  map $http_mcp_session_id $session_worker {
    default stateful_workers;
${stateful.map((w, i) => `    ~^w${i + 1}- 127.0.0.1:${w.port};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${front};
    location /mcp { proxy_pass http://stateless_workers;${proxy} }
  }
  server {
    listen 127.0.0.1:${sticky};
    location /mcp { proxy_pass http://$session_worker;${proxy} }
  }`);
  statelessUrl = new URL(`http://127.0.0.1:${front}/mcp`);
  statefulUrl = new URL(`http://127.0.0.1:${sticky}/mcp`);
});

after(async () => {
  await nginx?.stop();
  await Promise.all([...stateless, ...stateful].map((w) => w.stop()));
});

/** Call `i`: an even one is a quote (its answer computed here), an odd one a refused order. */
function callFor(i: number): { name: string; args: Record<string, unknown>; check(result: any): boolean } {
  if (i % 2 === 0) {
    const quantity = 1 + ((i / 2) % 100);
    const total = Math.round(quantity * 19.99 * 100) / 100;
    return {
      name: "quote_order",
      args: { quantity, country: "FR" },
      check: (r) => r.isError === undefined && JSON.stringify(r.structuredContent) === JSON.stringify({ quantity, unitPrice: 19.99, total }),
    };
  }
  return {
    name: "place_order",
    args: { iban: "FR7630006000011234567890189", quantity: 100 + (i % 900) + 1, country: "DE" },
    check: (r) => r.isError === true && r.content?.[0]?.text === REFUSAL && r.structuredContent?.code === "value_object.out_of_range",
  };
}

/**
 * A retryable error: the HTTP layer failed (nginx's 502, a reset, a stream cut off, so no
 * answer came: the SDK's request timeout or closed connection), not an MCP answer.
 */
const retryable = (error: unknown): boolean =>
  !(error instanceof McpError) || error.code === ErrorCode.RequestTimeout || error.code === ErrorCode.ConnectionClosed;
/** How long a call may wait for its answer before it counts as unanswered and is retried. */
const CALL_TIMEOUT_MS = 30_000;

/** A client connected through nginx; a retryable error while connecting is retried too. */
async function connect(url: URL, retries = { count: 0 }): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  for (let attempt = 1; ; attempt++) {
    const transport = new StreamableHTTPClientTransport(url);
    const client = new Client({ name: "scale-out", version: "1.0.0" });
    try {
      await client.connect(transport, { timeout: CALL_TIMEOUT_MS });
      await client.listTools(undefined, { timeout: CALL_TIMEOUT_MS }); // so the client checks structured content against the output schemas
      return { client, transport };
    } catch (error) {
      await client.close().catch(() => undefined);
      if (!retryable(error) || attempt === ATTEMPTS) throw error;
      retries.count++;
    }
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

test("stateless: 10,000 calls through nginx to 4 workers, one killed halfway: none lost, none wrong", async () => {
  const counts = { right: 0, wrong: 0, lost: 0, retried: 0, refused: 0, errors: new Map<string, number>() };
  const reconnects = { count: 0 };
  const latencies: number[] = [];
  let next = 0;
  let done = 0;
  let killed: number | undefined;

  const lane = async () => {
    const { client } = await connect(statelessUrl, reconnects);
    try {
      for (let i = next++; i < CALLS; i = next++) {
        const call = callFor(i);
        const started = performance.now();
        let answered = false;
        for (let attempt = 0; attempt < ATTEMPTS && !answered; attempt++) {
          try {
            const result = await client.callTool({ name: call.name, arguments: call.args }, undefined, { timeout: CALL_TIMEOUT_MS });
            answered = true;
            if (call.check(result)) counts.right++;
            else counts.wrong++;
            if (i % 2 === 1) counts.refused++;
          } catch (error) {
            const kind = String(error).slice(0, 80);
            counts.errors.set(kind, (counts.errors.get(kind) ?? 0) + 1);
            if (!retryable(error)) {
              answered = true;
              counts.wrong++;
            } else counts.retried++;
          }
        }
        if (!answered) counts.lost++;
        latencies.push(performance.now() - started);
        if (++done === CALLS / 2 && killed === undefined) {
          killed = 1;
          await stateless[killed].kill(); // mid-run, with the other lanes' calls in flight
        }
      }
    } finally {
      await client.close();
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));

  latencies.sort((a, b) => a - b);
  const figures = {
    calls: CALLS, right: counts.right, wrong: counts.wrong, lost: counts.lost, retried: counts.retried, refused: counts.refused, reconnects: reconnects.count,
    p50_ms: Math.round(percentile(latencies, 50) * 10) / 10, p99_ms: Math.round(percentile(latencies, 99) * 10) / 10,
    errors: Object.fromEntries(counts.errors),
  };
  console.log(`# scale-out stateless: ${JSON.stringify(figures)}`);
  assert.equal(killed, 1);
  assert.equal(counts.lost, 0);
  assert.equal(counts.wrong, 0);
  assert.equal(counts.right, CALLS);
  assert.equal(counts.refused, CALLS / 2);
  assert.equal(latencies.length, CALLS);
});

test("stateful: sessions stay on their worker behind nginx; a killed worker's sessions get a clean error and start anew", async () => {
  const SESSIONS = 24;
  const CALLS_EACH = 10;
  const sessions = await Promise.all(Array.from({ length: SESSIONS }, () => connect(statefulUrl)));
  try {
    const prefixes = sessions.map(({ transport }) => /^w(\d)-/.exec(transport.sessionId ?? "")?.[1]);
    // every session was made by a worker that named itself, and nginx spread them (round robin)
    assert.ok(prefixes.every((p) => p !== undefined), JSON.stringify(prefixes));
    const live = stateful.map((w) => w.process.exitCode === null && w.process.signalCode === null);
    assert.equal(new Set(prefixes).size, live.filter(Boolean).length);

    let right = 0;
    await Promise.all(sessions.map(async ({ client }, s) => {
      for (let k = 0; k < CALLS_EACH; k++) {
        const call = callFor(s * CALLS_EACH + k);
        if (call.check(await client.callTool({ name: call.name, arguments: call.args }))) right++;
      }
    }));
    assert.equal(right, SESSIONS * CALLS_EACH);

    // the worker of the first session dies: its sessions get a clean error, and a new session works
    const dead = Number(prefixes[0]);
    await stateful[dead - 1].kill();
    let cleanErrors = 0;
    let recovered = 0;
    await Promise.all(sessions.map(async ({ client }, s) => {
      const call = callFor(2 * s);
      try {
        assert.ok(call.check(await client.callTool({ name: call.name, arguments: call.args })));
        assert.notEqual(Number(prefixes[s]), dead, "a session of the dead worker cannot be answered");
      } catch (error) {
        assert.equal(Number(prefixes[s]), dead, `a session of a live worker failed: ${error}`);
        assert.ok(retryable(error), String(error));
        cleanErrors++;
        const fresh = await connect(statefulUrl);
        try {
          assert.notEqual(/^w(\d)-/.exec(fresh.transport.sessionId ?? "")?.[1], String(dead));
          if (call.check(await fresh.client.callTool({ name: call.name, arguments: call.args }))) recovered++;
        } finally {
          await fresh.client.close();
        }
      }
    }));
    const onDead = prefixes.filter((p) => Number(p) === dead).length;
    console.log(`# scale-out stateful: ${JSON.stringify({ sessions: SESSIONS, calls: SESSIONS * CALLS_EACH, onKilledWorker: onDead, cleanErrors, recovered })}`);
    assert.equal(cleanErrors, onDead);
    assert.equal(recovered, onDead);
  } finally {
    await Promise.all(sessions.map(({ client }) => client.close().catch(() => undefined)));
  }
});
