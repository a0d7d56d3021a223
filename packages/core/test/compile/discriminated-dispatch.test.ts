/**
 * A compiled discriminated union compares the key's value with each alternative's values
 * (up to MAX_COMPARED_VALUES of them), and leaves its map to a value none took: the answers
 * stay the loop's at every edge of that comparison. Each schema is declared twice, compiled and
 * with code generation off, and both give the same answers to every input.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { MAX_COMPARED_VALUES } from "../../src/compile/discriminated-union-reader.js";
import { answers } from "./support/both-paths.js";

type Alternatives = [vo.ObjectSchema<any, any>, ...vo.ObjectSchema<any, any>[]];
const both = (declare: () => vo.AnySchema) => ({ compiled: declare(), loop: withoutCodeGeneration(declare) });

const unions: Record<string, () => vo.AnySchema> = {
  // key values made at run time (not the engine's kept texts), longer than JSON.parse keeps, and "__proto__"
  texts: () =>
    vo.discriminatedUnion("kind", [
      vo.object({ kind: vo.literal(`k${0}`), a: vo.string("A") }),
      vo.object({ kind: vo.literal("a key longer than ten characters"), b: vo.number("B") }),
      vo.object({ kind: vo.literal("__proto__"), c: vo.boolean("C") }),
    ] as Alternatives),
  numbers: () =>
    vo.discriminatedUnion("version", [
      vo.object({ version: vo.literal(0), a: vo.string("A") }),
      vo.object({ version: vo.literal(2.5), b: vo.string("B") }),
    ] as Alternatives),
  booleans: () =>
    vo.discriminatedUnion("on", [vo.object({ on: vo.literal(true), a: vo.string("A") }), vo.object({ on: vo.literal(false) })] as Alternatives),
  // a oneOf key ignoring case: an exact value is compared, a folded spelling goes to the map
  folded: () =>
    vo.discriminatedUnion("type", [
      vo.object({ type: vo.oneOf("Card", ["card", "Credit"], { ignoreCase: true }), a: vo.string("A") }),
      vo.object({ type: vo.literal("cash"), b: vo.string("B") }),
    ] as Alternatives),
  // more values than are compared: the map alone
  many: () =>
    vo.discriminatedUnion("code", [
      vo.object({ code: vo.oneOf("Low", Array.from({ length: MAX_COMPARED_VALUES }, (_, i) => `c${i}`) as [string, ...string[]]), a: vo.string("A") }),
      vo.object({ code: vo.literal("last"), b: vo.string("B") }),
    ] as Alternatives),
};

const inherited = Object.create({ kind: "k0" }) as Record<string, unknown>;
inherited.a = "x";
const inputs: unknown[] = [
  { kind: "k0", a: "x" },
  JSON.parse('{ "kind": "k0", "a": "x" }'),
  { kind: "a key longer than ten characters", b: 1 },
  JSON.parse('{ "kind": "a key longer than ten characters", "b": 1 }'),
  JSON.parse('{ "kind": "__proto__", "c": true }'),
  { kind: "k0", a: 1 },
  { kind: "k1", a: "x" },
  { kind: "K0", a: "x" },
  inherited,
  { version: 0, a: "x" },
  { version: -0, a: "x" },
  { version: 2.5, b: "y" },
  { version: "0", a: "x" },
  { version: Number.NaN },
  { on: true, a: "x" },
  { on: false },
  { on: "true", a: "x" },
  { type: "card", a: "x" },
  { type: "CARD", a: "x" },
  { type: "credit", a: "x" },
  { type: "cash", b: "y" },
  { type: "Cash", b: "y" },
  { code: "c0", a: "x" },
  { code: `c${MAX_COMPARED_VALUES - 1}`, a: "x" },
  { code: "last", b: "y" },
  { code: "c99", a: "x" },
  { code: null },
  {},
  null,
  [],
  "k0",
];

test("a compiled discriminated union answers as its loop, at every edge of comparing the key's value", () => {
  for (const [name, declare] of Object.entries(unions)) {
    const before = generatedCount();
    const { compiled, loop } = both(declare);
    for (const input of inputs) assert.deepEqual(answers(compiled, input), answers(loop, input), `${name}: ${JSON.stringify(input)}`);
    assert.ok(generatedCount() > before, `${name}: its reader was compiled`);
  }
});

test("a key's value picks its alternative, made at run time or longer than JSON.parse keeps as a name", () => {
  const schema = unions.texts() as vo.Schema;
  assert.deepEqual(schema.tryCreate(JSON.parse('{ "kind": "k0", "a": "x" }')), { ok: true, value: { kind: "k0", a: "x" } });
  assert.deepEqual(schema.tryCreate(JSON.parse('{ "kind": "a key longer than ten characters", "b": 1 }')), {
    ok: true,
    value: { kind: "a key longer than ten characters", b: 1 },
  });
  assert.deepEqual(schema.tryCreate(JSON.parse('{ "kind": "__proto__", "c": true }')), { ok: true, value: { kind: "__proto__", c: true } });
  assert.equal(schema.is(inherited), false, "an inherited key picks nothing");
});
