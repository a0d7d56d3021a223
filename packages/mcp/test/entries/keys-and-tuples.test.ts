// Issue 23 on both entries (SDK 1.x, its oldest release, and /v2 on SDK 2.x): a tool whose parameters
// hold a keyed record and a tuple lists their schemas (propertyNames, prefixItems or draft-07 items), runs its handler on
// what the rules read, and refuses a key outside the key's rules, or a list of the wrong length, at its place.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { HANG_GUARD_MS } from "../hostile/support/http.js";
import { ENTRIES } from "./entries.js";

const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Parameters = vo.object({
  stock: vo.record(Country, Quantity),
  at: vo.tuple([vo.number("Latitude", { minimum: -90, maximum: 90 }), vo.number("Longitude", { minimum: -180, maximum: 180 })]),
});

for (const entry of ENTRIES) {
  test(`${entry.name}: a keyed record and a tuple are listed, read by their rules, and refused at their place`, { timeout: HANG_GUARD_MS }, async () => {
    const runs: unknown[] = [];
    const session = await entry.connect("in-process", () => {
      const server = entry.newServer();
      entry.register.tool(server, "restock", { description: "Restocks.", parameters: Parameters }, (args: unknown) => (runs.push(args), { content: [{ type: "text", text: "done" }] }));
      return server;
    });
    try {
      const [listed] = await session.listTools();
      assert.deepEqual(listed.inputSchema.properties.stock.propertyNames, { type: "string", enum: ["FR", "DE"] });
      // each SDK's dialect: 2020-12 on 2.x, draft-07 on 1.x (whose Client reads no other)
      if (entry.name === "v2") {
        assert.equal(listed.inputSchema.properties.at.prefixItems.length, 2);
        assert.equal(listed.inputSchema.properties.at.items, false);
      } else {
        assert.equal(listed.inputSchema.properties.at.items.length, 2);
        assert.equal(listed.inputSchema.properties.at.additionalItems, false);
      }
      const done = await session.callTool("restock", { stock: { fr: 3 }, at: [48.85, 2.35] });
      assert.equal(done.result.isError, undefined);
      assert.deepEqual(runs, [{ stock: { FR: 3 }, at: [48.85, 2.35] }], "the key in its declared spelling");
      const key = await session.callTool("restock", { stock: { IT: 3 }, at: [48.85, 2.35] });
      assert.equal(key.result.isError, true);
      assert.equal(key.result.content[0].text, "Argument 'stock' rejected (value_object.not_allowed) at /stock/IT: The value is not a valid Country: The value must be one of: FR, DE.");
      const long = await session.callTool("restock", { stock: {}, at: [1, 2, 3] });
      assert.equal(long.result.content[0].text, "Argument 'at' rejected (value_object.too_long): The list must hold at most 2 items.");
      assert.equal(runs.length, 1);
    } finally {
      await session.close();
    }
  });
}
