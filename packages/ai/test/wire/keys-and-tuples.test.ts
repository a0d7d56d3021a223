// Keyed records and tuples at the wire (issue 23): a tool and an answer holding `vo.record(key, value)`
// and `vo.tuple(items, { rest })`, sent through the real provider packages (captured fetch). In every
// dialect each key rule and each position reaches the body (as a keyword the provider takes, on the
// pairs' `key` where records travel as pairs, or as a sentence), no keyword the provider rejects is sent,
// and the answer read back (pairs, forced nulls and all) is the value sent; a refused key after the
// restore is refused by the key's own rules, at its place.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Output, generateText, jsonSchema, tool } from "ai";
import * as vo from "@adcodicem/value-objects";
import { type LowerOptions, lowerSchema, reshapesValues, restoreStrictValue } from "../../src/dialects/index.js";
import { findMissingRules } from "../dialects/rule-carriers.js";
import { strictForm } from "../dialects/strict-form.js";
import { matchesFixture } from "./capture.js";
import { capturingFetch } from "../../../../test-support/capturing-fetch.js";
import { CASES, type WireCase, answerOf, answerSchemaAt, model, toolSchemaAt } from "./provider-cases.js";

const Country = vo.oneOf("Country", ["FR", "DE"], { description: "A country the shop delivers to." });
const Sku = vo.string("Sku", { pattern: "^[A-Z]{3}-[0-9]{2}$", minLength: 6, maxLength: 6 });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Latitude = vo.number("Latitude", { minimum: -90, maximum: 90 });
const Longitude = vo.number("Longitude", { minimum: -180, maximum: 180 });
const Label = vo.string("Label", { maxLength: 12 });
const Stop = vo.object({ name: Label, note: vo.optional(vo.string("Note", { maxLength: 40 })) });
const Parameters = vo.object({
  stock: vo.record(Country, Quantity, { description: "Stock by country." }),
  bySku: vo.record(Sku, Quantity),
  at: vo.tuple([Latitude, Longitude], { description: "Where to deliver." }),
  route: vo.tuple([Label], { rest: Stop }),
});

const options = (c: WireCase): LowerOptions => ({ purpose: c.purpose, ...(c.strict === undefined ? {} : { strict: c.strict }), ...(c.via === undefined ? {} : { via: c.via }) });

/** Sends a lowered schema through the provider package; the model answers `text`. */
async function send(c: WireCase, lowered: vo.JsonSchema, text: string) {
  const wire = capturingFetch(() => answerOf[c.provider](text));
  const openaiOptions = c.provider.startsWith("openai") && c.purpose === "response-format" ? { providerOptions: { openai: { strictJsonSchema: c.strict } } } : {};
  if (c.purpose === "tool") {
    const act = tool({ description: "Restocks.", inputSchema: jsonSchema<Record<string, unknown>>(lowered), ...(c.strict === undefined ? {} : { strict: c.strict }), execute: async () => "done" });
    await generateText({ model: model(c.provider, wire.fetch), prompt: "Restock.", tools: { act } });
    assert.equal(wire.bodies.length, 1);
    return { body: wire.bodies[0], output: undefined };
  }
  const result = await generateText({ model: model(c.provider, wire.fetch), prompt: "Restock.", output: Output.object({ schema: jsonSchema<Record<string, unknown>>(lowered) }), ...openaiOptions });
  assert.equal(wire.bodies.length, 1);
  return { body: wire.bodies[0], output: result.output as unknown };
}

const value = { stock: { FR: 3, DE: 4 }, bySku: { "ABC-12": 2 }, at: [48.85, 2.35], route: ["Home", { name: "Shop" }, { name: "Depot", note: "Back door" }] };

describe("keyed records and tuples reach each provider whole, and are read back by their rules", () => {
  for (const c of CASES) {
    test(`${c.provider} ${c.name}`, async () => {
      const lm = vo.toJsonSchema(Parameters, { profile: "languageModel" });
      const lowered = lowerSchema(lm, c.dialect, options(c));
      const reshaped = reshapesValues(c.dialect, options(c));
      const { body, output } = await send(c, lowered, JSON.stringify(reshaped ? strictForm(value, lm, c.dialect === "openai-strict") : value));
      const wire = c.purpose === "tool" ? toolSchemaAt[c.provider](body) : answerSchemaAt[c.provider](body);
      if (c.unchanged) assert.deepEqual(wire, lowered, "the provider sends the lowered schema as it is");
      assert.deepEqual(findMissingRules(lm, wire, c.table, c.rewrites), []);
      const text = JSON.stringify(wire);
      // the closed set of keys reaches the model in every dialect, as a keyword or a sentence
      assert.match(text, /"enum":\["FR","DE"\]|The value must be one of: FR, DE\./);
      if (c.dialect === "openai-strict" || (c.dialect === "anthropic" && (c.strict === true || c.purpose === "response-format"))) {
        // records travel as pairs: the key's rules on the pair's key
        const stock = (wire.properties as Record<string, vo.JsonSchema>).stock as { items: { properties: { key: vo.JsonSchema } } };
        assert.deepEqual(stock.items.properties.key.enum, ["FR", "DE"]);
        assert.doesNotMatch(text, /"prefixItems"|"propertyNames"/, "no keyword the strict provider lacks");
      }
      if (c.dialect === "gemini") assert.doesNotMatch(text, /"propertyNames"|"items":false/);
      if (c.dialect === "ollama") assert.doesNotMatch(text, /"prefixItems"|"items":false/);
      if (output !== undefined) {
        const restored = reshaped ? restoreStrictValue(output, lm) : output;
        assert.deepEqual(Parameters.tryCreate(restored), { ok: true, value });
      }
      matchesFixture(`keys-and-tuples-${c.provider}-${c.name}`, body);
    });
  }
});

describe("a key the model sends outside the key's rules is refused by them once the answer is restored", () => {
  for (const c of CASES.filter((c) => c.purpose === "response-format")) {
    test(`${c.provider} ${c.name}`, async () => {
      const lm = vo.toJsonSchema(Parameters, { profile: "languageModel" });
      const lowered = lowerSchema(lm, c.dialect, options(c));
      const reshaped = reshapesValues(c.dialect, options(c));
      const bad = { ...value, stock: { IT: 3 } };
      const { output } = await send(c, lowered, JSON.stringify(reshaped ? strictForm(bad, lm, c.dialect === "openai-strict") : bad));
      const restored = reshaped ? restoreStrictValue(output, lm) : output;
      assert.deepEqual(Parameters.tryCreate(restored), {
        ok: false,
        error: { code: "value_object.not_allowed", message: "The value is not a valid Country: The value must be one of: FR, DE.", path: ["stock", "IT"], pointer: "/stock/IT" },
      });
    });
  }
});
