// The SDK's low-level Server (no McpServer), on every entry: answerToolCallsWithRules
// lists the rules and answers tools/call with them.
import assert from "node:assert/strict";
import { test } from "node:test";
import { OrderParameters, Quantity, Receipt } from "../support/domain.js";
import { ENTRIES, listedSchema } from "./entries.js";

for (const entry of ENTRIES) {
  test(`${entry.name}: a low-level Server answers tools/call by the rules`, async () => {
    const server = entry.lowLevel.newServer();
    const calls: unknown[] = [];
    const place = entry.lowLevel.define("place_order", { description: "Places an order.", parameters: OrderParameters }, (args) => {
      calls.push(args);
      return { content: [{ type: "text", text: "placed" }] };
    });
    const quote = entry.lowLevel.define("quote", { description: "Quotes.", parameters: { quantity: Quantity }, output: Receipt }, ({ quantity }) => ({
      content: [{ type: "text", text: "quoted" }],
      structuredContent: quantity === 99 ? { country: "ES", total: 1 } : { country: "de", total: 2.5 },
    }));
    entry.lowLevel.answer(server, [place, quote]);
    const session = await entry.lowLevel.connect(server);
    try {
      const tools = await session.listTools();
      assert.deepEqual(tools.map((t) => t.name), ["place_order", "quote"]);
      assert.deepEqual(tools[0].inputSchema, listedSchema(entry, OrderParameters));
      assert.equal(tools[1].outputSchema.properties.total.description, "An amount in euros.\n\nThe value must be a multiple of 0.01.");

      const refused = await session.callTool("place_order", { quantity: 500 });
      assert.equal(refused.result.isError, true);
      assert.deepEqual(refused.result.structuredContent.more[0], {
        argument: "quantity",
        code: "value_object.out_of_range",
        message: "The value is not a valid Quantity: The value must be less than or equal to 100.",
      });
      assert.equal(calls.length, 0);
      assert.equal((await session.callTool("place_order", { iban: "FR7630006000011234567890189", quantity: 2, country: "fr" })).result.content[0].text, "placed");
      assert.deepEqual(calls, [{ iban: "FR7630006000011234567890189", quantity: 2, country: "FR", alternates: [] }]);

      assert.deepEqual((await session.callTool("quote", { quantity: 1 })).result.structuredContent, { country: "DE", total: 2.5, status: "pending" });
      const broken = await session.callTool("quote", { quantity: 99 });
      assert.equal(broken.result.isError, true);
      assert.equal(broken.result.structuredContent, undefined);
      assert.equal(session.logged.length, 1);
      assert.deepEqual((session.logged[0] as { data: { issues: unknown[] } }).data.issues, [{ path: "/country", code: "value_object.not_allowed", message: "The value is not a valid CountryCode: The value must be one of: FR, DE." }]);

      const unknown = await session.callTool("QZX-unknown", {});
      assert.deepEqual({ code: unknown.error?.code, message: unknown.error?.message }, { code: -32602, message: "Tool not found" });
    } finally {
      await session.close();
    }
  });
}
