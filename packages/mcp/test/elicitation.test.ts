/**
 * Elicitation (SDK 1.x): a tool asks the user for a flat object of value objects with
 * `elicitValueObjects(extra, …)`; the real SDK client answers the `elicitation/create`
 * requests. The form is the protocol's restricted schema (every other rule a sentence of
 * the description); the answer is read with the rules; a refused answer is asked again with
 * the refusal's sentences, at most `maxAttempts` times; the client's decline and cancel come
 * back as they are; a schema the protocol cannot carry throws before anything is sent. A
 * secret value the user typed is in no message, refusal or result. In-process and over
 * Streamable HTTP on 127.0.0.1.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { elicitValueObjects, ElicitationSchemaError, registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { type CallToolResult, ElicitRequestSchema, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { serveHttp } from "../../../examples/mcp-order-server.js";

const SECRET = "ZQ-SECRET-5521";
const Email = vo.string("Email", { format: "email", maxLength: 120 });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100, multipleOf: 5 });
const Reference = vo.string("Reference", { pattern: /^REF-\d+$/, description: "The order reference." });
const Country = vo.oneOf("Country", ["FR", "DE"]);
const Gift = vo.boolean("Gift");
const Delivery = { email: Email, quantity: Quantity, reference: Reference, country: Country, gift: vo.optional(Gift) };

type Outcome = Awaited<ReturnType<typeof elicitValueObjects>>;

/** A server whose `ask` tool elicits `schema` and reports the outcome as JSON text. */
function askingServer(schema: Parameters<typeof elicitValueObjects>[1]["schema"], maxAttempts?: number) {
  const server = new McpServer({ name: "elicit", version: "1.0.0" });
  registerValueObjectTool(server, "ask", { description: "Asks the user.", parameters: {} }, async (_args, extra) => {
    let outcome: Outcome | { thrown: string };
    try {
      outcome = await elicitValueObjects(extra, { message: "Where should we deliver?", schema, ...(maxAttempts === undefined ? {} : { maxAttempts }) });
    } catch (error) {
      outcome = { thrown: (error as Error).name };
    }
    return { content: [{ type: "text", text: JSON.stringify(outcome) }] };
  });
  return server;
}

