// A keyed record and a tuple of objects as an AI SDK tool's parameters through valueObjectMiddleware(),
// OpenAI strict mode (issue 23): the model sends the record as pairs and every optional member of a
// tuple's items as null; the middleware's text restore rebuilds the record and drops the forced nulls
// by each item's position, then the rules read it; a key outside the key's rules is refused by them.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, stepCountIs, wrapLanguageModel } from "ai";
import { valueObjectMiddleware, valueObjectTool } from "../../src/ai-sdk/index.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";

const Country = vo.oneOf("Country", ["FR", "DE"]);
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Label = vo.string("Label", { maxLength: 12 });
const Stop = vo.object({ name: Label, note: vo.optional(vo.string("Note", { maxLength: 40 })) });
const Parameters = vo.object({ stock: vo.record(Country, Quantity), route: vo.tuple([Stop], { rest: Stop }) });

async function call(args: unknown) {
  const received: unknown[] = [];
  let step = 0;
  const wire = capturingFetch(() => (step++ === 0 ? scripted.openaiChat.call("restock", args) : scripted.openaiChat.text("ok")));
  const restock = valueObjectTool({
    description: "Restocks.",
    parameters: Parameters,
    strict: true,
    execute: (value) => {
      received.push(value);
      return "done";
    },
  });
  await generateText({
    model: wrapLanguageModel({ model: createOpenAI({ apiKey: "test", fetch: wire.fetch }).chat("gpt-4o"), middleware: valueObjectMiddleware() }),
    tools: { restock: restock as never },
    stopWhen: stepCountIs(2),
    prompt: "Restock.",
  });
  return { received, bodies: wire.bodies as any[] };
}

test("OpenAI strict: pairs become the keyed record again, and each tuple item loses its forced nulls by its position", async () => {
  const { received, bodies } = await call({
    stock: [{ key: "FR", value: 3 }],
    route: [{ name: "Home", note: null }, { name: "Shop", note: "Back door" }, { name: "Depot", note: null }],
  });
  const sent = bodies[0].tools[0].function.parameters.properties;
  assert.deepEqual(sent.stock.items.properties.key.enum, ["FR", "DE"], "the key's rule on the pair's key");
  assert.equal(sent.route.items.anyOf.length, 2, "the position and the rest, by position");
  assert.deepEqual(received, [{ stock: { FR: 3 }, route: [{ name: "Home" }, { name: "Shop", note: "Back door" }, { name: "Depot" }] }]);
});

test("OpenAI strict: a key outside the key's rules is refused by them after the restore, and the tool does not run", async () => {
  const { received, bodies } = await call({ stock: [{ key: "IT", value: 3 }], route: [{ name: "Home", note: null }] });
  assert.deepEqual(received, []);
  const answer = JSON.stringify(bodies[1].messages.at(-1));
  assert.match(answer, /value_object\.not_allowed/);
  assert.match(answer, /\/stock\/IT/);
});
