import assert from "node:assert/strict";
import { test } from "node:test";
import { registerValueObjectTool } from "@adcodicem/value-objects-mcp";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { call, connectInMemory, textOf } from "./support/connect.js";
import { Quantity } from "./support/domain.js";

/** Resolves on the next tools/list_changed notification the client receives. */
function listChanges(client: import("@modelcontextprotocol/sdk/client/index.js").Client) {
  let count = 0;
  let waiting: (() => void) | undefined;
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
    count++;
    waiting?.();
  });
  return {
    get count() {
      return count;
    },
    next: () => new Promise<void>((resolve) => (waiting = resolve)),
  };
}

test("a value-object tool stays the SDK's own: announced, disabled, enabled, updated and removed as any tool", async () => {
  const server = new McpServer({ name: "s", version: "1.0.0" }, { capabilities: { tools: { listChanged: true } } });
  const { client, close } = await connectInMemory(server);
  const changes = listChanges(client);
  try {
    assert.deepEqual((await client.listTools()).tools, []);

    // registered after connect: announced
    let announced = changes.next();
    const tool = registerValueObjectTool(server, "count", { description: "Counts.", parameters: { n: Quantity } }, ({ n }) => ({
      content: [{ type: "text", text: `n=${n}` }],
    }));
    await announced;
    let names = (await client.listTools()).tools.map((t) => t.name);
    assert.deepEqual(names, ["count"]);
    assert.equal(textOf(await call(client, "count", { n: 2 })), "n=2");

    announced = changes.next();
    tool.disable();
    await announced;
    assert.equal(tool.enabled, false);
    assert.deepEqual((await client.listTools()).tools, []);
    const disabled = await call(client, "count", { n: 2 });
    assert.equal(disabled.isError, true);
    assert.match(textOf(disabled), /Tool count disabled/);

    announced = changes.next();
    tool.enable();
    await announced;
    assert.equal(textOf(await call(client, "count", { n: 3 })), "n=3");
    // the rules still answer after a round trip through disable/enable
    assert.match(textOf(await call(client, "count", { n: 0 })), /^Argument 'n' rejected \(value_object\.out_of_range\)/);

    announced = changes.next();
    tool.update({ title: "Count things", description: "Counts things." });
    await announced;
    const [listed] = (await client.listTools()).tools;
    assert.equal(listed.title, "Count things");
    assert.equal(listed.description, "Counts things.");
    assert.deepEqual(listed.inputSchema.required, ["n"]);

    announced = changes.next();
    tool.remove();
    await announced;
    names = (await client.listTools()).tools.map((t) => t.name);
    assert.deepEqual(names, []);
    const removed = await call(client, "count", { n: 2 });
    assert.equal(removed.isError, true);
    assert.match(textOf(removed), /Tool not found/);
    assert.equal(changes.count, 5);

    // the name is free again, as with registerTool
    registerValueObjectTool(server, "count", { description: "Counts again.", parameters: { n: Quantity } }, () => ({ content: [] }));
    assert.deepEqual((await client.listTools()).tools.map((t) => t.description), ["Counts again."]);
  } finally {
    await close();
  }
});

test("registering a second tool under a taken name throws, as registerTool does", () => {
  const server = new McpServer({ name: "s", version: "1.0.0" });
  registerValueObjectTool(server, "count", { description: "Counts.", parameters: { n: Quantity } }, () => ({ content: [] }));
  assert.throws(
    () => registerValueObjectTool(server, "count", { description: "Counts.", parameters: { n: Quantity } }, () => ({ content: [] })),
    /Tool count is already registered/,
  );
});
