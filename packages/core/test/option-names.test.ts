// A misspelt option of a composite (`maxItem`, which quietly meant "no bound") or one its kind does not
// take (`rest` on an array) is refused at declaration, as vo.tuple's are and as a value object refuses a
// rule it does not take: the factory, the option's name, and the options it does take; never a value
// (a development check).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";

const Q = vo.integer("Q");
const Tag = vo.string("Tag");
const alternatives = [vo.object({ t: vo.literal("a") })] as const;

const MISUSES: readonly (readonly [string, () => unknown, string])[] = [
  ["a misspelt maxItems on an array", () => vo.array(Q, { maxItem: 5 } as never), "Value object vo.array, rule maxItem: does not apply to arrays (their options are minItems, maxItems, description and messages)."],
  ["a tuple's rest on an array", () => vo.array(Q, { rest: Q } as never), "Value object vo.array, rule rest: does not apply to arrays (their options are minItems, maxItems, description and messages)."],
  ["an array's bound on a record", () => vo.record(Q, { maxItems: 3 } as never), "Value object vo.record, rule maxItems: does not apply to records (their options are description and messages)."],
  ["a misspelt option on a keyed record", () => vo.record(Tag, Q, { descripton: "x" } as never), "Value object vo.record, rule descripton: does not apply to records (their options are description and messages)."],
  ["a rule on a literal", () => vo.literal("a", { ignoreCase: true } as never), "Value object vo.literal, rule ignoreCase: does not apply to literals (their options are description and messages)."],
  ["a union's option on a discriminated union", () => vo.discriminatedUnion("t", alternatives, { unknown: "refuse" } as never), "Value object vo.discriminatedUnion, rule unknown: does not apply to discriminated unions (their options are description, name and messages)."],
  ["a misspelt messages on a union", () => vo.union("U", [Q, Tag], { message: { noMatch: "x" } } as never), "Value object U, rule message: does not apply to unions (their options are description and messages)."],
];

for (const [what, misuse, message] of MISUSES) {
  test(`${what}: refused at declaration, naming the option and the options taken`, () => {
    assert.throws(misuse, (error: unknown) => {
      assert.ok(error instanceof vo.ValueObjectDefinitionError, String(error));
      assert.equal(error.message, message);
      return true;
    });
  });
}

test("each kind's own options, undefined ones, and none are taken", () => {
  assert.equal(vo.array(Q, { minItems: 1, maxItems: 2, description: "d", messages: { minItems: "x" }, rest: undefined } as never).tryCreate([1]).ok, true);
  assert.equal(vo.record(Q, { description: "d", messages: { type: "x" } }).tryCreate({ a: 1 }).ok, true);
  assert.equal(vo.record(Tag, Q, { description: "d" }).tryCreate({ a: 1 }).ok, true);
  assert.equal(vo.literal("a", { description: "d" }).tryCreate("a").ok, true);
  assert.equal(vo.discriminatedUnion("t", alternatives, { name: "N", description: "d" }).tryCreate({ t: "a" }).ok, true);
  assert.equal(vo.union("U", [Q, Tag], { description: "d", messages: { noMatch: "x" } }).tryCreate(1).ok, true);
  assert.equal(vo.array(Q).tryCreate([]).ok, true);
});

test("a discriminated union's key of spaces or a line separator is taken in development as in production, as vo.object takes such a member", () => {
  // red-team round 8 #4: development refused " " ("must be a non-empty string; given a string"), production read it
  for (const key of [" ", "\t", "\u2028"]) {
    const Union = vo.discriminatedUnion(key, [vo.object({ [key]: vo.literal("a"), n: Q })]);
    assert.deepEqual(Union.tryCreate({ [key]: "a", n: 1 }), { ok: true, value: { [key]: "a", n: 1 } });
  }
  assert.throws(() => vo.discriminatedUnion("", [vo.object({ t: vo.literal("a") })]), vo.ValueObjectDefinitionError);
});
