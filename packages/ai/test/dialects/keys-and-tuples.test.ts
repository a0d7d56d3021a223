// Keyed records and tuples in each dialect, as schemas (issue 23): the forms each sends (the wire tests
// prove them at the provider packages), the draft-07 tuple lowered as its 2020-12 form, and the value
// restore of forced nulls by position in both forms.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema, restoreStrictValue } from "../../src/dialects/index.js";

const Country = vo.oneOf("Country", ["FR", "DE"]);
const Sku = vo.string("Sku", { pattern: "^[A-Z]{3}-[0-9]{2}$", maxLength: 6 });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Stop = vo.object({ name: vo.string("Label", { maxLength: 12 }), note: vo.optional(vo.string("Note", { maxLength: 40 })) });
const Parameters = vo.object({ bySku: vo.record(Sku, Quantity), stock: vo.record(Country, Quantity), route: vo.tuple([Stop], { rest: Stop }) });

const KEY_SENTENCE = "Each key of the object: The value must match the pattern ^[A-Z]{3}-[0-9]{2}$. The value must be at most 6 characters long.";
const BY_POSITION = "The items match the schemas of anyOf by position: item 1 the first, item 2 the second, and so on, for 1 position; every item after them matches the last schema.";

for (const target of ["draft-2020-12", "draft-07"] as const) {
  const lm = vo.toJsonSchema(Parameters, { profile: "languageModel", target });
  const props = (dialect: Parameters<typeof lowerSchema>[1], strict?: boolean) =>
    lowerSchema(lm, dialect, { purpose: "tool", ...(strict === undefined ? {} : { strict }) }).properties as Record<string, vo.JsonSchema>;

  test(`${target}: OpenAI and Gemini say the key's rules and send no propertyNames; strict dialects put them on the pairs' key`, () => {
    for (const [dialect, strict] of [["openai", undefined], ["gemini", undefined]] as const) {
      const bySku = props(dialect, strict).bySku;
      assert.equal(bySku.propertyNames, undefined, dialect);
      assert.match(String(bySku.description), new RegExp(KEY_SENTENCE.replace(/[.^$[\]{}()*+?\\]/g, "\\$&")), dialect);
    }
    assert.deepEqual((props("ollama").stock.propertyNames as vo.JsonSchema).enum, ["FR", "DE"], "ollama keeps it (and says it)");
    for (const [dialect, strict] of [["openai-strict", true], ["anthropic", true]] as const) {
      const stock = props(dialect, strict).stock as { items: { properties: { key: vo.JsonSchema } } };
      assert.deepEqual(stock.items.properties.key, { type: "string", enum: ["FR", "DE"] }, dialect);
    }
  });

  test(`${target}: a tuple goes as anyOf by position (OpenAI strict, Anthropic), prefixItems without items: false (Gemini), items as a list or anyOf (Ollama)`, () => {
    for (const [dialect, strict] of [["openai-strict", true], ["anthropic", true], ["ollama", undefined]] as const) {
      const route = props(dialect, strict).route as { description: string; items: { anyOf: unknown[] }; prefixItems?: unknown; additionalItems?: unknown };
      assert.equal(route.items.anyOf.length, 2, dialect);
      assert.ok(route.description.startsWith(BY_POSITION), dialect);
      assert.equal(route.prefixItems ?? route.additionalItems, undefined, dialect);
    }
    const gemini = props("gemini").route;
    assert.equal((gemini.prefixItems as unknown[]).length, 1);
    assert.equal((gemini.items as vo.JsonSchema).type, "object");
    const closed = lowerSchema(vo.toJsonSchema(vo.tuple([Quantity, Quantity]), { profile: "languageModel", target }), "gemini", { purpose: "response-format" });
    assert.deepEqual([closed.items, closed.maxItems, (closed.prefixItems as unknown[]).length], [undefined, 2, 2]);
    const list = lowerSchema(vo.toJsonSchema(vo.tuple([Quantity, Quantity]), { profile: "languageModel", target }), "ollama", { purpose: "response-format" });
    assert.equal((list.items as unknown[]).length, 2, "a closed tuple as items holding the positions");
  });

  test(`${target}: the value restore drops forced nulls by each item's position`, () => {
    const sent = { bySku: [], stock: [{ key: "FR", value: 3 }], route: [{ name: "Home", note: null }, { name: "Shop", note: "Back door" }, { name: "Depot", note: null }] };
    const restored = restoreStrictValue(sent, lm);
    assert.deepEqual(restored, { bySku: {}, stock: { FR: 3 }, route: [{ name: "Home" }, { name: "Shop", note: "Back door" }, { name: "Depot" }] });
    assert.equal(Parameters.tryCreate(restored).ok, true);
  });
}
