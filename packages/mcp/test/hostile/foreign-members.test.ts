/**
 * Issue 8, points 1, 3 and 8, over MCP: value-object tools, prompts and resource
 * templates holding hostile foreign members, reached in-process, over stdio (a child
 * process with Node's default unhandled-rejection mode, which a stray rejection would
 * end) and over Streamable HTTP on 127.0.0.1. A member whose promises reject leaves no
 * unhandled rejection, the call is refused, and the server answers the next call; a
 * member whose own text echoes the value sends nothing of it; a role Object.prototype
 * holds is never read as the client's. The real SDK server and client.
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { serveHttp } from "../../../../examples/mcp-order-server.js";
import { SECRET, echoes, rejectionsDuring, withRoleOnPrototype } from "../../../core/test/hostile/support/hostile-members.js";
import { connectInMemory } from "../support/connect.js";
import { MEMBERS, asText, foreignMembersServer } from "./support/foreign-server.js";

const STDIO_SERVER = fileURLToPath(new URL("./support/foreign-server-stdio.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

const callTool = async (client: Client, name: string, args: unknown) =>
  (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((block) => (block.type === "text" ? block.text : "")).join("\n");

/** Every hostile member through the tool, prompt and template that hold it; the server answers `echo` after each. */
async function exerciseHostileMembers(client: Client, where: string): Promise<void> {
  for (const [index, hostile] of MEMBERS.entries()) {
    const refused = await callTool(client, `t${index}`, { a: hostile.sent });
    const said = JSON.stringify(refused);
    assert.ok(!echoes(said), `${where}, ${hostile.name}: the answer holds the value: ${said.slice(0, 300)}`);
    if (hostile.refused !== undefined) {
      assert.equal(refused.isError, true, `${where}, ${hostile.name}`);
      assert.match(textOf(refused), new RegExp(`^Argument 'a' rejected \\(${hostile.refused.code.replace(".", "\\.")}\\)`), `${where}, ${hostile.name}`);
    }
    if (asText(index)) {
      const prompt = await client.getPrompt({ name: `p${index}`, arguments: { a: hostile.sent as string } }).then((r) => JSON.stringify(r), (e: Error) => `error: ${e.message}`);
      assert.ok(!echoes(prompt), `${where}, prompt ${hostile.name}: ${prompt.slice(0, 300)}`);
      if (hostile.refused !== undefined) assert.match(prompt, /^error: .*rejected \(value_object\.not_parsable\)/s, `${where}, prompt ${hostile.name}`);
      const resource = await client.readResource({ uri: `r${index}://${hostile.sent as string}` }).then((r) => JSON.stringify(r), (e: Error) => `error: ${e.message}`);
      if (hostile.refused !== undefined) assert.match(resource, /^error: .*value_object\.not_parsable/s, `${where}, resource ${hostile.name}`);
    }
    // the server lives on and answers the next call
    assert.equal(textOf(await callTool(client, "echo", { n: index + 1 })), `n=${index + 1}`, `${where}: the server answers after ${hostile.name}`);
  }
}

/** The clearance tool while Object.prototype.clearance is "admin" in the server's process: required, the handler not run. */
async function exerciseRoleGadget(client: Client, calls: { count: number }, where: string): Promise<void> {
  const before = calls.count;
  const result = await withRoleOnPrototype(() => callTool(client, "read_clearance", {}));
  assert.equal(result.isError, true, where);
  assert.match(textOf(result), /^Argument 'clearance' rejected \(value_object\.required\)/, where);
  assert.equal(calls.count, before, `${where}: the handler ran`);
}

test("in-process: hostile foreign members are refused, no unhandled rejection, nothing echoed, the server answers after", async () => {
  const calls = { count: 0 };
  const { client, close } = await connectInMemory(foreignMembersServer(calls));
  try {
    const rejections = await rejectionsDuring(() => exerciseHostileMembers(client, "in-process"));
    assert.deepEqual(rejections.map(String), []);
    await exerciseRoleGadget(client, calls, "in-process");
  } finally {
    await close();
  }
});

test("stdio: a child-process server reads every hostile foreign member and lives on, its log free of the value", async () => {
  const transport = new StdioClientTransport({ command: process.execPath, args: ["--conditions=source", "--import", "tsx", STDIO_SERVER], cwd: ROOT, stderr: "pipe" });
  let log = "";
  transport.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  let exited: number | null | undefined;
  const client = new Client({ name: "stdio-hostile", version: "1.0.0" });
  try {
    await client.connect(transport);
    const pid = transport.pid;
    assert.equal(typeof pid, "number");
    await exerciseHostileMembers(client, "stdio");
    // every stray rejection has had its turn by now: the same process still answers
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(textOf(await callTool(client, "echo", { n: 99 })), "n=99");
    assert.equal(transport.pid, pid, "the same server process answered throughout");
  } finally {
    transport.onclose = () => (exited = null);
    await client.close();
  }
  assert.ok(!log.includes(SECRET) && !echoes(log), `the server's log holds the value: ${log.slice(0, 500)}`);
  assert.notEqual(exited, undefined, "the transport closed");
});

for (const stateless of [false, true]) {
  test(`Streamable HTTP, ${stateless ? "stateless" : "stateful"}: hostile foreign members refused, no unhandled rejection, the server answers after`, async () => {
    const calls = { count: 0 };
    const endpoint = await serveHttp(() => foreignMembersServer(calls), { stateless });
    const client = new Client({ name: "http-hostile", version: "1.0.0" });
    try {
      await client.connect(new StreamableHTTPClientTransport(endpoint.url));
      const rejections = await rejectionsDuring(() => exerciseHostileMembers(client, "http"));
      assert.deepEqual(rejections.map(String), []);
      await exerciseRoleGadget(client, calls, "http");
    } finally {
      await client.close();
      await endpoint.close();
    }
  });
}
