// Objects made by vo.extend, vo.pick, vo.omit, vo.partial and vo.required are lowered, for every
// dialect and purpose, to what the same object declared whole is lowered to, and a strict-mode value
// is restored the same (issue 23).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { dialects, lowerSchema, restoreStrictValue } from "../../src/dialects/index.js";

const Country = vo.oneOf("Country", ["DE", "FR"]);
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Note = vo.string("Note", { maxLength: 20, pattern: "^[^<>]*$" });
const Gift = vo.boolean("Gift");
const Order = vo.object({ country: Country, quantity: vo.optional(Quantity, 1), note: vo.optional(Note) }, { description: "An order." });

const PAIRS: [string, vo.AnySchema, vo.AnySchema][] = [
  ["extend", vo.extend(Order, { gift: vo.nullable(Gift) }), vo.object({ country: Country, quantity: vo.optional(Quantity, 1), note: vo.optional(Note), gift: vo.nullable(Gift) }, { description: "An order." })],
  ["pick", vo.pick(Order, ["country", "note"]), vo.object({ country: Country, note: vo.optional(Note) }, { description: "An order." })],
  ["omit", vo.omit(Order, ["note"]), vo.object({ country: Country, quantity: vo.optional(Quantity, 1) }, { description: "An order." })],
  ["partial", vo.partial(Order), vo.object({ country: vo.optional(Country), quantity: vo.optional(Quantity), note: vo.optional(Note) }, { description: "An order." })],
  ["required", vo.required(Order), vo.object({ country: Country, quantity: Quantity, note: Note }, { description: "An order." })],
];

test("each composed object is lowered for every dialect as the object declared whole, and restored the same", () => {
  for (const [helper, composed, whole] of PAIRS) {
    const [a, b] = [composed, whole].map((schema) => vo.toJsonSchema(schema, { profile: "languageModel" }));
    for (const dialect of dialects) {
      for (const purpose of ["tool", "response-format"] as const) {
        assert.equal(JSON.stringify(lowerSchema(a, dialect, { purpose })), JSON.stringify(lowerSchema(b, dialect, { purpose })), `${helper} ${dialect} ${purpose}`);
      }
    }
    const sent = { country: "DE", quantity: null, note: null, gift: null };
    assert.deepEqual(restoreStrictValue(sent, a), restoreStrictValue(sent, b), helper);
  }
});
