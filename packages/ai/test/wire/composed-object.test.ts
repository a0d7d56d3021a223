// An object made by vo.extend, as an AI SDK tool's parameters through valueObjectMiddleware(): the
// real provider package sends the schema the object declared whole sends, and the tool receives the
// arguments as its rules read them (issue 23).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, stepCountIs, wrapLanguageModel } from "ai";
import { valueObjectMiddleware, valueObjectTool } from "../../src/ai-sdk/index.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";

const Street = vo.string("Street", { minLength: 2, maxLength: 80 });
const Country = vo.oneOf("Country", ["DE", "FR"]);
const Note = vo.string("Note", { maxLength: 20 });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Address = vo.object({ street: Street, country: Country }, { description: "Where to deliver.", unknown: "refuse" });
const Extended = vo.extend(Address, { quantity: vo.optional(Quantity, 1), note: vo.optional(Note) });
const Whole = vo.object(
  { street: Street, country: Country, quantity: vo.optional(Quantity, 1), note: vo.optional(Note) },
  { description: "Where to deliver.", unknown: "refuse" },
);

const PROVIDERS = [
  {
    provider: "openai-chat (strict)",
    model: (fetch: typeof globalThis.fetch) => createOpenAI({ apiKey: "test", fetch }).chat("gpt-4o"),
    call: (args: unknown) => scripted.openaiChat.call("order", args),
    text: () => scripted.openaiChat.text("ok"),
    sent: (b: any) => b.tools[0].function.parameters,
    strict: true,
    // strict mode: every member required, an absent one sent as null
    args: { street: "Main Street 1", country: "DE", quantity: null, note: null },
  },
  {
    provider: "anthropic",
    model: (fetch: typeof globalThis.fetch) => createAnthropic({ apiKey: "test", fetch })("claude-sonnet-4-5"),
    call: (args: unknown) => scripted.anthropic.call("order", args),
    text: () => scripted.anthropic.text("ok"),
    sent: (b: any) => b.tools[0].input_schema,
    strict: false,
    args: { street: "Main Street 1", country: "DE" },
  },
] as const;

for (const p of PROVIDERS) {
  test(`${p.provider}: a vo.extend object is sent as the object declared whole, and read back by its rules`, async () => {
    const sentSchemas: unknown[] = [];
    const received: unknown[] = [];
    for (const parameters of [Extended, Whole]) {
      let step = 0;
      const wire = capturingFetch(() => (step++ === 0 ? p.call(p.args) : p.text()));
      const order = valueObjectTool({
        description: "Place an order.",
        parameters,
        ...(p.strict ? { strict: true } : {}),
        execute: (value) => {
          received.push(value);
          return "placed";
        },
      });
      await generateText({
        model: wrapLanguageModel({ model: p.model(wire.fetch), middleware: valueObjectMiddleware() }),
        tools: { order: order as never },
        stopWhen: stepCountIs(2),
        prompt: "Order one book to Main Street 1.",
      });
      assert.equal(wire.bodies.length, 2, "a tool call, then the answer");
      sentSchemas.push(p.sent(wire.bodies[0]));
    }
    assert.deepEqual(sentSchemas[0], sentSchemas[1], "the extended object's schema on the wire");
    assert.equal(JSON.stringify(sentSchemas[0]), JSON.stringify(sentSchemas[1]), "byte for byte");
    assert.deepEqual(received, [
      { street: "Main Street 1", country: "DE", quantity: 1 },
      { street: "Main Street 1", country: "DE", quantity: 1 },
    ]);
  });
}
