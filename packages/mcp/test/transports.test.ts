import assert from "node:assert/strict";
import { request } from "node:http";
import { test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createOrderServer, serveHttp } from "../../../examples/mcp-order-server.js";
import { connectToOrderServer } from "../../../examples/mcp-demo-client.js";
import { connectInMemory } from "./support/connect.js";
import { exerciseOrderServer } from "./support/order-checks.js";


test("in-process: the example order server answers by the rules", async () => {
  const { client, close } = await connectInMemory(createOrderServer());
  try {
    await exerciseOrderServer(client);
  } finally {
    await close();
  }
});

test("stdio: the example order server, spawned as a child process, answers by the rules", async () => {
  const { client, transport } = await connectToOrderServer("stdio-test");
  try {
    assert.equal(typeof transport.pid, "number");
    await exerciseOrderServer(client);
  } finally {
    await client.close();
  }
});

for (const stateless of [false, true]) {
  test(`Streamable HTTP on 127.0.0.1, ${stateless ? "stateless" : "stateful"}: the order server answers by the rules`, async () => {
    const endpoint = await serveHttp(createOrderServer, { stateless });
    const transport = new StreamableHTTPClientTransport(endpoint.url);
    const client = new Client({ name: "http-test", version: "1.0.0" });
    try {
      assert.equal(endpoint.url.hostname, "127.0.0.1");
      await client.connect(transport);
      assert.equal(transport.sessionId === undefined, stateless);
      await exerciseOrderServer(client);
    } finally {
      await client.close();
      await endpoint.close();
    }
  });
}

/** Posts an initialize request with the Host header given, and returns the status code. */
function postWithHost(url: URL, host: string): Promise<number> {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "x", version: "1" } } });
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { host, "content-type": "application/json", accept: "application/json, text/event-stream" } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("Streamable HTTP: DNS rebinding protection refuses a foreign Host header", async () => {
  for (const stateless of [false, true]) {
    const endpoint = await serveHttp(createOrderServer, { stateless });
    try {
      assert.equal(await postWithHost(endpoint.url, "attacker.example"), 403);
      assert.equal(await postWithHost(endpoint.url, endpoint.url.host), 200);
    } finally {
      await endpoint.close();
    }
  }
});
