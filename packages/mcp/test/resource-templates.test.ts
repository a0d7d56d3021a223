import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { registerValueObjectResourceTemplate } from "@adcodicem/value-objects-mcp";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { connectInMemory } from "./support/connect.js";
import { CountryCode, Quantity } from "./support/domain.js";

const OrderId = vo.string("OrderId", { pattern: "^ORD-[0-9]{6}$" });
const Label = vo.string("Label", { minLength: 1, maxLength: 12 });

function templateServer() {
  const server = new McpServer({ name: "s", version: "1.0.0" });
  const seen: unknown[] = [];
  registerValueObjectResourceTemplate(server, "order-line", "orders://{orderId}/lines/{line}", {
    description: "One line of an order.",
    mimeType: "application/json",
    variables: { orderId: OrderId, line: Quantity },
  }, (uri, variables) => {
    seen.push(variables);
    return { contents: [{ uri: uri.href, text: JSON.stringify(variables) }] };
  });
  registerValueObjectResourceTemplate(server, "label", new ResourceTemplate("labels://{country}/{label}", { list: undefined }), {
    variables: vo.object({ country: CountryCode, label: Label }),
  }, (uri, variables) => {
    seen.push(variables);
    return { contents: [{ uri: uri.href, text: variables.label }] };
  });
  return { server, seen };
}

test("a resource template lists as the SDK lists it, and reads its variables with the rules", async () => {
  const { server, seen } = templateServer();
  const { client, close } = await connectInMemory(server);
  try {
    const { resourceTemplates } = await client.listResourceTemplates();
    assert.deepEqual(JSON.parse(JSON.stringify(resourceTemplates)), [
      { name: "order-line", uriTemplate: "orders://{orderId}/lines/{line}", description: "One line of an order.", mimeType: "application/json" },
      { name: "label", uriTemplate: "labels://{country}/{label}" },
    ]);
    const read = await client.readResource({ uri: "orders://ORD-000042/lines/3" });
    assert.deepEqual(read.contents, [{ uri: "orders://ORD-000042/lines/3", text: '{"orderId":"ORD-000042","line":3}' }]);
    // percent-decoded before the rules read it; the closed set answers in its declared spelling
    await client.readResource({ uri: "labels://fr/gift%20box" });
    assert.deepEqual(seen, [{ orderId: "ORD-000042", line: 3 }, { country: "FR", label: "gift box" }]);
  } finally {
    await close();
  }
});

test("a refused variable is an MCP invalid-params error that names it, never its value nor the URI", async () => {
  const { server, seen } = templateServer();
  const { client, close } = await connectInMemory(server);
  try {
    const error = await client.readResource({ uri: "orders://ORD-SECRET/lines/250" }).catch((e: unknown) => e);
    assert.ok(error instanceof McpError);
    assert.equal(error.code, ErrorCode.InvalidParams);
    assert.match(error.message, /Invalid variables for resource template order-line:\nVariable 'orderId' rejected \(value_object\.pattern_mismatch\): The value is not a valid OrderId: .*\nVariable 'line' rejected \(value_object\.out_of_range\): The value is not a valid Quantity: The value must be less than or equal to 100\.$/);
    assert.deepEqual((error.data as { argument: string; code: string }).argument, "orderId");
    assert.doesNotMatch(error.message + JSON.stringify(error.data), /SECRET|250|orders:/);

    const notANumber = await client.readResource({ uri: "orders://ORD-000001/lines/two" }).catch((e: McpError) => e);
    assert.equal((notANumber as McpError).code, ErrorCode.InvalidParams);
    assert.equal(((notANumber as McpError).data as { code: string }).code, "value_object.not_parsable");
    const tooLong = await client.readResource({ uri: "labels://DE/aaaaaaaaaaaaaaaaaaaa" }).catch((e: McpError) => e);
    assert.equal(((tooLong as McpError).data as { code: string }).code, "value_object.too_long");
    assert.equal(seen.length, 0);
  } finally {
    await close();
  }
});

test("a template and its variables schemas must name the same variables", () => {
  const server = new McpServer({ name: "s", version: "1.0.0" });
  assert.throws(
    () => registerValueObjectResourceTemplate(server, "t", "orders://{orderId}/{line}", { variables: { orderId: OrderId, lineNo: Quantity } }, () => ({ contents: [] })),
    /Resource template t: the URI template and the variables schemas disagree on: line, lineNo\./,
  );
});
