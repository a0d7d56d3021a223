import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { lowerSchema } from "../../src/dialects/index.js";
import { Note, Quantity, Strong, Website, orderSchema } from "./value-objects.js";

test("a tool that is not strict gets every keyword, in a copy", () => {
  const lm = orderSchema();
  const lowered = lowerSchema(lm, "anthropic", { purpose: "tool" });
  assert.deepEqual(lowered, lm);
  assert.notEqual(lowered, lm);
  assert.deepEqual(lowerSchema(lm, "anthropic", { purpose: "tool", strict: false }), lm);
});

test("strict tools and answers move the rejected constraints into the description", () => {
  const lm = vo.toJsonSchema(
    vo.object({
      quantity: vo.optional(Quantity, 1),
      notes: vo.array(Note, { minItems: 1, maxItems: 3 }),
      pair: vo.array(Note, { minItems: 2 }),
      site: Website,
      secret: Strong,
      code: vo.string("Code", { pattern: "^[A-Z]{3}$", examples: ["ABC"] }),
    }),
    { profile: "languageModel" },
  );
  for (const options of [{ purpose: "tool", strict: true }, { purpose: "response-format" }] as const) {
    const props = lowerSchema(lm, "anthropic", options).properties as Record<string, vo.JsonSchema>;
    assert.deepEqual(props.quantity, { description: "A quantity ordered.\n\nFormat: int32.\n\nThe value must be greater than or equal to 1. The value must be less than or equal to 100.", type: "integer", default: 1 });
    assert.deepEqual(props.notes, { description: "The list must hold at most 3 items.", type: "array", items: { description: "The value must be at most 80 characters long.", type: "string" }, minItems: 1 });
    assert.deepEqual(props.pair, { description: "The list must hold at least 2 items.", type: "array", items: { description: "The value must be at most 80 characters long.", type: "string" } });
    assert.deepEqual(props.site, { type: "string", format: "uri" }, "Anthropic takes uri");
    assert.deepEqual(props.secret, { description: "The value must match the pattern ^(?=.*[0-9]).{8,}$.", type: "string" });
    assert.deepEqual(props.code, { description: 'Example: "ABC".', type: "string", pattern: "^[A-Z]{3}$" });
  }
});

test("records travel as pairs and optional members stay optional", () => {
  const lm = vo.toJsonSchema(vo.object({ stock: vo.record(Quantity), note: vo.optional(Note) }), { profile: "languageModel" });
  const lowered = lowerSchema(lm, "anthropic", { purpose: "response-format" });
  const props = lowered.properties as Record<string, vo.JsonSchema>;
  assert.equal(props.stock.type, "array");
  assert.deepEqual((props.stock.items as vo.JsonSchema).required, ["key", "value"]);
  assert.deepEqual(lowered.required, ["stock"]);
  assert.equal(lowered.additionalProperties, false);
});