/** A client that answers each elicitation with the next scripted answer, and records the requests. */
function answeringClient(answers: readonly ElicitResult[]) {
  const client = new Client({ name: "user", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
  const asked: { message: string; requestedSchema: unknown }[] = [];
  client.setRequestHandler(ElicitRequestSchema, async (request) => {
    const params = request.params as { message: string; requestedSchema: unknown };
    asked.push({ message: params.message, requestedSchema: params.requestedSchema });
    const answer = answers[asked.length - 1];
    if (answer === undefined) throw new Error("no more answers");
    return answer;
  });
  return { client, asked };
}

async function inProcess(server: McpServer, answers: readonly ElicitResult[]) {
  const { client, asked } = answeringClient(answers);
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const result = (await client.callTool({ name: "ask", arguments: {} })) as CallToolResult;
    const text = (result.content[0] as { text: string }).text;
    return { outcome: JSON.parse(text) as Outcome & { thrown?: string }, asked, text };
  } finally {
    await client.close();
    await server.close();
  }
}

const good = { email: "ada@example.org", quantity: 10, reference: "REF-7", country: "FR" };

describe("elicitValueObjects (SDK 1.x)", () => {
  test("the form is the restricted schema; every other rule is a sentence of its description", async () => {
    const { outcome, asked } = await inProcess(askingServer(Delivery), [{ action: "accept", content: good }]);
    assert.deepEqual(outcome, { action: "accept", value: good });
    const schema = asked[0].requestedSchema as { properties: Record<string, Record<string, unknown>>; required: string[] };
    assert.deepEqual(schema.required, ["email", "quantity", "reference", "country"]);
    assert.deepEqual(Object.keys(schema.properties.email).sort(), ["format", "maxLength", "type"]);
    assert.equal(schema.properties.email.format, "email");
    assert.deepEqual([schema.properties.quantity.type, schema.properties.quantity.minimum, schema.properties.quantity.maximum], ["integer", 1, 100]);
    assert.equal(schema.properties.quantity.multipleOf, undefined);
    assert.match(String(schema.properties.quantity.description), /multiple of 5/);
    assert.equal(schema.properties.reference.pattern, undefined);
    assert.match(String(schema.properties.reference.description), /^The order reference\.[\s\S]*REF-/);
    assert.deepEqual(schema.properties.country.enum, ["FR", "DE"]);
    assert.equal(schema.properties.gift.type, "boolean");
    assert.equal(asked[0].message, "Where should we deliver?");
  });

  test("a refused answer is asked again with the refusal's sentence; the secret is never repeated", async () => {
    const { outcome, asked, text } = await inProcess(askingServer(Delivery), [
      { action: "accept", content: { ...good, reference: SECRET } },
      { action: "accept", content: { ...good, quantity: 12 } },
      { action: "accept", content: { ...good, quantity: 15 } },
    ]);
    assert.deepEqual(outcome, { action: "accept", value: { ...good, quantity: 15 } });
    assert.equal(asked.length, 3);
    assert.match(asked[1].message, /reference.*value_object\.pattern_mismatch/);
    assert.match(asked[2].message, /quantity.*value_object\.out_of_range/);
    for (const seen of [asked[1].message, asked[2].message, text]) assert.ok(!seen.includes(SECRET), seen);
  });

  test("after maxAttempts refused answers: refused, with the last refusal", async () => {
    const bad: ElicitResult = { action: "accept", content: { ...good, email: SECRET } };
    const { outcome, asked, text } = await inProcess(askingServer(Delivery, 2), [bad, bad, bad]);
    assert.equal(asked.length, 2);
    assert.equal(outcome.action, "refused");
    const { refusal } = outcome as { refusal: { code: string; argument: string } };
    assert.deepEqual([refusal.argument, refusal.code], ["email", "value_object.invalid_format"]);
    assert.ok(!text.includes(SECRET));
  });

  test("the default is 3 attempts", async () => {
    const bad: ElicitResult = { action: "accept", content: { ...good, quantity: 500 } };
    const { outcome, asked } = await inProcess(askingServer(Delivery), [bad, bad, bad, bad]);
    assert.deepEqual([asked.length, outcome.action], [3, "refused"]);
  });

  test("the client's decline and cancel come back as they are", async () => {
    for (const action of ["decline", "cancel"] as const) {
      const { outcome, asked } = await inProcess(askingServer(Delivery), [{ action }]);
      assert.deepEqual(outcome, { action });
      assert.equal(asked.length, 1);
    }
  });

  test("a schema the protocol cannot carry throws before anything is sent", async () => {
    const uncarried: vo.Shape[] = [{ address: vo.object({ city: vo.string("City") }) }, { lines: vo.array(Quantity) }, { note: vo.nullable(vo.string("Note")) }];
    for (const schema of uncarried) {
      const { outcome, asked } = await inProcess(askingServer(schema), []);
      assert.deepEqual([outcome.thrown, asked.length], ["ElicitationSchemaError", 0]);
    }
    assert.ok(new ElicitationSchemaError("x") instanceof TypeError);
  });

  test("over Streamable HTTP on 127.0.0.1: asked again, read with the rules", async () => {
    const endpoint = await serveHttp(() => askingServer(Delivery), { stateless: false });
    const { client, asked } = answeringClient([
      { action: "accept", content: { ...good, country: SECRET } },
      { action: "accept", content: good },
    ]);
    try {
      assert.equal(endpoint.url.hostname, "127.0.0.1");
      await client.connect(new StreamableHTTPClientTransport(endpoint.url));
      const result = (await client.callTool({ name: "ask", arguments: {} })) as CallToolResult;
      assert.deepEqual(JSON.parse((result.content[0] as { text: string }).text), { action: "accept", value: good });
      assert.equal(asked.length, 2);
      assert.match(asked[1].message, /country.*value_object\.not_allowed/);
      assert.ok(!asked[1].message.includes(SECRET));
    } finally {
      await client.close();
      await endpoint.close();
    }
  });
});

describe("elicitValueObjects with a locale (SDK 1.x)", () => {
  test("locale fr: the form's sentences and the refusal a refused answer is asked again with are in French", async () => {
    const { fr } = await import("@adcodicem/value-objects/locales/fr");
    const server = new McpServer({ name: "elicit", version: "1.0.0" });
    registerValueObjectTool(server, "ask", { description: "Asks the user.", parameters: {} }, async (_args, extra) => {
      const outcome = await elicitValueObjects(extra, { message: "Où livrer ?", schema: Delivery, locale: fr });
      return { content: [{ type: "text", text: JSON.stringify(outcome) }] };
    });
    const { outcome, asked } = await inProcess(server, [
      { action: "accept", content: { ...good, quantity: 12 } },
      { action: "accept", content: good },
    ]);
    assert.deepEqual(outcome, { action: "accept", value: good });
    assert.match(asked[1].message, /quantity.*value_object\.out_of_range.*La valeur n’est pas valide pour Quantity\u00a0: La valeur doit être un multiple de 5\./);
    const form = asked[0].requestedSchema as { properties: { quantity: { description?: string } } };
    assert.match(String(form.properties.quantity.description), /La valeur doit être un multiple de 5\./);
  });
});
