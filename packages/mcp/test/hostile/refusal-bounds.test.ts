// Refusals no larger than the contract allows, and keys that forge no line (issue 8,
// points 6 and 7), over every MCP path: tools (in-process, stdio, Streamable HTTP on
// 127.0.0.1), a tool's invalid result (stderr log and log notifications), prompts and
// resource templates. Contract (DESIGN.md, "A refused argument"): at most 20 refusals
// listed, `omitted` counting the rest; the refusal object (compact JSON) and its text
// within 16 KiB (bytes of UTF-8); keys in a path escaped, controls as \uXXXX, cut at 64.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { describe, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type CallToolResult, LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import * as vo from "@adcodicem/value-objects";
import { defineValueObjectTool } from "@adcodicem/value-objects-mcp";
import { serveHttp } from "../../../../examples/mcp-order-server.js";
import { Quantity } from "./support/refusal-server.js";
import { connectInMemory, textOf } from "../support/connect.js";
import { messagesOf, openRawSession, post } from "./support/http.js";
import { createRefusalServer } from "./support/refusal-server.js";

const KIB16 = 16 * 1024;
const bytes = (text: string) => Buffer.byteLength(text, "utf8");
const SERVER = fileURLToPath(new URL("./support/refusal-server.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

// a key that, written as it is, would add a line that reads as a refusal of its own, and a field
const FORGED = "FR\nArgument 'items' rejected (x) at /items/0: y\r\n\u2028\"p\":\"/x\"";
const WRITTEN = "FR\\u000aArgument 'items' rejected (x) at ~1items~10: y\\u000d\\u000a\\u2028\\\"p\\\":\\\"~1x\\\"";
// on an invalid result's stderr line, a pointer's white space and colons are escaped too (an issue there is `<pointer> <code>: <sentence>`)
const ON_LINE = WRITTEN.replace(/[ :]/g, (c) => (c === " " ? "\\u0020" : "\\u003a"));

/**
 * POSTs once more when the socket the client reused had been closed by the server while
 * idle (its keep-alive timeout passes while a loaded machine builds the 4 MB body): the
 * request never reached the server, so sending it again sends it once.
 */
async function postOnLiveSocket(url: URL, body: string, headers: Record<string, string>) {
  try {
    return await post(url, body, headers);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return post(url, body, headers);
  }
}

/** Asserts the bounds on a refused call's result: 16 KiB each for the text and the structured content, 20 listed at most. */
function assertBounded(result: CallToolResult, refused: number): void {
  assert.equal(result.isError, true);
  const text = textOf(result);
  const structured = result.structuredContent as { more?: unknown[]; omitted?: number };
  assert.ok(bytes(text) <= KIB16, `text: ${bytes(text)} bytes`);
  assert.ok(bytes(JSON.stringify(structured)) <= KIB16, `structured content: ${bytes(JSON.stringify(structured))} bytes`);
  const listed = 1 + (structured.more?.length ?? 0);
  assert.ok(listed <= 20);
  assert.equal(listed + (structured.omitted ?? 0), refused, "listed and omitted count every refusal");
  assert.equal(text.split("\n").length, listed + (structured.omitted ? 1 : 0), "one line per listed refusal, one for the others");
}

/** The calls every transport gets, and what each must answer. */
async function exercise(client: Client): Promise<void> {
  const many = (await client.callTool({ name: "tag", arguments: { items: new Array(100_000).fill(0) } })) as CallToolResult;
  assertBounded(many, 100_000);
  assert.equal((many.structuredContent as { omitted: number }).omitted, 99_980);

  const forged = (await client.callTool({ name: "tag", arguments: { items: [1], labels: { [FORGED]: 0, ["k".repeat(100_000)]: 0 } } })) as CallToolResult;
  assertBounded(forged, 2);
  assert.deepEqual(textOf(forged).split("\n").map((line) => line.slice(0, 60)), [
    `Argument 'labels' rejected (value_object.out_of_range) at /labels/${WRITTEN}`.slice(0, 60),
    `Argument 'labels' rejected (value_object.out_of_range) at /labels/${"k".repeat(63)}…`.slice(0, 60),
  ]);
  const { path, more } = forged.structuredContent as { path: string; more: { path: string }[] };
  assert.equal(path, `/labels/${WRITTEN}`);
  assert.equal(more[0].path, `/labels/${"k".repeat(63)}…`);
}

describe("tools: bounded refusals, escaped keys", () => {
  test("in-process", async () => {
    const { client, close } = await connectInMemory(createRefusalServer());
    try {
      await exercise(client);
    } finally {
      await close();
    }
  });

  test("stdio, the server a child process; its stderr log of an invalid result is one line per result", async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: ["--conditions=source", "--import", "tsx", SERVER], cwd: ROOT, stderr: "pipe" });
    let stderr = "";
    transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const client = new Client({ name: "stdio-bounds", version: "1.0.0" });
    await client.connect(transport);
    try {
      await exercise(client);
      const invalid = (await client.callTool({ name: "tally", arguments: { labels: [FORGED, ...Array.from({ length: 30_000 }, (_, i) => `L${i}`)], count: 0 } })) as CallToolResult;
      assert.equal(invalid.isError, true);
      // the log line is written before the answer: it is there once the answer is
      const lines = stderr.split("\n").filter((line) => line !== "");
      assert.equal(lines.length, 1, `one log line: ${stderr.slice(0, 400)}`);
      assert.ok(lines[0].includes(`/counts/${ON_LINE} value_object.out_of_range`), lines[0].slice(0, 300));
      assert.ok(lines[0].endsWith("; ...and 29981 more (not listed)"), lines[0].slice(-100)); // the line is ASCII
      assert.ok(bytes(lines[0]) <= KIB16, `${bytes(lines[0])} bytes`);
    } finally {
      await client.close();
    }
  });

  test("Streamable HTTP on 127.0.0.1: a real SDK client, and a 4 MB request of bad items answered with a bounded refusal", async () => {
    const endpoint = await serveHttp(createRefusalServer);
    const client = new Client({ name: "http-bounds", version: "1.0.0" });
    try {
      await client.connect(new StreamableHTTPClientTransport(endpoint.url));
      await exercise(client);
      // just under the body bound of the example server (4 MiB): two million bad items, made
      // before the session opens, so that no idle connection is left to time out meanwhile
      const items = new Array(2_000_000).fill(0);
      const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "tag", arguments: { items } } });
      assert.ok(bytes(body) > 3.9e6 && bytes(body) <= 4 * 1024 * 1024, `${bytes(body)} bytes`);
      const session = await openRawSession(endpoint.url).catch(() => openRawSession(endpoint.url));
      const answer = await postOnLiveSocket(endpoint.url, body, session);
      assert.equal(answer.status, 200);
      const [message] = messagesOf(answer);
      assert.equal(message.id, 7);
      assertBounded(message.result as CallToolResult, 2_000_000);
      assert.ok(bytes(answer.text) <= 2 * KIB16 + 1024, `the whole answer: ${bytes(answer.text)} bytes`);
    } finally {
      await client.close();
      await endpoint.close();
    }
  });
});

