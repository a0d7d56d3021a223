// Malformed JSON-RPC, sent with raw `fetch` to the example order server over Streamable
// HTTP on 127.0.0.1, stateful and stateless. Each request gets a JSON-RPC error or a tool
// execution error (HANG_GUARD_MS only ends a run that hangs), no answer holds a value that was sent
// (MARKER), and a real SDK Client is answered right afterwards.
import assert from "node:assert/strict";
import { test } from "node:test";
import { serveHttp } from "../../../../examples/mcp-order-server.js";
import { HANG_GUARD_MS, MARKER, type RawAnswer, assertNoEcho, assertStillQuotes, messagesOf, openRawSession, post } from "./support/http.js";
import { countedOrderServers } from "./support/servers.js";

const VALID = { iban: "FR7630006000011234567890189", quantity: 2, country: "FR" };
const call = (name: string, args?: unknown, id = 1) => JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: args === undefined ? { name } : { name, arguments: args } });
const rpc = (method: string, params: unknown) => JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });

/** Every message of the answer is a JSON-RPC error or a tool execution error; nothing sent comes back. */
function assertRefused(answer: RawAnswer, label: string): Array<Record<string, any>> {
  assertNoEcho(answer, label);
  const messages = messagesOf(answer);
  assert.ok(messages.length > 0, `${label}: no answer`);
  for (const message of messages) {
    const rpcError = typeof message.error?.code === "number" && typeof message.error?.message === "string";
    assert.ok(rpcError || message.result?.isError === true, `${label}: neither a JSON-RPC error nor a tool execution error: ${answer.text.slice(0, 300)}`);
  }
  return messages;
}

/** The single tool result of an answer. */
function toolResult(answer: RawAnswer, label: string): { isError?: boolean; content: Array<{ text: string }>; structuredContent?: Record<string, unknown> } {
  const [message, ...rest] = messagesOf(answer);
  assert.equal(rest.length, 0, label);
  assert.ok(message?.result, `${label}: not a tool result: ${answer.text.slice(0, 300)}`);
  return message.result;
}

// 80,000 members, names and values marked: 3.3 MB, under the 4 MiB body bound
const huge: Record<string, string> = {};
for (let i = 0; i < 80_000; i++) huge[`${MARKER}-${i}`] = MARKER;
// a million nested arrays (2 MB): refused before JSON.parse, which would block the server for seconds
const DEEP = "[".repeat(1_000_000) + "]".repeat(1_000_000);
// as deep as the example server reads (512 levels in all): nothing may recurse into them
const READ_DEEP = "[".repeat(506) + "]".repeat(506);
const deepCall = (member: string, deep = DEEP) =>
  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"place_order","arguments":{"iban":"${VALID.iban}","quantity":2,"country":"FR","${member}":${deep}}}}`;

/** [label, body, expected HTTP status, extra check]. */
type Case = readonly [string, string, number, ((answer: RawAnswer) => void)?];

const cases: readonly Case[] = [
  ["invalid JSON", `{"jsonrpc":"2.0","id":1,"method":"${MARKER}"`, 400, (a) => assert.equal(messagesOf(a)[0].error.code, -32700)],
  ["a batch of garbage", JSON.stringify([1, MARKER, null, true, { [MARKER]: MARKER }, [MARKER]]), 400],
  ["a batch of 101 requests", JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: MARKER }))), 400],
  ["jsonrpc 1.0", JSON.stringify({ jsonrpc: "1.0", id: 1, method: "tools/list", params: { x: MARKER } }), 400],
  ["no jsonrpc member", JSON.stringify({ id: 1, method: "tools/list", params: { x: MARKER } }), 400],
  ["no method", JSON.stringify({ jsonrpc: "2.0", id: 1, params: { name: MARKER } }), 400],
  ["an unknown method", rpc(`${MARKER}/call`, { x: MARKER }), 200, (a) => assert.equal(messagesOf(a)[0].error.code, -32601)],
  ["an unknown tool", call(MARKER, { x: MARKER }), 200, (a) => assert.equal(toolResult(a, "unknown tool").isError, true)],
  ["a tool name that is not a string", JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: [MARKER], arguments: {} } }), 200],
  ["an unknown prompt", rpc("prompts/get", { name: MARKER }), 200, (a) => assert.equal(messagesOf(a)[0].error.code, -32602)],
  ["an unknown resource", rpc("resources/read", { uri: `nowhere://${MARKER}` }), 200, (a) => assert.equal(messagesOf(a)[0].error.code, -32602)],
  ["a refused URI variable", rpc("resources/read", { uri: `orders://${MARKER}` }), 200, (a) => assert.equal(messagesOf(a)[0].error.code, -32602)],
  ["a refused prompt argument", rpc("prompts/get", { name: "order_summary", arguments: { orderId: MARKER } }), 200],
  ["a logging level that does not exist", rpc("logging/setLevel", { level: MARKER }), 200],
];

