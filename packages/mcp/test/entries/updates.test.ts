// RegisteredTool.update() keeps the rules on every entry: a new callback receives the
// arguments as read, new schemas are value-object ones, anything else is refused before
// the SDK changes the tool; renaming, disabling and removing keep the wire promises.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import * as z from "zod";
import { Quantity, Status } from "../support/domain.js";
import { ENTRIES, listedSchema } from "./entries.js";

const Small = vo.integer("Small", { description: "A small number.", minimum: 1, maximum: 5 });

for (const entry of ENTRIES) {
  test(`${entry.name}: update() keeps the rules, or refuses what would drop them`, async () => {
    const server = entry.newServer();
    const seen: unknown[] = [];
    const tool = entry.register.tool(server, "order", { description: "Orders.", parameters: { quantity: Quantity } }, (args) => {
      seen.push(["first", args]);
      return { content: [{ type: "text", text: "first" }] };
    });
    const session = await entry.connect("in-process", () => server);
    try {
      // a new callback: called with the arguments as read, never with refused ones
      tool.update({ callback: (args: unknown) => (seen.push(["second", args]), { content: [{ type: "text", text: "second" }] }) });
      assert.equal((await session.callTool("order", { quantity: 500 })).result.isError, true);
      assert.equal((await session.callTool("order", { quantity: 7, extra: "dropped" })).result.content[0].text, "second");
      assert.deepEqual(seen, [["second", { quantity: 7 }]]);

      // new value-object parameters: listed and read from now on
      tool.update({ paramsSchema: { quantity: Small } });
      const [listed] = await session.listTools();
      assert.deepEqual(listed.inputSchema, listedSchema(entry, vo.object({ quantity: Small })));
      const refused = await session.callTool("order", { quantity: 7 });
      assert.equal(refused.result.structuredContent.code, "value_object.out_of_range");
      assert.match(refused.result.content[0].text, /not a valid Small/);

      // a schema that would drop the rules is refused, and the tool is left as it was
      assert.throws(() => tool.update({ paramsSchema: z.object({ quantity: z.number() }) }), /update\(\{ paramsSchema \}\) takes value-object parameters/);
      assert.throws(() => tool.update({ paramsSchema: 42 }), TypeError);
      assert.throws(() => tool.update({ callback: "not a function" }), /update\(\{ callback \}\) takes a function/);
      assert.throws(() => tool.update({ outputSchema: "nothing" }), /update\(\{ outputSchema \}\)/);
      assert.equal((await session.callTool("order", { quantity: 7 })).result.structuredContent.code, "value_object.out_of_range");
      assert.equal((await session.callTool("order", { quantity: 3 })).result.content[0].text, "second");

      // a value-object output: listed, and the result read with it (a non-object under result)
      tool.update({ outputSchema: Status, callback: () => ({ content: [{ type: "text", text: "s" }], structuredContent: { result: "lost" } }) });
      const [withOutput] = await session.listTools();
      assert.deepEqual(withOutput.outputSchema.required, ["result"]);
      const broken = await session.callTool("order", { quantity: 3 });
      assert.deepEqual(broken.result.content[0].text, "Tool 'order' produced an invalid result: its structured content breaks the tool's output schema. The server logged the details.");
      // with an output, a refusal carries no structured content
      assert.equal((await session.callTool("order", { quantity: 9 })).result.structuredContent, undefined);

      // renamed: the rules follow it (null arguments read as {}); the old name is unknown
      tool.update({ name: "order_renamed" });
      const renamed = await session.callTool("order_renamed", null);
      assert.match(renamed.result.content[0].text, /^Argument 'quantity' rejected \(value_object\.required\)/);
      const old = await session.callTool("order", {});
      assert.match(old.error?.message ?? old.result.content[0].text, /Tool not found$/);

      // renamed again, and back: answered under its current name only (SDK 1.x alone would keep the older names)
      tool.update({ name: "order_again" });
      tool.update({ name: "order_renamed" });
      assert.deepEqual((await session.listTools()).map((t) => t.name), ["order_renamed"]);
      const again = await session.callTool("order_again", {});
      assert.match(again.error?.message ?? again.result.content[0].text, /Tool not found$/);

      // disabled: the SDK says so, whatever the arguments; removed: unknown
      tool.disable();
      const disabled = await session.callTool("order_renamed", "text");
      assert.match(disabled.error?.message ?? disabled.result.content[0].text, /Tool order_renamed disabled$/);
      tool.enable();
      assert.match((await session.callTool("order_renamed", "text")).result.content[0].text, /The arguments are not an object\.$/);
      tool.remove();
      const removed = await session.callTool("order_renamed", {});
      assert.match(removed.error?.message ?? removed.result.content[0].text, /Tool not found$/);
    } finally {
      await session.close();
    }
  });
}

for (const entry of ENTRIES) {
  test(`${entry.name}: a prompt's and a resource template's update({ callback }) keeps the rules (red-team finding)`, async () => {
    const server = entry.newServer();
    const seen: unknown[] = [];
    const prompt = entry.register.prompt(server, "p", { parameters: { quantity: Small } }, () => ({ messages: [] }));
    const template = entry.register.resourceTemplate(server, "r", "things://{quantity}", { variables: { quantity: Small } }, (uri: URL) => ({ contents: [{ uri: uri.href, text: "first" }] }));
    const session = await entry.connect("in-process", () => server);
    try {
      prompt.update({ callback: (args: unknown) => (seen.push(["prompt", args]), { messages: [{ role: "user", content: { type: "text", text: "second" } }] }) });
      template.update({ callback: (uri: URL, args: unknown) => (seen.push(["template", args]), { contents: [{ uri: uri.href, text: "second" }] }) });
      const refusedPrompt = await session.getPrompt("p", { quantity: "50" });
      assert.equal(refusedPrompt.error?.data.code, "value_object.out_of_range");
      const refusedResource = await session.readResource("things://50");
      assert.equal(refusedResource.error?.data.code, "value_object.out_of_range");
      assert.deepEqual(seen, [], "the new callbacks never ran on refused arguments");
      assert.equal((await session.getPrompt("p", { quantity: "3" })).result.messages[0].content.text, "second");
      assert.equal((await session.readResource("things://3")).result.contents[0].text, "second");
      assert.deepEqual(seen, [["prompt", { quantity: 3 }], ["template", { quantity: 3 }]]);
      assert.throws(() => prompt.update({ callback: "not a function" }), /update\(\{ callback \}\) takes a function/);
      assert.throws(() => prompt.update({ argsSchema: { quantity: z.string() } }), /would drop the rules/);
    } finally {
      await session.close();
    }
  });
}
