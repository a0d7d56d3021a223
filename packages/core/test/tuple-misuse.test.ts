// vo.tuple misused from plain JavaScript (red-team round 6, #10): options that are not an object, a
// misspelt option (`rests`, which quietly made a closed tuple) and one tuples do not take
// (`maxItems`) are refused at declaration, as vo.array refuses its options and vo.string a rule it
// does not take: the factory, the argument, what it must be, and what was given by its kind alone.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";

const SECRET = "zqx-secret-text";
const Q = vo.integer("Q");

const MISUSES: readonly (readonly [string, () => unknown, string])[] = [
  ["a text as a tuple's options", () => vo.tuple([Q], SECRET as never), "Value object vo.tuple, rule options: must be an object of options, or nothing; given a string."],
  ["a schema as a tuple's options", () => vo.tuple([Q], Q as never), "Value object vo.tuple, rule options: must be an object of options, or nothing; given the value object Q."],
  ["a list as a tuple's options", () => vo.tuple([Q], [Q] as never), "Value object vo.tuple, rule options: must be an object of options, or nothing; given an array."],
  ["a misspelt rest", () => vo.tuple([Q], { rests: Q } as never), "Value object vo.tuple, rule rests: does not apply to tuples (their options are rest, description and messages)."],
  ["an array's bound on a tuple", () => vo.tuple([Q], { maxItems: 1 } as never), "Value object vo.tuple, rule maxItems: does not apply to tuples (their options are rest, description and messages)."],
  ["a number as a tuple's description", () => vo.tuple([Q], { description: 7 } as never), "Value object vo.tuple, rule description: must be a string; given a number."],
  ["a shape as a tuple's rest", () => vo.tuple([Q], { rest: { q: Q } } as never), "Value object vo.tuple, rule rest: must be a schema (a value object, a composite or a Standard Schema); given an object."],
];

for (const [what, misuse, message] of MISUSES) {
  test(`${what}: refused at declaration, the factory, the argument and what was given`, () => {
    assert.throws(misuse, (error: unknown) => {
      assert.ok(error instanceof vo.ValueObjectDefinitionError, String(error));
      assert.equal(error.message, message);
      assert.ok(!error.message.includes(SECRET), error.message);
      return true;
    });
  });
}

test("a tuple's own options, and none, are taken", () => {
  assert.deepEqual(vo.tuple([Q], { rest: Q, description: "Counts." }).tryCreate([1, 2, 3]), { ok: true, value: [1, 2, 3] });
  assert.deepEqual(vo.tuple([Q], { rest: undefined }).tryCreate([1]), { ok: true, value: [1] });
  assert.deepEqual(vo.tuple([Q]).tryCreate([1]), { ok: true, value: [1] });
});
