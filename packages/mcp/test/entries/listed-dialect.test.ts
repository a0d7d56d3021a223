// Each entry lists its schemas in the dialect its SDK's client reads them in (red-team round 6, #06):
// SDK 1.x's Client checks a result with draft-07 Ajv, so the root entry lists draft-07 (a tuple's
// positions under `items` as a list with `additionalItems`, a recursive schema's definitions under
// `definitions`) and says so with `$schema`; SDK 2.x reads a schema without `$schema` as 2020-12, so
// /v2 lists 2020-12 (`prefixItems`, `items`, `$defs`). Written the other way, the 1.x Client read
// `items: false` as "no items" and refused a right tuple result.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { Client as ClientV2 } from "@modelcontextprotocol/client";
import { InMemoryTransport as InMemoryV1 } from "@modelcontextprotocol/sdk/inMemory.js";
import { Category, tree } from "../../../ai/test/recursion/support.js";
import { HANG_GUARD_MS } from "../hostile/support/http.js";
import { ENTRIES, V1 } from "./entries.js";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
const Point = vo.tuple([vo.integer("Quantity", { maximum: 10 }), vo.string("Name")]);
const POSITIONS = [{ type: "integer", maximum: 10 }, { type: "string" }];

function serverOf(entry: (typeof ENTRIES)[number], seen: unknown[]) {
  const server = entry.newServer();
  entry.register.tool(server, "point", { description: "Echoes a point.", parameters: { p: Point }, output: Point }, ({ p }: any) => {
    seen.push(p);
    return { content: [{ type: "text", text: "done" }], structuredContent: { result: p } };
  });
  entry.register.tool(server, "shelve", { description: "Files a category tree.", parameters: Category }, (args: unknown) => {
    seen.push(args);
    return { content: [{ type: "text", text: "filed" }] };
  });
  return server;
}

for (const entry of ENTRIES) {
  const draft07 = entry.name !== "v2";
  test(`${entry.name}: a tuple and a recursive schema are listed in ${draft07 ? "draft-07" : "2020-12"}, and the SDK's own Client takes a right tuple result`, { timeout: HANG_GUARD_MS }, async () => {
    const seen: unknown[] = [];
    const session = await entry.connect("in-process", () => serverOf(entry, seen));
    try {
      const tools = await session.listTools();
      const point = tools.find((t) => t.name === "point");
      const shelve = tools.find((t) => t.name === "shelve");
      const tuple = draft07
        ? { type: "array", items: POSITIONS, additionalItems: false, minItems: 2, maxItems: 2 }
        : { type: "array", prefixItems: POSITIONS, items: false, minItems: 2, maxItems: 2 };
      assert.deepEqual(point.inputSchema.properties.p, tuple);
      assert.deepEqual(point.outputSchema.properties.result, tuple);
      for (const listed of [point.inputSchema, point.outputSchema, shelve.inputSchema]) {
        assert.equal(listed.$schema, draft07 ? DRAFT_07 : undefined, "the dialect said where it is not the protocol's default");
      }
      const text = JSON.stringify(shelve.inputSchema);
      if (draft07) {
        assert.deepEqual(Object.keys(shelve.inputSchema.definitions), ["Category"]);
        assert.equal(text.match(/"\$ref":"#\/definitions\/Category"/g)?.length, 2);
        assert.doesNotMatch(text, /\$defs|prefixItems/);
      } else {
        assert.deepEqual(Object.keys(shelve.inputSchema.$defs), ["Category"]);
        assert.equal(text.match(/"\$ref":"#\/\$defs\/Category"/g)?.length, 2);
        assert.doesNotMatch(text, /"definitions"|additionalItems/);
      }

      // the SDK's Client checks structuredContent against the listed outputSchema itself
      const done = await session.callTool("point", { p: [1, "a"] });
      assert.equal(done.error, undefined, JSON.stringify(done.error));
      assert.equal(done.result.isError, undefined);
      assert.deepEqual(done.result.structuredContent, { result: [1, "a"] });
      const refused = await session.callTool("point", { p: [1, "a", 2] });
      assert.equal(refused.result.content[0].text, "Argument 'p' rejected (value_object.too_long): The list must hold at most 2 items.");
      const filed = await session.callTool("shelve", tree(3));
      assert.equal(filed.result.isError, undefined);
      assert.deepEqual(seen, [[1, "a"], tree(3)]);
    } finally {
      await session.close();
    }
  });
}

test("1.x server, SDK 2.x client: the draft-07 listing says its dialect, so the 2.x Client reads it as draft-07 and takes a right tuple result", { timeout: HANG_GUARD_MS }, async () => {
  const server = serverOf(V1, []);
  const [serverSide, clientSide] = InMemoryV1.createLinkedPair();
  await server.connect(serverSide);
  const client = new ClientV2({ name: "v2-client", version: "1.0.0" });
  await client.connect(clientSide as any);
  try {
    await client.listTools();
    const done: any = await client.callTool({ name: "point", arguments: { p: [2, "b"] } });
    assert.deepEqual(done.structuredContent, { result: [2, "b"] });
  } finally {
    await client.close();
    await server.close();
  }
});
