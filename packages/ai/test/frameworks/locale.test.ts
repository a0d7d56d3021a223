// A locale on each SDK adapter reaches the wire (issue 24): the real SDK sends the schema's sentences
// in French, and a refused call comes back to the model in French in the next request (the openai
// and anthropic SDKs' tool runners, @openai/agents' Runner, LangChain's createAgent).
import assert from "node:assert/strict";
import { test } from "node:test";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { Agent, Runner, setTracingDisabled } from "@openai/agents";
import { OpenAIProvider } from "@openai/agents-openai";
import { ChatOpenAI } from "@langchain/openai";
import { createAgent } from "langchain";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { de } from "@adcodicem/value-objects/locales/de";
import { valueObjectFunction } from "@adcodicem/value-objects-ai/openai";
import { valueObjectTool as anthropicTool } from "@adcodicem/value-objects-ai/anthropic";
import { valueObjectTool as agentsTool } from "@adcodicem/value-objects-ai/openai-agents";
import { valueObjectTool as langchainTool } from "@adcodicem/value-objects-ai/langchain";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { IBAN, OrderParameters, refusedOrder } from "./support/order.js";
import { answer, call, scriptedOpenai } from "./support/scripted-openai.js";

setTracingDisabled(true);

// English a French (or German) schema or refusal must not hold
const ENGLISH = /The value|must be|characters long|The list/;
const assertFrench = (body: unknown) => {
  const text = JSON.stringify(body);
  assert.ok(text.includes("La valeur n’est pas valide pour Quantity") && text.includes("inférieure ou égale à 100"), text);
  assert.ok(text.includes("value_object.out_of_range") && text.includes("quantity"), "codes and names as they are");
  assert.doesNotMatch(text, ENGLISH);
};

test("openai: valueObjectFunction with a locale, in the SDK's runTools", async () => {
  const placeOrder = valueObjectFunction({ name: "place_order", description: "Passe une commande.", parameters: OrderParameters, locale: fr, execute: () => ({ orderId: "1" }) });
  const wire = capturingFetch([scripted.openaiChat.call("place_order", { ...refusedOrder, note: null, extras: null }), scripted.openaiChat.text("Noté.")]);
  await new OpenAI({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 }).chat.completions
    .runTools({ model: "gpt-4o", messages: [{ role: "user", content: "Commande 500." }], tools: [placeOrder] })
    .finalContent();
  assert.ok(JSON.stringify(wire.bodies[0].tools).includes("La valeur doit"));
  assert.doesNotMatch(JSON.stringify(wire.bodies[0].tools), ENGLISH);
  assertFrench(wire.bodies[1].messages.at(-1));
});

test("anthropic: valueObjectTool with a locale, in the SDK's toolRunner", async () => {
  const placeOrder = anthropicTool({ name: "place_order", description: "Passe une commande.", parameters: OrderParameters, locale: fr, run: () => "ok" });
  const wire = capturingFetch([scripted.anthropic.call("place_order", refusedOrder), scripted.anthropic.text("Noté.")]);
  await new Anthropic({ apiKey: "test", fetch: wire.fetch, maxRetries: 0 }).beta.messages.toolRunner({
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    messages: [{ role: "user", content: "Commande 500." }],
    tools: [placeOrder],
  });
  assert.doesNotMatch(JSON.stringify(wire.bodies[0].tools), ENGLISH);
  assertFrench(wire.bodies[1].messages.at(-1));
});

test("@openai/agents: valueObjectTool with a locale, in the real Runner (the schema says its rules in French: strict mode)", async () => {
  const placeOrder = agentsTool({ name: "place_order", description: "Passe une commande.", parameters: OrderParameters, locale: fr, execute: () => "ok" });
  const server = scriptedOpenai([call("place_order", { ...refusedOrder, note: null, extras: null }), answer("Noté.")]);
  const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: new OpenAI({ apiKey: "test", fetch: server.fetch }) }) });
  await runner.run(new Agent({ name: "Shop", instructions: "Prends les commandes.", model: "gpt-4o", tools: [placeOrder] }), "Commande 500.");
  const schema = JSON.stringify(server.bodies[0].tools[0].parameters);
  assert.ok(schema.includes("La valeur doit"), schema);
  assert.doesNotMatch(schema, ENGLISH);
  assertFrench(server.bodies[1].input.filter((item: { type: string }) => item.type === "function_call_output"));
});

test("LangChain: valueObjectTool with a locale, in createAgent (the openai dialect says every rule: in German here)", async () => {
  const placeOrder = langchainTool(() => "ok", { name: "place_order", description: "Bestellt.", parameters: OrderParameters, locale: de });
  const server = scriptedOpenai([call("place_order", refusedOrder), answer("Erledigt.")]);
  const model = new ChatOpenAI({ model: "gpt-4o", apiKey: "test", configuration: { fetch: server.fetch } });
  await createAgent({ model, tools: [placeOrder] }).invoke({ messages: [{ role: "user", content: "Bestelle 500." }] });
  const quantity = server.bodies[0].tools[0].function.parameters.properties.quantity;
  assert.equal(quantity.description, "A quantity ordered.\n\nDer Wert muss größer oder gleich 1 sein. Der Wert muss kleiner oder gleich 100 sein.");
  const next = JSON.stringify(server.bodies[1].messages.filter((m: { role: string }) => m.role === "tool"));
  assert.ok(next.includes("Der Wert ist für Quantity ungültig: Der Wert muss kleiner oder gleich 100 sein."), next);
  assert.doesNotMatch(next, ENGLISH);
});
