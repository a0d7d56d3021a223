// Type tests for /v2 (SDK 2.x): what a handler receives and may return, checked by the compiler
// (`npx tsc -p tsconfig.json`); the test run also registers each tool for real.
import assert from "node:assert/strict";
import { test } from "node:test";
import type * as vo from "@adcodicem/value-objects";
import { registerValueObjectPrompt, registerValueObjectResourceTemplate, registerValueObjectTool } from "@adcodicem/value-objects-mcp/v2";
import { McpServer, type RegisteredTool, type ServerContext } from "@modelcontextprotocol/server";
import { expectTypeOf } from "expect-type";
import { CountryCode, Iban, OrderParameters, Quantity, Receipt, Status } from "../support/domain.js";

type Iban = vo.Infer<typeof Iban>;
type Quantity = vo.Infer<typeof Quantity>;
type CountryCode = vo.Infer<typeof CountryCode>;

test("handlers receive branded arguments, and their results are typed by output", () => {
  const server = new McpServer({ name: "types", version: "1.0.0" });

  const tool = registerValueObjectTool(server, "place_order", { description: "Places.", parameters: OrderParameters }, (args, extra) => {
    expectTypeOf(args.iban).toEqualTypeOf<Iban>();
    expectTypeOf(args.iban).toEqualTypeOf<string & vo.Brand<"Iban">>();
    expectTypeOf(args.quantity).toEqualTypeOf<Quantity>();
    expectTypeOf(args.country).toEqualTypeOf<CountryCode>();
    expectTypeOf(args.alternates).toEqualTypeOf<Iban[]>(); // a default fills it in
    expectTypeOf(args.note).toEqualTypeOf<(string & vo.Brand<"Note">) | undefined>();
    expectTypeOf<string>().not.toExtend<Iban>();
    expectTypeOf<Quantity>().not.toExtend<Iban>();
    expectTypeOf(extra).toEqualTypeOf<ServerContext>();
    return { content: [{ type: "text", text: "placed" }] };
  });
  expectTypeOf(tool).toEqualTypeOf<RegisteredTool>();

  // a shape works as well as a vo.object
  registerValueObjectTool(server, "shape", { description: "A shape.", parameters: { quantity: Quantity, country: CountryCode } }, async ({ quantity, country }) => {
    expectTypeOf(quantity).toEqualTypeOf<Quantity>();
    expectTypeOf(country).toEqualTypeOf<CountryCode>();
    return { content: [] };
  });

  // an object output: structuredContent is the object, members and JSON types checked
  const receipt = { description: "A receipt.", parameters: { quantity: Quantity }, output: Receipt };
  registerValueObjectTool(server, "receipt", receipt, ({ quantity }) => ({ content: [], structuredContent: { country: "FR", total: quantity * 2 } }));
  registerValueObjectTool(server, "receipt-error", receipt, () => ({ content: [{ type: "text", text: "out of stock" }], isError: true }));
  // @ts-expect-error a required member is missing
  registerValueObjectTool(server, "receipt-missing", receipt, () => ({ content: [], structuredContent: { country: "FR" } }));
  // @ts-expect-error a member of the wrong JSON type
  registerValueObjectTool(server, "receipt-type", receipt, () => ({ content: [], structuredContent: { country: "FR", total: "12" } }));

  // an output that is not an object travels under `result`
  const status = { description: "A status.", parameters: {}, output: Status };
  registerValueObjectTool(server, "status", status, () => ({ content: [], structuredContent: { result: "shipped" } }));
  // @ts-expect-error the value must be wrapped under result
  registerValueObjectTool(server, "status-bare", status, () => ({ content: [], structuredContent: "shipped" }));
  // @ts-expect-error an object that is not `{ result }`
  registerValueObjectTool(server, "status-other", status, () => ({ content: [], structuredContent: { status: "shipped" } }));

  registerValueObjectPrompt(server, "summary", { parameters: { quantity: Quantity, country: CountryCode } }, (args, extra) => {
    expectTypeOf(args).toEqualTypeOf<{ quantity: Quantity; country: CountryCode }>();
    expectTypeOf(extra).toEqualTypeOf<ServerContext>();
    return { messages: [] };
  });

  registerValueObjectResourceTemplate(server, "order", "orders://{country}/{quantity}", { variables: { quantity: Quantity, country: CountryCode } }, (uri, variables) => {
    expectTypeOf(uri).toEqualTypeOf<URL>();
    expectTypeOf(variables).toEqualTypeOf<{ quantity: Quantity; country: CountryCode }>();
    return { contents: [] };
  });

  assert.equal(typeof tool.disable, "function");
});
