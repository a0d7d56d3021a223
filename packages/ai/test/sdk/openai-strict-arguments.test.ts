// Issue 20 #6: with the default `strict: true`, arguments that are not JSON (an
// OpenAI-compatible server that does not enforce strict mode sends them) reach the model as
// the refusal, and the run goes on: the openai SDK (7.55) must not parse them first and
// reject the whole run. The real client, `runTools` with and without streaming, a scripted fetch.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import OpenAI from "openai";
import { valueObjectFunction } from "../../src/openai/index.js";
import { IBAN, OrderParameters } from "./support/tools.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";

const NOT_AN_OBJECT = '{"error":"invalid_argument","code":"value_object.not_parsable","message":"The arguments are not an object."}';
const client = (fetch: typeof globalThis.fetch) => new OpenAI({ apiKey: "test", fetch, maxRetries: 0 });

/** A completion answered as server-sent events, in the chunks a streaming server sends. */
function streamed(completion: any): Response {
  const { message, finish_reason } = completion.choices[0];
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id: completion.id, object: "chat.completion.chunk", created: completion.created, model: completion.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const delta = message.tool_calls
    ? { role: "assistant", tool_calls: message.tool_calls.map((c: any, index: number) => ({ index, ...c })) }
    : { role: "assistant", content: message.content };
  const body = chunk(delta, null) + chunk({}, finish_reason) + "data: [DONE]\n\n";
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

function notJson() {
  const turn = scripted.openaiChat.call("place_order", {});
  turn.choices[0].message.tool_calls[0].function.arguments = "{not json";
  return turn;
}

describe("openai runTools, strict (the default), arguments that are not JSON", () => {
  for (const stream of [false, true]) {
    test(`${stream ? "streamed" : "not streamed"}: the model receives the refusal as the tool message, the run goes on, the corrected call runs`, async () => {
      const calls: unknown[] = [];
      const placeOrder = valueObjectFunction({ name: "place_order", description: "Places an order.", parameters: OrderParameters, execute: (args) => (calls.push(args), "ordered") });
      assert.equal(placeOrder.function.strict, true);
      const script = [notJson(), scripted.openaiChat.call("place_order", { iban: IBAN, quantity: 2, country: "FR", alternates: null, note: null }, "call_2"), scripted.openaiChat.text("Ordered.")];
      const wire = capturingFetch(({ index }) => (stream ? streamed(script[index]) : script[index]));
      const messages = [{ role: "user" as const, content: "Order." }];
      const runner = stream
        ? client(wire.fetch).chat.completions.runTools({ model: "gpt-4o", messages, tools: [placeOrder], stream: true })
        : client(wire.fetch).chat.completions.runTools({ model: "gpt-4o", messages, tools: [placeOrder] });
      assert.equal(await runner.finalContent(), "Ordered.");
      assert.equal(wire.bodies.length, 3);
      // strict on the wire, as declared
      assert.equal(wire.bodies[0].tools[0].function.strict, true);
      assert.equal(wire.bodies[0].tools[0].function.name, "place_order");
      const refusal = wire.bodies[1].messages.at(-1);
      assert.deepEqual(refusal, { role: "tool", tool_call_id: "call_1", content: NOT_AN_OBJECT });
      assert.deepEqual(calls, [{ iban: IBAN, quantity: 2, country: "FR", alternates: [] }]);
      assert.equal(wire.bodies[2].messages.at(-1).content, "ordered");
    });
  }
});