/** Arguments of every JSON type, to a tool without output and to one with: each a tool execution error. */
const NOT_AN_OBJECT = { error: "invalid_argument", code: "value_object.not_parsable", message: "The arguments are not an object." };
const argumentCases: ReadonlyArray<readonly [string, unknown]> = [
  ["a string", MARKER], ["a number", 7731.5], ["true", true], ["false", false], ["an array", [MARKER, { [MARKER]: MARKER }]],
];

for (const stateless of [false, true]) {
  const mode = stateless ? "stateless" : "stateful";

  test(`${mode}: malformed JSON-RPC is answered with an error, echoes nothing, and the server answers a real client after`, { timeout: HANG_GUARD_MS }, async () => {
    const servers = countedOrderServers({ gated: false });
    const endpoint = await serveHttp(servers.make, { stateless });
    try {
      const session = stateless ? {} : await openRawSession(endpoint.url);
      for (const [label, body, status, check] of cases) {
        const answer = await post(endpoint.url, body, session);
        assert.equal(answer.status, status, `${label}: ${answer.text.slice(0, 200)}`);
        assertRefused(answer, label);
        check?.(answer);
      }

      // arguments of every JSON type
      for (const [label, args] of argumentCases) {
        const plain = toolResult(await post(endpoint.url, call("place_order", args), session), label);
        assert.equal(plain.isError, true, label);
        assert.deepEqual(plain.structuredContent, NOT_AN_OBJECT, label);
        assert.equal(plain.content[0].text, "Arguments rejected (value_object.not_parsable): The arguments are not an object.");
        const withOutput = await post(endpoint.url, call("quote_order", args), session);
        assertRefused(withOutput, label);
        assert.equal(toolResult(withOutput, label).structuredContent, undefined, label);
      }
      for (const args of [null, {}, undefined]) {
        const answer = await post(endpoint.url, call("place_order", args), session);
        assertRefused(answer, `arguments ${JSON.stringify(args)}`);
        assert.equal(toolResult(answer, "empty").structuredContent?.code, "value_object.required");
      }
      const marked = await post(endpoint.url, call("place_order", { iban: MARKER, quantity: MARKER, country: MARKER, alternates: [MARKER], note: MARKER.repeat(20), [MARKER]: MARKER }), session);
      assertRefused(marked, "marked values");
      assert.deepEqual(toolResult(marked, "marked").content[0].text.split("\n").map((line) => line.split(" ")[1]), ["'iban'", "'quantity'", "'country'", "'alternates'", "'note'"]);

      // a huge arguments object: read, its unknown members dropped, nothing echoed
      const hugeRefused = await post(endpoint.url, call("place_order", huge), session);
      assertRefused(hugeRefused, "huge arguments");
      const hugeValid = await post(endpoint.url, call("place_order", { ...huge, ...VALID }), session);
      assertNoEcho(hugeValid, "huge arguments, valid");
      assert.match(toolResult(hugeValid, "huge valid").content[0].text, /^Order ORD-\d{6} placed: 2 item\(s\) to FR\.$/);

      // a million nested arrays: a parse error, before JSON.parse
      const tooDeep = await post(endpoint.url, deepCall("alternates"), session);
      assert.equal(tooDeep.status, 400);
      assert.equal(messagesOf(tooDeep)[0].error.code, -32700);
      // as deep as is read: refused where a value object meets it, dropped where nothing is declared
      const deepAlternates = toolResult(await post(endpoint.url, deepCall("alternates", READ_DEEP), session), "deep alternates");
      assert.equal(deepAlternates.structuredContent?.path, "/alternates/0");
      assert.equal(toolResult(await post(endpoint.url, deepCall(MARKER, READ_DEEP), session), "deep unknown").isError, undefined);

      // a member named __proto__ pollutes nothing
      const proto = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"place_order","arguments":{"__proto__":{"polluted":"${MARKER}"},"constructor":{"prototype":{"polluted":"${MARKER}"}},"iban":"${VALID.iban}","quantity":2,"country":"FR"}}}`;
      assert.match(toolResult(await post(endpoint.url, proto, session), "__proto__").content[0].text, /^Order ORD-\d{6} placed/);
      assert.equal((Object.prototype as Record<string, unknown>).polluted, undefined);

      // headers: an unsupported protocol version, a forged session, none at all
      const version = await post(endpoint.url, call("quote_order", VALID), { ...session, "mcp-protocol-version": MARKER });
      assert.equal(version.status, 400);
      assertRefused(version, "protocol version");
      if (!stateless) {
        const forged = await post(endpoint.url, call("quote_order", VALID), { "mcp-session-id": MARKER });
        assert.equal(forged.status, 404);
        assertRefused(forged, "forged session");
        const none = await post(endpoint.url, call("quote_order", VALID));
        assert.equal(none.status, 400);
        assertRefused(none, "no session");
      }

      await assertStillQuotes(endpoint.url);
    } finally {
      await endpoint.close();
    }
  });
}
