// A locale reaches the wire (issue 24): through the real AI SDK and each real provider package, the
// schema a model receives says its rules in French, and a refused call comes back to it in French in
// the next request; the codes and the argument names stay as they are.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { generateText, stepCountIs, wrapLanguageModel } from "ai";
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { valueObjectMiddleware, valueObjectTool } from "../../src/ai-sdk/index.js";
import { scripted } from "../../../../test-support/provider-responses.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { type Provider, model, toolSchemaAt } from "./provider-cases.js";

const Quantity = vo.integer("Quantity", { description: "Une quantité commandée.", minimum: 1, maximum: 100 });
const Delivery = vo.date("DeliveryDate", { min: "2026-01-01" });
const Iban = vo.string("Iban", { format: "iban", pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", minLength: 15, maxLength: 34 });
const Parameters = vo.object({ iban: Iban, quantity: Quantity, delivery: Delivery, lines: vo.array(Quantity, { minItems: 1, maxItems: 3 }) });
const IBAN = "FR7630006000011234567890189";

const call: Record<Provider, (args: unknown) => unknown> = {
  "openai-chat": (args) => scripted.openaiChat.call("order", args),
  "openai-responses": (args) => scripted.openaiResponses.call("order", args),
  anthropic: (args) => scripted.anthropic.call("order", args),
  google: (args) => scripted.google.call("order", args),
  ollama: (args) => scripted.ollama.call("order", args),
};
const text: Record<Provider, (text: string) => unknown> = {
  "openai-chat": (t) => scripted.openaiChat.text(t),
  "openai-responses": (t) => scripted.openaiResponses.text(t),
  anthropic: (t) => scripted.anthropic.text(t),
  google: (t) => scripted.google.text(t),
  ollama: (t) => scripted.ollama.text(t),
};

// English a French schema or refusal must not hold
const ENGLISH = /The value|must be|Format: |characters long|The list/;

describe("a locale on the AI SDK's tool and middleware reaches every provider's HTTP body", () => {
  for (const provider of ["openai-chat", "openai-responses", "anthropic", "google", "ollama"] as const) {
    test(provider, async () => {
      let ran = 0;
      const order = valueObjectTool({ description: "Passe une commande.", parameters: Parameters, locale: fr, execute: () => ++ran });
      const wire = capturingFetch([call[provider]({ iban: IBAN, quantity: 500, delivery: "2025-12-31", lines: [1] }), text[provider]("C’est noté.")]);
      const wrapped = wrapLanguageModel({ model: model(provider, wire.fetch), middleware: valueObjectMiddleware({ locale: fr }) });
      await generateText({ model: wrapped, prompt: "Commande 500 articles.", tools: { order }, stopWhen: stepCountIs(2) });
      assert.equal(ran, 0, "a refused call never runs");
      assert.equal(wire.bodies.length, 2);
      // the schema: every sentence in French (the date bound, the format, and each rule the dialect says instead)
      const sent = JSON.stringify(toolSchemaAt[provider](wire.bodies[0]));
      assert.ok(sent.includes("La valeur doit être le 2026-01-01 ou plus tard."), sent);
      assert.ok(sent.includes("Format\\u00a0: iban.") || sent.includes("Format\u00a0: iban."), sent);
      assert.doesNotMatch(sent, ENGLISH);
      // the refusal, in the next request: French messages, codes and names as they are
      const next = JSON.stringify(wire.bodies[1]);
      assert.ok(next.includes("La valeur n’est pas valide pour Quantity") && next.includes("inférieure ou égale à 100"), next);
      assert.ok(next.includes("value_object.out_of_range") && next.includes("quantity") && next.includes("delivery"), next);
      assert.doesNotMatch(next, ENGLISH);
    });
  }
});

test("the same tool without a locale stays English: the locale is per call, never global", async () => {
  const order = valueObjectTool({ description: "Places an order.", parameters: Parameters, execute: () => "placed" });
  const wire = capturingFetch([call["openai-chat"]({ iban: IBAN, quantity: 500, delivery: "2026-02-01", lines: [1] }), text["openai-chat"]("Noted.")]);
  const wrapped = wrapLanguageModel({ model: model("openai-chat", wire.fetch), middleware: valueObjectMiddleware() });
  await generateText({ model: wrapped, prompt: "Order 500 items.", tools: { order }, stopWhen: stepCountIs(2) });
  assert.ok(JSON.stringify(wire.bodies[1]).includes("The value is not a valid Quantity: The value must be less than or equal to 100."));
});