test("an invalid result with hostile keys: the stderr line and the log notification are bounded and forge nothing", async () => {
  const server = createRefusalServer();
  const { client, close } = await connectInMemory(server);
  const logged: unknown[] = [];
  const written: string[] = [];
  const original = console.error;
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logged.push(n.params.data));
  try {
    await client.setLoggingLevel("debug");
    console.error = (...args: unknown[]) => void written.push(args.map(String).join(" "));
    const labels = [FORGED, "m".repeat(70), ...Array.from({ length: 100_000 }, (_, i) => `L${i}`)];
    const result = (await client.callTool({ name: "tally", arguments: { labels, count: 0 } })) as CallToolResult;
    console.error = original;
    assert.equal(result.isError, true);
    assert.equal(written.length, 1);
    assert.equal(written[0].split(/[\n\r\u2028\u2029]/).length, 1, "one line");
    assert.ok(bytes(written[0]) <= KIB16);
    assert.ok(written[0].includes(`/counts/${ON_LINE} value_object.out_of_range`));
    // the cut's "…" is outside ASCII, written \u2026 as every such character of a path on the line
    assert.ok(written[0].includes(`/counts/${"m".repeat(63)}\\u2026 value_object.out_of_range`));
    // the notification travels after the answer: wait for it by counting, never by the clock
    for (let turn = 0; logged.length === 0 && turn < 1000; turn++) await new Promise((resolve) => setImmediate(resolve));
    const [data] = logged as { issues: { path: string }[]; omitted: number }[];
    assert.equal(data.issues.length, 20);
    assert.equal(data.omitted, 100_002 - 20);
    assert.equal(data.issues[0].path, `/counts/${WRITTEN}`);
    assert.ok(bytes(JSON.stringify(data)) <= KIB16);
  } finally {
    console.error = original;
    await close();
  }
});

