/**
 * Elicitation on SDK 2.x: a tool asks through `inputRequired(...)` with
 * `elicitationSchema(schema)` as the form, and reads `acceptedContent` on re-entry with
 * `readElicitation(schema, content)`. The real v2 server and client (which answers the
 * elicitation and retries the call), in-process; a refused answer is asked again with the
 * refusal's sentences, never the value.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { elicitationSchema, ElicitationSchemaError, readElicitation, registerValueObjectTool } from "@adcodicem/value-objects-mcp/v2";
import { refusalLines } from "@adcodicem/value-objects/arguments";
import { Client } from "@modelcontextprotocol/client";
import { acceptedContent, type ElicitRequestFormParams, InMemoryTransport, inputRequired, McpServer } from "@modelcontextprotocol/server";

const SECRET = "ZQ-SECRET-7730";
const Delivery = {
  email: vo.string("Email", { format: "email" }),
  quantity: vo.integer("Quantity", { minimum: 1, maximum: 100 }),
  reference: vo.string("Reference", { pattern: /^REF-\d+$/ }),
};

test("the form is a schema the v2 types accept, and refuses what the protocol cannot carry", () => {
  const requestedSchema: ElicitRequestFormParams["requestedSchema"] = elicitationSchema(Delivery);
  assert.equal(requestedSchema.properties.reference.type, "string");
  assert.equal((requestedSchema.properties.reference as { pattern?: string }).pattern, undefined);
  assert.throws(() => elicitationSchema({ lines: vo.array(Delivery.quantity) }), ElicitationSchemaError);
});

test("inputRequired with elicitationSchema, re-entry read with readElicitation: asked again on a refusal", async () => {
  const server = new McpServer({ name: "elicit-v2", version: "1.0.0" });
  const seen: unknown[] = [];
  registerValueObjectTool(server, "deliver", { description: "Asks where to deliver.", parameters: {} }, async (_args, ctx) => {
    const responses = ctx.mcpReq.inputResponses;
    const content = acceptedContent(responses, "delivery");
    let message = "Where should we deliver?";
    if (content !== undefined) {
      const read = readElicitation(Delivery, content);
      seen.push(read.ok ? read.value : read.refusal);
      if (read.ok) return { content: [{ type: "text", text: `Delivering ${read.value.quantity} to ${read.value.email}.` }] };
      message = refusalLines(read.refusal).join("\n");
    }
    return inputRequired({ inputRequests: { delivery: inputRequired.elicit({ message, requestedSchema: elicitationSchema(Delivery) }) } });
  });
  const client = new Client({ name: "user", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
  const asked: string[] = [];
  const answers = [{ email: "ada@example.org", quantity: 3, reference: SECRET }, { email: "ada@example.org", quantity: 3, reference: "REF-9" }];
  client.setRequestHandler("elicitation/create", async (request: { params: { message: string } }) => {
    asked.push(request.params.message);
    return { action: "accept", content: answers[asked.length - 1] };
  });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const result = await client.callTool({ name: "deliver", arguments: {} });
    assert.deepEqual(result.content, [{ type: "text", text: "Delivering 3 to ada@example.org." }]);
    assert.equal(asked.length, 2);
    assert.match(asked[1], /reference.*value_object\.pattern_mismatch/);
    assert.ok(!asked[1].includes(SECRET));
    assert.equal((seen[0] as { code: string }).code, "value_object.pattern_mismatch");
    assert.ok(!JSON.stringify(seen[0]).includes(SECRET));
  } finally {
    await client.close();
    await server.close();
  }
});
