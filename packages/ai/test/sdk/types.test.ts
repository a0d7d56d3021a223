// Type tests for the openai and Anthropic adapters: what execute / run receive, what the
// structured answers give back. They run as `tsc` checks and as plain tests.
import assert from "node:assert/strict";
import { test } from "node:test";
import type Anthropic from "@anthropic-ai/sdk";
import * as vo from "@adcodicem/value-objects";
import { valueObjectOutputFormat, valueObjectTool } from "@adcodicem/value-objects-ai/anthropic";
import { valueObjectFunction, valueObjectResponseFormat } from "@adcodicem/value-objects-ai/openai";
import { expectTypeOf } from "expect-type";
import type OpenAI from "openai";
import { CountryCode, Iban, Note, OrderParameters, Quantity } from "../../../../test-support/shop.js";

type Iban = vo.Infer<typeof Iban>;
type Quantity = vo.Infer<typeof Quantity>;
type CountryCode = vo.Infer<typeof CountryCode>;
type Note = vo.Infer<typeof Note>;

test("openai: execute receives the branded arguments; the format parses to the branded value", () => {
  const fn = valueObjectFunction({
    name: "place_order",
    description: "Places an order.",
    parameters: OrderParameters,
    execute: (order) => {
      expectTypeOf(order.iban).toEqualTypeOf<Iban>();
      expectTypeOf(order.quantity).toEqualTypeOf<Quantity>();
      expectTypeOf(order.country).toEqualTypeOf<CountryCode>();
      expectTypeOf(order.note).toEqualTypeOf<Note | undefined>();
      return "placed";
    },
  });
  const format = valueObjectResponseFormat(vo.object({ quantity: Quantity }), { name: "order" });
  expectTypeOf(format.read).returns.toEqualTypeOf<{ quantity: Quantity }>();
  // the SDK's own signatures take both
  const runTools = (client: OpenAI) => client.chat.completions.runTools({ model: "m", messages: [], tools: [fn] });
  const parse = async (client: OpenAI) => (await client.chat.completions.parse({ model: "m", messages: [], response_format: format })).choices[0].message.parsed;
  const responses = async (client: OpenAI) => (await client.responses.parse({ model: "m", input: "", text: { format } })).output_parsed;
  expectTypeOf(parse).returns.resolves.toEqualTypeOf<{ quantity: Quantity } | null>();
  expectTypeOf(responses).returns.resolves.toEqualTypeOf<{ quantity: Quantity } | null>();
  void runTools;
  // strict: the name is a String object (runTools then leaves arguments that are not JSON to the function)
  assert.equal(String(fn.function.name), "place_order");
});

test("anthropic: run receives the branded arguments; the output format reads the branded value", () => {
  const tool = valueObjectTool({
    name: "place_order",
    description: "Places an order.",
    parameters: { iban: Iban, quantity: vo.optional(Quantity, 1) },
    run: ({ iban, quantity }) => {
      expectTypeOf(iban).toEqualTypeOf<Iban>();
      expectTypeOf(quantity).toEqualTypeOf<Quantity>();
      return "placed";
    },
  });
  const format = valueObjectOutputFormat(vo.object({ quantity: Quantity }));
  expectTypeOf(format.read).returns.toEqualTypeOf<{ quantity: Quantity }>();
  const runner = (client: Anthropic) => client.beta.messages.toolRunner({ model: "m", max_tokens: 1, messages: [], tools: [tool] });
  const parse = async (client: Anthropic) => (await client.beta.messages.parse({ model: "m", max_tokens: 1, messages: [], output_config: { format } })).parsed_output;
  expectTypeOf(parse).returns.resolves.toEqualTypeOf<{ quantity: Quantity } | null>();
  void runner;
  assert.equal(tool.name, "place_order");
});
