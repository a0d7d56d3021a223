import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { call, textOf } from "./support/connect.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const README = readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");

test("the README's server, in under 20 lines, runs over stdio and refuses by the rules", async () => {
  const server = /## A server in under 20 lines\n\n```ts\n([\s\S]*?)```/.exec(README)?.[1];
  assert.ok(server !== undefined, "the README holds the server block");
  assert.ok(server.trimEnd().split("\n").length < 20);
  // the block is plain ESM as it stands, so node runs it as written (tsx loads the packages' sources)
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", "--input-type=module", "--eval", server],
    cwd: ROOT,
    stderr: "pipe",
  });
  const client = new Client({ name: "readme", version: "1.0.0" });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools[0].inputSchema.properties, {
      quantity: { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 },
      country: { description: "A country the shop delivers to.", type: "string", enum: ["FR", "DE"] },
    });
    const refused = await call(client, "place_order", { quantity: 500, country: "FR" });
    assert.equal(refused.isError, true);
    assert.equal(textOf(refused), "Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: The value must be less than or equal to 100.");
    assert.equal(textOf(await call(client, "place_order", { quantity: 5, country: "DE" })), "Ordered 5 for DE.");
  } finally {
    await client.close();
  }
});

test("the README's SDK 2.x server runs over stdio and refuses by the rules", async () => {
  const server = /## SDK 2\.x \(`\/v2`\)\n[\s\S]*?```ts\n([\s\S]*?)```/.exec(README)?.[1];
  assert.ok(server !== undefined, "the README holds the v2 server block");
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", "--input-type=module", "--eval", server],
    cwd: ROOT,
    stderr: "pipe",
  });
  const client = new Client({ name: "readme-v2", version: "1.0.0" });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools[0].inputSchema.properties, { quantity: { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 } });
    assert.equal(textOf(await call(client, "place_order", { quantity: 500 })), "Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: The value must be less than or equal to 100.");
    assert.equal(textOf(await call(client, "place_order", { quantity: 5 })), "Ordered 5.");
  } finally {
    await client.close();
  }
});