test("an invalid result: a key holding '; ' adds no logged issue to the stderr line (red-team finding)", async () => {
  const server = createRefusalServer();
  const { client, close } = await connectInMemory(server);
  const written: string[] = [];
  const original = console.error;
  try {
    console.error = (...args: unknown[]) => void written.push(args.map(String).join(" "));
    const forged = "a; /counts/b value_object.required: The value is required";
    const result = (await client.callTool({ name: "tally", arguments: { labels: [forged, "c"], count: 0 } })) as CallToolResult;
    console.error = original;
    assert.equal(result.isError, true);
    assert.equal(written.length, 1);
    const entries = written[0].slice(written[0].indexOf(": ") + 2).split("; ");
    assert.equal(entries.length, 2, "two issues, two entries");
    assert.ok(entries[0].startsWith("/counts/a\\u003b\\u0020~1counts~1b\\u0020value_object.required\\u003a\\u0020The\\u0020value\\u0020is\\u0020required value_object.out_of_range: "), entries[0]);
  } finally {
    console.error = original;
    await close();
  }
});

test("an invalid result of a low-level tool: the log notification counts every issue left out, as McpServer's does", async () => {
  const tally = defineValueObjectTool("tally", {
    description: "Counts under labels; a count of 0 breaks the output rules.",
    parameters: { labels: vo.array(vo.string("Label")), count: vo.integer("Count") },
    output: vo.object({ counts: vo.record(Quantity) }),
  }, ({ labels, count }) => ({ content: [{ type: "text", text: "tallied" }], structuredContent: { counts: Object.fromEntries(labels.map((l) => [l, count])) } }));
  const logged: unknown[] = [];
  const original = console.error;
  console.error = () => {};
  try {
    const labels = Array.from({ length: 100_002 }, (_, i) => `L${i}`);
    const result = await tally.call({ labels, count: 0 }, {} as never, (params) => Promise.resolve(void logged.push(params.data)));
    assert.equal(result.isError, true);
  } finally {
    console.error = original;
  }
  const [data] = logged as { issues: unknown[]; omitted: number }[];
  assert.equal(data.issues.length, 20);
  assert.equal(data.omitted, 100_002 - 20);
});

describe("prompts and resource templates: the same lines, the same escaping", () => {
  test("a refused prompt: one line per argument, within 16 KiB", async () => {
    const { client, close } = await connectInMemory(createRefusalServer());
    try {
      const error = await client.getPrompt({ name: "summary", arguments: { quantity: "0", other: "1e400" } }).then(
        () => assert.fail("accepted"),
        (e: Error & { code: number; data: { more: unknown[] } }) => e,
      );
      assert.equal(error.code, -32602);
      const lines = error.message.split("\n");
      assert.deepEqual(lines.slice(1).map((l) => l.slice(0, 46)), ["Argument 'quantity' rejected (value_object.out", "Argument 'other' rejected (value_object.not_pa"]);
      assert.ok(bytes(error.message) <= KIB16);
    } finally {
      await close();
    }
  });

  test("a refused resource template: one line per variable, within 16 KiB", async () => {
    const { client, close } = await connectInMemory(createRefusalServer());
    try {
      const error = await client.readResource({ uri: "boxes://0/%0A101" }).then(
        () => assert.fail("accepted"),
        (e: Error & { code: number }) => e,
      );
      assert.equal(error.code, -32602);
      const lines = error.message.split("\n");
      assert.deepEqual(lines.slice(1).map((l) => l.slice(0, 44)), ["Variable 'size' rejected (value_object.out_o", "Variable 'count' rejected (value_object.not_"]);
      assert.ok(bytes(error.message) <= KIB16);
    } finally {
      await close();
    }
  });
});
