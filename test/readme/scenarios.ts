// What each TypeScript block of the READMEs does when run, keyed `readme#name` (the name is the
// block's `<!-- block: name -->`): the scripted model's turns for a block that talks to a provider
// (a refused call, the corrected call, the answer, as the README tells it), and checks of what the
// block's comments claim.
import assert from "node:assert/strict";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Scenario } from "../../test-support/readme/check-block.js";
import { answer, call } from "../../test-support/readme/scripted-provider.js";
import { guideScenarios } from "./guide-scenarios.js";

const QUANTITY_MESSAGE = "The value is not a valid Quantity: The value must be less than or equal to 100.";
/** The refusal object a model receives for quantity 500, byte for byte. */
const REFUSAL = JSON.stringify({ error: "invalid_argument", argument: "quantity", code: "value_object.out_of_range", message: QUANTITY_MESSAGE });
const QUANTITY_TEXT = `Argument 'quantity' rejected (value_object.out_of_range): ${QUANTITY_MESSAGE}`;

/** The story of the agent frameworks' guides: 500 (refused), then 5, then the answer. */
const orderStory = [call("place_order", { quantity: 500, country: "fr" }), call("place_order", { quantity: 5, country: "fr" }), answer("Ordered 5 items to FR.")];
/** The refusal inside an AI SDK tool output: its OpenAI serializer wraps an `error-json` output as `{"error": …}`. */
const aiSdkRefusal = (output: string) => JSON.parse(output).error;
/** The outputs of the tool calls a Responses request sends back to the model. */
const functionOutputs = (body: any) => body.input.filter((i: any) => i.type === "function_call_output").map((i: any) => i.output);

const textOf = (result: unknown): string => {
  const [block, ...rest] = (result as CallToolResult).content;
  assert.ok(block?.type === "text" && rest.length === 0, JSON.stringify(result));
  return block.text;
};
const callTool = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
/** The MCP error a request is refused with. */
const refusalOf = async (request: Promise<unknown>): Promise<{ code: number; message: string }> => {
  const error = await request.then(() => assert.fail("answered, not refused"), (e: { code: number; message: string }) => e);
  return { code: error.code, message: error.message };
};

