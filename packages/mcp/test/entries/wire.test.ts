// One suite, two entries: the root entry on SDK 1.x and /v2 on SDK 2.x give the same
// answers on the wire, over in-process, stdio and Streamable HTTP (stateful and stateless).
import assert from "node:assert/strict";
import { test } from "node:test";
import { Receipt } from "../support/domain.js";
import { HANG_GUARD_MS } from "../hostile/support/http.js";
import { type Answer, ENTRIES, listedSchema, TRANSPORTS } from "./entries.js";
import { IBAN, OrderId, suiteServer } from "./suite-server.js";
import { OrderParameters } from "../support/domain.js";


const textOf = (answer: Answer): string => {
  assert.ok(answer.result, `expected a result, got ${JSON.stringify(answer.error)}`);
  const [block, ...rest] = answer.result.content;
  assert.equal(rest.length, 0);
  assert.equal(block.type, "text");
  return block.text;
};

const QUANTITY_TOO_BIG = "The value is not a valid Quantity: The value must be less than or equal to 100.";

for (const entry of ENTRIES) {
  for (const transport of TRANSPORTS) {
    test(`${entry.name} over ${transport}: lists, refuses, reads and checks by the rules`, { timeout: HANG_GUARD_MS }, async () => {
      const session = await entry.connect(transport, () => suiteServer(entry));
      try {
        // tools/list: exactly the library's schemas; a fractional multipleOf travels as a sentence
        const tools = await session.listTools();
        assert.deepEqual(tools.map((t) => t.name), ["place_order", "quote", "status"]);
        assert.deepEqual(tools[0].inputSchema, listedSchema(entry, OrderParameters));
        assert.equal(tools[0].outputSchema, undefined);
        const output = tools[1].outputSchema;
        const expected = listedSchema(entry, Receipt, { io: "output" });
        assert.deepEqual(output.required, ["country", "total", "status"]);
        assert.equal(output.properties.total.description, "An amount in euros.\n\nThe value must be a multiple of 0.01.");
        assert.deepEqual({ ...output.properties, total: undefined }, { ...expected.properties, total: undefined });
        assert.deepEqual(tools[2].outputSchema, {
          ...(entry.name === "v2" ? {} : { $schema: "http://json-schema.org/draft-07/schema#" }),
          type: "object",
          properties: { result: { description: "Where an order stands.", type: "string", enum: ["pending", "shipped"] } },
          required: ["result"],
          additionalProperties: false,
        });

        // a refusal: one line per argument, the refusal object, the handler not called
        const refused = await session.callTool("place_order", { iban: "FR76", quantity: 500, country: "ES", alternates: [IBAN, "xx-secret-value-1"] });
        assert.equal(refused.result.isError, true);
        assert.equal(textOf(refused), [
          "Argument 'iban' rejected (value_object.too_short): The value is not a valid Iban: The value must be at least 15 characters long.",
          `Argument 'quantity' rejected (value_object.out_of_range): ${QUANTITY_TOO_BIG}`,
          "Argument 'country' rejected (value_object.not_allowed): The value is not a valid CountryCode: The value must be one of: FR, DE.",
          "Argument 'alternates' rejected (value_object.pattern_mismatch) at /alternates/1: The value is not a valid Iban: The value must match the pattern ^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$.",
        ].join("\n"));
        assert.deepEqual(refused.result.structuredContent.more[0], { argument: "quantity", code: "value_object.out_of_range", message: QUANTITY_TOO_BIG });
        assert.equal(refused.result.structuredContent.argument, "iban");
        assert.doesNotMatch(JSON.stringify(refused), /secret|FR76"|500|ES"/);

        // omitted, {} and null arguments read as {}; any other JSON type is refused as a whole
        for (const args of [undefined, {}, null]) {
          const empty = await session.callTool("place_order", args);
          const refusal = empty.result.structuredContent;
          assert.deepEqual([refusal, ...refusal.more].map((r: any) => [r.argument, r.code]), [
            ["iban", "value_object.required"], ["quantity", "value_object.required"], ["country", "value_object.required"],
          ], JSON.stringify(args));
        }
        for (const args of ["QZX-text", 7, [1, 2], true]) {
          const whole = await session.callTool("place_order", args);
          assert.deepEqual(whole.result, {
            content: [{ type: "text", text: "Arguments rejected (value_object.not_parsable): The arguments are not an object." }],
            isError: true,
            structuredContent: { error: "invalid_argument", code: "value_object.not_parsable", message: "The arguments are not an object." },
          }, JSON.stringify(args));
        }
        // on a tool with output, the refusal is the text alone
        const refusedQuote = await session.callTool("quote", { quantity: 0 });
        assert.deepEqual(refusedQuote.result, {
          content: [{ type: "text", text: "Argument 'quantity' rejected (value_object.out_of_range): The value is not a valid Quantity: The value must be greater than or equal to 1." }],
          isError: true,
        });

        // the handler receives the arguments as read
        const placed = await session.callTool("place_order", { iban: "fr76 3000 6000 0112 3456 7890 189", quantity: 3, country: "de", extra: "dropped" });
        assert.equal(placed.result.isError, undefined);
        assert.deepEqual(JSON.parse(textOf(placed)), { iban: IBAN, quantity: 3, country: "DE", alternates: [] });

        // output: read with the rules (normalized, default in, unknown out); a broken one logged and answered as invalid
        const quote = await session.callTool("quote", { quantity: 3 });
        assert.deepEqual(quote.result.structuredContent, { country: "FR", total: 59.97, status: "pending" });
        const invalid = await session.callTool("quote", { quantity: 99 });
        assert.deepEqual(invalid.result, {
          content: [{ type: "text", text: "Tool 'quote' produced an invalid result: its structured content breaks the tool's output schema. The server logged the details." }],
          isError: true,
        });
        // a non-object output travels under result, whether the handler wrapped it or not
        assert.deepEqual((await session.callTool("status", { orderId: "ORD-000002" })).result.structuredContent, { result: "shipped" });
        assert.deepEqual((await session.callTool("status", { orderId: "ORD-000003" })).result.structuredContent, { result: "pending" });

        // unknown names: refused with -32602, the name never comes back
        const unknown = await session.callTool("QZX-no-such-tool", {});
        const unknownText = unknown.error?.message ?? textOf(unknown);
        assert.match(unknownText, /^(MCP error -32602: )?Tool not found$/);
        assert.equal(unknown.error?.code ?? -32602, -32602);

        // prompts: listed with descriptions, text read as the parameter's JSON type, refusals with the refusal as data
        const prompts = await session.listPrompts();
        assert.deepEqual(prompts[0].arguments.map((a: any) => [a.name, a.required, a.description]), [
          ["orderId", true, "The order to summarize.\n\nAn order number."],
          ["quantity", false, "A quantity ordered."],
        ]);
        const prompt = await session.getPrompt("summary", { orderId: "ORD-000007", quantity: "4" });
        assert.deepEqual(prompt.result.messages[0].content, { type: "text", text: "Summarize ORD-000007 of 4." });
        const promptRefused = await session.getPrompt("summary", { orderId: "ORD-000007", quantity: "400" });
        assert.deepEqual(promptRefused.error, {
          code: -32602,
          message: `Invalid arguments for prompt summary:\nArgument 'quantity' rejected (value_object.out_of_range): ${QUANTITY_TOO_BIG}`,
          data: { error: "invalid_argument", argument: "quantity", code: "value_object.out_of_range", message: QUANTITY_TOO_BIG },
        });
        const promptMissing = await session.getPrompt("summary", {});
        assert.equal(promptMissing.error?.data.code, "value_object.required");
        // an undeclared argument: dropped by default, refused where the parameters say unknown: "refuse" (red-team finding)
        const extraIgnored = await session.getPrompt("summary", { orderId: "ORD-000007", coupon: "FREE" });
        assert.deepEqual(extraIgnored.result.messages[0].content, { type: "text", text: "Summarize ORD-000007." });
        const extraRefused = await session.getPrompt("strict_summary", { orderId: "ORD-000007", coupon: "FREE" });
        assert.equal(extraRefused.error?.code, -32602);
        assert.deepEqual(extraRefused.error?.data, { error: "invalid_argument", argument: "coupon", code: "value_object.not_allowed", message: extraRefused.error?.data.message });
        assert.equal(extraRefused.error?.message.includes("FREE"), false, "the value is not echoed");
        const strictAccepted = await session.getPrompt("strict_summary", { orderId: "ORD-000007" });
        assert.deepEqual(strictAccepted.result.messages[0].content, { type: "text", text: "Summarize ORD-000007." });
        // arguments that are not all text: the SDK answered -32603 with a Zod issue dump naming each key sent (red-team finding)
        for (const args of [{ orderId: "ORD-000007", QZXKEYNAME: 5 }, { orderId: 7 }, { orderId: "ORD-000007", QZXKEYNAME: null }]) {
          const notText = await session.getPrompt("summary", args as never);
          assert.deepEqual(notText.error, { code: -32602, message: "Invalid prompt arguments: each must be a string." }, JSON.stringify(args));
        }
        const unknownPrompt = await session.getPrompt("QZX-no-such-prompt", {});
        assert.deepEqual({ code: unknownPrompt.error?.code, message: unknownPrompt.error?.message }, { code: -32602, message: "Prompt not found" });

        // resource templates: variables decoded and read with the rules
        const resource = await session.readResource("orders://ORD-000007");
        assert.deepEqual(JSON.parse(resource.result.contents[0].text), { orderId: "ORD-000007" });
        const resourceRefused = await session.readResource("orders://ORD-7");
        assert.equal(resourceRefused.error?.code, -32602);
        assert.equal(resourceRefused.error?.message, "Invalid variables for resource template order:\nVariable 'orderId' rejected (value_object.pattern_mismatch): The value is not a valid OrderId: The value must match the pattern ^ORD-[0-9]{6}$.");
        assert.equal(resourceRefused.error?.data.code, "value_object.pattern_mismatch");
        const unknownResource = await session.readResource("QZX://no-such-resource");
        assert.equal(unknownResource.error?.code, -32602);
        assert.doesNotMatch(JSON.stringify(unknownResource.error), /QZX/);
      } finally {
        await session.close();
      }
    });
  }
}
