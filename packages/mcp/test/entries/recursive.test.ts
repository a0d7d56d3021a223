// vo.lazy over MCP (issue 23), on each entry (SDK 1.x, its oldest release, and /v2): the listed
// inputSchema of a tool whose parameters are a category tree keeps the tree once under `$defs` (`definitions` in 1.x's draft-07) and
// a `$ref` at each recursion; a refusal deep in the tree, and one past the depth bound, come back
// with their pointer; the handler runs only on a tree the rules accept.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { Category, tree } from "../../../ai/test/recursion/support.js";
import { ENTRIES, listedSchema } from "./entries.js";

for (const entry of ENTRIES) {
  test(`${entry.name}: a recursive tool is listed with its definitions and $ref, and refused at the place`, async () => {
    const seen: unknown[] = [];
    const session = await entry.connect("in-process", () => {
      const server = entry.newServer();
      entry.register.tool(server, "shelve", { description: "Files a category tree.", parameters: Category }, (args: unknown) => {
        seen.push(args);
        return { content: [{ type: "text", text: "filed" }] };
      });
      return server;
    });
    try {
      const [listed] = await session.listTools();
      assert.deepEqual(listed.inputSchema, listedSchema(entry, Category));
      // 2020-12 on 2.x; draft-07 `definitions` on 1.x, whose Client reads no other dialect
      const place = entry.name === "v2" ? "$defs" : "definitions";
      assert.deepEqual(Object.keys(listed.inputSchema[place]), ["Category"]);
      assert.equal(JSON.stringify(listed.inputSchema).split(`"$ref":"#/${place}/Category"`).length - 1, 2);

      const deep = tree(4) as any;
      deep.children[0].children[0].title = "";
      const refused = await session.callTool("shelve", deep);
      assert.equal(refused.result.isError, true);
      assert.equal(refused.result.structuredContent.path, "/children/0/children/0/title");
      assert.equal(refused.result.structuredContent.code, vo.TOO_SHORT);

      const tooDeep = await session.callTool("shelve", tree(300));
      assert.equal(tooDeep.result.isError, true);
      assert.equal(tooDeep.result.structuredContent.code, vo.NOT_PARSABLE);
      // the pointer of the first level past the bound, cut as any pointer that leaves the program
      assert.match(tooDeep.result.structuredContent.path, /^(\/children\/0){100}.*…$/);
      assert.equal(tooDeep.result.structuredContent.message, "The value is not a valid Category: The value must not nest more than 256 levels deep.");
      assert.equal(seen.length, 0, "the handler never ran on a refused tree");

      const filed = await session.callTool("shelve", tree(5));
      assert.equal(filed.result.isError, undefined);
      assert.deepEqual(seen, [tree(5)]);
    } finally {
      await session.close();
    }
  });
}