export const scenarios: Record<string, Scenario> = {
  "README.md#core-guide": {
    checks: `
assert.deepEqual(Quantity.tryCreate(500), { ok: false, error: { code: "value_object.out_of_range", message: ${JSON.stringify(QUANTITY_MESSAGE)}, path: [], pointer: "" } });
assert.equal(CountryCode.create("fr"), "FR");
assert.equal(CountryCode.is("fr"), false);
assert.equal(iban, "FR7630006000011234567890189");
assert.equal(Iban.tryCreate("FR7630006000011234567890188").ok, false);
const checked = vo.validate(OrderParameters, { iban, quantity: 0, country: "DE" });
assert.deepEqual(checked.ok ? [] : checked.issues.map((i) => [i.code, i.path]), [["value_object.out_of_range", ["quantity"]]]);
assert.equal(vo.toJsonSchema(OrderParameters, { profile: "languageModel" }).additionalProperties, false);
assert.deepEqual(Period.tryCreate({ start: "2026-03-02", end: "2026-03-01" }), { ok: false, error: { code: "period.reversed", message: "The value is not a valid Period: The end must not come before the start.", path: ["end"], pointer: "/end" } });
assert.deepEqual(ActParameters.tryCreate({ order: "ORD-000042", action: { type: "ship" }, notify: true }), { ok: false, error: { code: "value_object.not_allowed", message: "The value must be one of: refund, cancel, suspend.", path: ["action", "type"], pointer: "/action/type" } });
assert.deepEqual(OrderRef.tryCreate("order 42"), { ok: false, error: { code: "value_object.no_match", message: "The value is not a valid OrderRef: The value matches none of the allowed forms.", path: [], pointer: "" } });
const actSchema = vo.toJsonSchema(ActParameters, { profile: "languageModel" }) as { properties: { action: { anyOf: { properties: { type: unknown } }[] } } };
assert.deepEqual(actSchema.properties.action.anyOf.map((a) => a.properties.type), [{ type: "string", const: "refund" }, { type: "string", const: "cancel" }, { type: "string", const: "suspend" }]);
assert.match(JSON.stringify(actSchema), /The end is on or after the start\\./);`,
    printed: [/^19\.99$/m],
  },
  "README.md#ai-sdk-guide": {
    // a typo in the account's check digits (refused by the guide's own check), then the right number; a non-strict tool: no forced nulls
    script: [
      call("place_order", { iban: "FR76 3000 6000 0112 3456 7890 188", quantity: 3, country: "fr" }),
      call("place_order", { iban: "FR76 3000 6000 0112 3456 7890 189", quantity: 3, country: "fr" }),
      answer('{"order":"ORD-000042","quantity":3}'),
    ],
    checks: `assert.deepEqual(result.output, { order: "ORD-000042", quantity: 3 });`,
    printed: [/\{ order: 'ORD-000042', quantity: 3 \}/],
    wire: (bodies) => {
      assert.equal(bodies[0].tools[0].parameters.properties.quantity.maximum, 100);
      // a tool without strict is sent as not strict, and lowered for that: the lengths stay keywords
      assert.equal(bodies[0].tools[0].strict, false);
      assert.equal(bodies[0].tools[0].parameters.properties.iban.maxLength, 34);
      const [refused] = functionOutputs(bodies[1]);
      assert.deepEqual(aiSdkRefusal(refused), { error: "invalid_argument", argument: "iban", code: "iban.checksum", message: "The value is not a valid Iban: The check digits do not match." });
      assert.deepEqual(JSON.parse(functionOutputs(bodies[2])[1]), { order: "ORD-000042", quantity: 3 });
    },
  },
  "README.md#loop-guide": {
    // "3" read leniently (accepted), then the same refused call three times: repeatedRefusal(3) ends the run
    script: [
      call("place_order", { iban: "FR7630006000011234567890189", quantity: "3", country: "FR" }),
      call("place_order", { iban: "FR7630006000011234567890189", quantity: 500, country: "FR" }),
      call("place_order", { country: "FR", quantity: 500, iban: "FR7630006000011234567890189" }),
      call("place_order", { iban: "FR7630006000011234567890189", quantity: 500, country: "FR" }),
    ],
    checks: `assert.equal(run.steps.length, 4);
assert.deepEqual(seen.map((e) => [e.tool, e.repeated, e.pointer]), [["place_order", 1, "/quantity"], ["place_order", 2, "/quantity"], ["place_order", 3, "/quantity"]]);`,
    printed: [/^read leniently: \/quantity from string to integer$/m, /^4 model calls$/m, /value_object\.out_of_range at \/quantity, repeated 3$/m],
    wire: (bodies) => {
      assert.equal(bodies.length, 4);
      const [, third] = functionOutputs(bodies[3]).slice(-2);
      const refusal = aiSdkRefusal(third);
      assert.equal(refusal.repeated, 2);
      assert.match(refusal.message, /This same call was refused before: change the refused argument rather than send it again\.$/);
      },
    },
  "README.md#ai-sdk-french": {
    script: [
      call("commander", { quantite: 500, livraison: "2026-03-15" }),
      call("commander", { quantite: 100, livraison: "2026-03-15" }),
      answer("C’est commandé : 100 articles."),
    ],
    checks: `assert.equal(result.text, "C’est commandé : 100 articles.");`,
    printed: [/C’est commandé/, /La valeur n’est pas valide pour Quantité\u00a0: La valeur doit être supérieure ou égale à 1\./],
    wire: (bodies) => {
      // the schema's sentences in French (the date bound, the format the dialect says), the refusal in French in the next request
      assert.equal(bodies[0].tools[0].parameters.properties.livraison.description, "La valeur doit être le 2026-01-01 ou plus tard.\n\nLa valeur doit respecter le format date. Elle s’écrit AAAA-MM-JJ.");
      const [refused] = functionOutputs(bodies[1]);
      assert.deepEqual(aiSdkRefusal(refused), {
        error: "invalid_argument",
        argument: "quantite",
        code: "value_object.out_of_range",
        message: "La valeur n’est pas valide pour Quantité\u00a0: Commandez au plus 100 articles.",
      });
    },
  },
  "README.md#openai-guide": {
    script: [
      call("place_order", { quantity: 500, country: "fr", note: null }),
      call("place_order", { quantity: 2, country: "fr", note: null }),
      answer("Ordered 2 units to FR."),
      answer('{"orderId":"ord-0001","quantity":2,"country":"fr"}'),
    ],
    checks: `assert.deepEqual(response.output_parsed, { orderId: "ord-0001", quantity: 2, country: "FR" });`,
    printed: [/^Ordered 2 units to FR\.$/m],
    wire: (bodies, paths) => {
      assert.deepEqual(paths, ["/v1/chat/completions", "/v1/chat/completions", "/v1/chat/completions", "/v1/responses"]);
      assert.equal(bodies[0].tools[0].function.strict, true);
      assert.equal(bodies[1].messages.at(-1).content, REFUSAL);
      assert.equal(bodies[2].messages.at(-1).content, '{"orderId":"ord-0001","quantity":2,"country":"FR"}');
    },
  },
  "README.md#anthropic-guide": {
    script: [
      call("place_order", { quantity: 500, country: "fr" }),
      call("place_order", { quantity: 2, country: "fr", stock: [{ key: "FR", value: 3 }] }),
      answer("Ordered 2 units to FR."),
      answer('{"orderId":"ord-0001","quantity":2}'),
    ],
    checks: `assert.deepEqual(format.read(message), { orderId: "ord-0001", quantity: 2 });`,
    printed: [/Ordered 2 units to FR\./],
    wire: (bodies, paths) => {
      assert.deepEqual(new Set(paths), new Set(["/v1/messages"]));
      assert.equal(bodies[0].tools[0].strict, true);
      assert.deepEqual(bodies[1].messages.at(-1).content[0], { type: "tool_result", tool_use_id: "toolu_0", content: REFUSAL, is_error: true });
      assert.equal(bodies[2].messages.at(-1).content[0].content, '{"orderId":"ord-0001","quantity":2,"country":"FR"}');
    },
  },
  "README.md#openai-agents-guide": {
    script: [call("place_order", { quantity: 500, country: "fr", note: null }), call("place_order", { quantity: 5, country: "fr", note: null }), answer('{"quantity":5,"country":"fr"}')],
    checks: `assert.deepEqual(result.finalOutput, { quantity: 5, country: "FR" });`,
    printed: [/\{ quantity: 5, country: 'FR' \}/],
    wire: (bodies) => {
      assert.equal(bodies[0].tools[0].strict, true);
      assert.deepEqual(functionOutputs(bodies[2]), [REFUSAL, "Ordered 5 for FR."]);
    },
  },
  "README.md#mastra-guide": {
    script: orderStory,
    printed: [/^Ordered 5 items to FR\.$/m],
    wire: (bodies) => {
      assert.equal(bodies[0].tools[0].parameters.properties.quantity.maximum, 100);
      assert.deepEqual(functionOutputs(bodies[2]), [REFUSAL, "Ordered 5 for FR."]);
    },
  },
  "README.md#langchain-guide": {
    script: orderStory,
    checks: `assert.equal(messages.filter((m) => m.type === "tool")[0].status, "error");`,
    printed: [/^Ordered 5 items to FR\.$/m],
    wire: (bodies) => {
      assert.deepEqual(bodies[2].messages.filter((m: any) => m.role === "tool").map((m: any) => m.content), [REFUSAL, "Ordered 5 for FR."]);
    },
  },
  "README.md#mcp-guide": { sameAs: "packages/mcp/README.md#server" },
  "packages/core/README.md#guide": {
    checks: `
assert.equal(country, "FR");
assert.deepEqual(Quantity.tryCreate(500), { ok: false, error: { code: "value_object.out_of_range", message: ${JSON.stringify(QUANTITY_MESSAGE)}, path: [], pointer: "" } });
assert.deepEqual(checked.ok ? [] : checked.issues.map((i) => [i.code, i.path]), [["value_object.out_of_range", ["quantity"]]]);`,
    printed: [/^FR \{/m, /maximum: 100/],
  },
  "packages/core/README.md#recursion": {
    checks: `
assert.equal(books.children[0].title, "Poetry");
assert.equal(refused.ok ? "" : refused.error.pointer, "/children/0/title");
assert.deepEqual((schema.properties as { children: unknown }).children, { type: "array", items: { $ref: "#/$defs/Category" }, maxItems: 20 });
let deep: CategoryInput = { title: "x", children: [] };
for (let i = 0; i < 300; i++) deep = { title: "x", children: [deep] };
assert.equal(vo.validate(Category, deep).ok ? "" : (vo.validate(Category, deep) as { issues: vo.Issue[] }).issues[0].code, "value_object.not_parsable");`,
    printed: [/^Poetry$/m, /^\/children\/0\/title$/m, /\[ 'Category' \]/],
  },
  "packages/core/README.md#keys-and-tuples": {
    checks: `
assert.deepEqual(stock, { FR: 3 });
assert.deepEqual(refusedKey, { ok: false, error: { code: "value_object.not_allowed", message: "The value is not a valid CountryCode: The value must be one of: FR, DE.", path: ["IT"], pointer: "/IT" } });
assert.equal(tooLong.ok ? "" : tooLong.error.code, "value_object.too_long");
assert.deepEqual(Route.create(["Depot", [1, 2], [3, 4]]), ["Depot", [1, 2], [3, 4]]);
assert.equal((vo.toJsonSchema(Point) as { items: unknown }).items, false);`,
    printed: [/^\{ FR: 3 \} \[ 'Depot', \[ 48\.85, 2\.35 \] \]/m, /prefixItems/],
  },
  "packages/ai/README.md#ai-sdk-tool": {
    script: [call("place_order", { quantity: 500, country: "FR" }), call("place_order", { quantity: 100, country: "fr" }), answer('{"orderId":"ord-1001","quantity":100}')],
    printed: [/^quantity value_object\.out_of_range$/m, /^ord-1001$/m],
    wire: (bodies) => {
      assert.deepEqual(functionOutputs(bodies[1]).map(aiSdkRefusal), [JSON.parse(REFUSAL)]);
      assert.deepEqual(JSON.parse(functionOutputs(bodies[2])[1]), { orderId: "ord-1001", quantity: 100, country: "FR" });
    },
  },
  "packages/ai/README.md#streamed-answer": {
    printed: [/^value_object\.out_of_range \/items\/1\/quantity$/m, /^stopped after \d+ of 55 parts$/m],
    checks: `
assert.ok(pulled < 15, \`pulled \${pulled} parts\`);`,
  },
  "packages/ai/README.md#tool-output": {
    script: [call("quote", { sku: "A-1" }), answer("It could not be quoted.")],
    printed: [/^value_object\.out_of_range \/total$/m, /^value_object\.invalid_result$/m],
    wire: (bodies) => {
      // a tool-error's text, which the OpenAI serializer wraps as {"error": text}: the invalid-result object
      const sent = functionOutputs(bodies[1]).map((o: string) => JSON.parse(JSON.parse(o).error));
      assert.deepEqual(sent, [{ error: "tool_failed", code: "value_object.invalid_result" }]);
      assert.ok(!JSON.stringify(bodies[1]).includes("5000"));
    },
  },
  "packages/mcp/README.md#elicitation": {
    printed: [
      /^asked: Your email and how many\?$/m,
      /^asked: Argument 'quantity' rejected \(value_object\.out_of_range\): The value is not a valid Quantity: The value must be less than or equal to 100\.$/m,
      /^Ordered 5 for ada@example\.org\.$/m,
    ],
  },
  "packages/ai/README.md#without-framework": {
    checks: `
assert.equal((responseFormat as { properties: { quantity: { maximum: unknown } } }).properties.quantity.maximum, 100);
assert.deepEqual(readAnswer(shape, { text: '{"orderId":"ord-0001","quantity":5}', finishReason: "stop" }), { ok: true, value: { orderId: "ord-0001", quantity: 5 } });
assert.equal(readAnswer(shape, { text: '{"orderId":"ord-0001"', finishReason: "length" }).ok, false);`,
    printed: [/^value_object\.out_of_range at \/quantity$/m],
  },
  "packages/ai/README.md#inspect-tools": {
    // the command on this very module (its second load, inside the command, runs no command)
    checks: `
if (process.env.README_INSPECTING !== "1") {
  const { spawnSync } = await import("node:child_process");
  const { fileURLToPath } = await import("node:url");
  const run = spawnSync(process.execPath, ["--import", "tsx", "packages/ai/src/inspect/cli.ts", "inspect", fileURLToPath(import.meta.url), "--json"], {
    encoding: "utf8",
    env: { ...process.env, README_INSPECTING: "1" },
  });
  assert.equal(run.status, 0, run.stderr);
  const report = JSON.parse(run.stdout);
  assert.deepEqual(report.tools.map((t) => t.kind + " " + t.name), ["schema OrderLine", "openai place_order"]);
  assert.equal(report.lost, 0);
  assert.equal(report.tools[1].dialects["openai-strict"].wire.package, "openai");
  assert.deepEqual(report.tools[1].dialects["openai-strict"].wire.differences, []);
  console.log("inspected");
}`,
    printed: [/^inspected$/m],
  },
  "packages/ai/README.md#rule-map-snapshot": { printed: [/^every rule where it was$/m] },
  "packages/ai/README.md#rule-map-refused": { printed: [/^every rule where it was\nanthropic refused$/m] },
  "packages/mcp/README.md#server": {
    maxLines: 19, // "A server in under 20 lines"
    client: async (client) => {
      const { tools } = await client.listTools();
      assert.deepEqual(tools[0].inputSchema.properties, {
        quantity: { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 },
        country: { description: "A country the shop delivers to.", type: "string", enum: ["FR", "DE"] },
      });
      const refused = await callTool(client, "place_order", { quantity: 500, country: "FR" });
      assert.equal(refused.isError, true);
      assert.equal(textOf(refused), QUANTITY_TEXT);
      assert.equal(textOf(await callTool(client, "place_order", { quantity: 5, country: "DE" })), "Ordered 5 for DE.");
    },
  },
  "packages/mcp/README.md#server-v2": {
    client: async (client) => {
      const { tools } = await client.listTools();
      assert.deepEqual(tools[0].inputSchema.properties, { quantity: { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 } });
      assert.equal(textOf(await callTool(client, "place_order", { quantity: 500 })), QUANTITY_TEXT);
      assert.equal(textOf(await callTool(client, "place_order", { quantity: 5 })), "Ordered 5.");
    },
  },
  "packages/mcp/README.md#prompts": {
    client: async (client) => {
      const { prompts } = await client.listPrompts();
      assert.deepEqual(prompts[0].arguments?.map((a) => [a.name, a.required]), [["orderId", true], ["quantity", false]]);
      const prompt = await client.getPrompt({ name: "order_summary", arguments: { orderId: "ord-0042", quantity: "3" } });
      assert.deepEqual(prompt.messages[0].content, { type: "text", text: "Summarize order ord-0042 (quantity: 3)." });
      const refusedPrompt = await refusalOf(client.getPrompt({ name: "order_summary", arguments: { orderId: "ord-0042", quantity: "500" } }));
      assert.equal(refusedPrompt.code, -32602);
      assert.match(refusedPrompt.message, new RegExp(QUANTITY_TEXT.replace(/[()]/g, "\\$&")));
      const read = await client.readResource({ uri: "orders://ord-0042" });
      assert.deepEqual(read.contents, [{ uri: "orders://ord-0042", text: '{"orderId":"ord-0042"}' }]);
      const refusedRead = await refusalOf(client.readResource({ uri: "orders://ORD-42" }));
      assert.equal(refusedRead.code, -32602);
      assert.match(refusedRead.message, /Variable 'orderId' rejected \(value_object\.pattern_mismatch\)/);
      assert.doesNotMatch(refusedRead.message, /ORD-42/);
    },
  },
  "packages/mcp/README.md#low-level": {
    client: async (client) => {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((t) => [t.name, t.inputSchema.properties]), [["place_order", { quantity: { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 } }]]);
      const refused = await callTool(client, "place_order", { quantity: 500 });
      assert.equal(refused.isError, true);
      assert.equal(textOf(refused), QUANTITY_TEXT);
      assert.equal(textOf(await callTool(client, "place_order", { quantity: 5 })), "Ordered 5.");
    },
  },
};

// the guides' blocks (docs/guides/)
Object.assign(scenarios, guideScenarios);

/** Blocks whose SDK asks for Node 22 or newer: run by the `.node22` test file, type-checked with the rest. */
export const NODE22 = new Set(["README.md#mastra-guide", "docs/guides/mastra.md#walkthrough"]);
