import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { argumentLoop, type LenientEvent, RefusedCalls } from "@adcodicem/value-objects/arguments";

const SECRET = 4242_1717;
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Line = vo.object({ sku: vo.string("Sku", { maxLength: 8 }), quantity: Quantity });
const Parameters = vo.object({
  quantity: Quantity,
  price: vo.optional(vo.number("Price", { minimum: 0 })),
  gift: vo.optional(vo.boolean("Gift")),
  lines: vo.optional(vo.array(Line, { maxItems: 5 }), []),
  note: vo.optional(vo.string("Note", { maxLength: 20 })),
});

const read = (args: unknown, lenient = true) => {
  const seen: LenientEvent[] = [];
  const loop = argumentLoop(Parameters, { tool: "order", lenient, onLenient: (e) => seen.push(e) });
  return { checked: loop.read(args, new RefusedCalls()), seen };
};

test("lenient: text read as the integer, number, boolean, list or object the schema asks, then checked by the rules", () => {
  const { checked, seen } = read({ quantity: "42", price: "2.5", gift: "true", lines: '[{"sku":"A1","quantity":"3"}]', note: "42" });
  assert.ok(checked.ok);
  assert.deepEqual(checked.value, { quantity: 42, price: 2.5, gift: true, lines: [{ sku: "A1", quantity: 3 }], note: "42" });
  assert.deepEqual(seen, [
    { tool: "order", pointer: "/quantity", argument: "quantity", from: "string", to: "integer" },
    { tool: "order", pointer: "/price", argument: "price", from: "string", to: "number" },
    { tool: "order", pointer: "/gift", argument: "gift", from: "string", to: "boolean" },
    { tool: "order", pointer: "/lines", argument: "lines", from: "string", to: "array" },
    { tool: "order", pointer: "/lines/0/quantity", argument: "lines", from: "string", to: "integer" },
  ]);
});

test("lenient: what was read is still checked by the rules (and refused with their code), the value never reported", () => {
  const { checked, seen } = read({ quantity: String(SECRET) });
  assert.ok(!checked.ok);
  assert.equal(checked.refusal.code, "value_object.out_of_range");
  assert.doesNotMatch(JSON.stringify([checked.refusal, seen]), new RegExp(String(SECRET)));
});

test("lenient off (the default): text stays text, refused as not parsable, nothing reported", () => {
  const { checked, seen } = read({ quantity: "42" }, false);
  assert.ok(!checked.ok && checked.refusal.code === "value_object.not_parsable");
  assert.deepEqual(seen, []);
});

test("lenient: one level of JSON text — a list inside a list sent as text is not parsed again", () => {
  const { checked, seen } = read({ quantity: 1, lines: JSON.stringify([JSON.stringify({ sku: "A", quantity: 1 })]) });
  assert.ok(!checked.ok);
  assert.equal(checked.refusal.path, "/lines/0");
  assert.equal(checked.refusal.code, "value_object.not_parsable");
  assert.deepEqual(seen.map((e) => e.pointer), ["/lines"]);
});

test("lenient: text that is not the kind asked stays as sent (refused by the rules), and a JSON text past the bound is not parsed", () => {
  for (const quantity of ["4x", "", " 42", "1e400", "0x10", "-"]) {
    const { checked, seen } = read({ quantity });
    assert.ok(!checked.ok, quantity);
    assert.equal(checked.refusal.code, "value_object.not_parsable");
    assert.deepEqual(seen, []);
  }
  const huge = `[${Array.from({ length: 200_000 }, () => '{"sku":"A","quantity":1}').join(",")}]`;
  const { checked, seen } = read({ quantity: 1, lines: huge });
  assert.ok(!checked.ok && checked.refusal.code === "value_object.not_parsable");
  assert.deepEqual(seen, [], "a text longer than the lenient bound is not parsed");
});

test("lenient: a JSON text nested 500,000 deep (under the size bound) is parsed once and refused by the rules, no stack overflow", () => {
  const deep = "[".repeat(500_000) + "]".repeat(500_000);
  const { checked, seen } = read({ quantity: 1, lines: deep });
  assert.ok(!checked.ok);
  assert.equal(checked.refusal.argument, "lines");
  assert.deepEqual(seen.map((e) => [e.pointer, e.to]), [["/lines", "array"]]);
});
