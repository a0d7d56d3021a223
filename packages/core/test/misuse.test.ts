/**
 * Issue 23 ("two things the newcomer met", the second): a factory misused from plain JavaScript says,
 * at declaration, in the definition error's frame, the value object (its name once it has one, else
 * the factory), the argument, what it must be and what was given: its kind alone ("an object", "the
 * value object Quantity"), never its content. Development checks (a
 * production build keeps the refusals that keep checking safe: development-checks.test.ts).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";

const SECRET = "zqx-secret-text";
const Quantity = vo.integer("Quantity", { minimum: 1 });
const Order = vo.object({ quantity: Quantity });
const Refund = vo.object({ type: vo.literal("refund") });

/** Each misuse, as plain JavaScript writes it, and the whole message it must throw. */
const MISUSES: readonly (readonly [string, () => unknown, string])[] = [
  ["a string's rules in place of its name", () => vo.string({ maxLength: 3, note: SECRET } as never), "Value object vo.string, rule name: must be a non-empty string; given an object."],
  ["an empty name", () => vo.integer("" as never), "Value object vo.integer, rule name: must be a non-empty string; given an empty string."],
  ["a number as a name", () => vo.number(42 as never), "Value object vo.number, rule name: must be a non-empty string; given a number."],
  ["no name", () => (vo.date as (...a: unknown[]) => unknown)(), "Value object vo.date, rule name: must be a non-empty string; given undefined."],
  ["null as a name", () => vo.dateTime(null as never), "Value object vo.dateTime, rule name: must be a non-empty string; given null."],
  ["a text as rules", () => vo.boolean("Flag", SECRET as never), "Value object Flag, rule rules: must be an object of rules, or nothing; given a string."],
  ["a value object as rules", () => vo.string("Code", Quantity as never), "Value object Code, rule rules: must be an object of rules, or nothing; given the value object Quantity."],
  ["a text as a closed set", () => vo.oneOf("Country", SECRET as never), "Value object Country, rule values: must be a non-empty array of strings or of finite numbers; given a string."],
  ["an empty closed set", () => vo.oneOf("Country", [] as never), "Value object Country, rule values: must be a non-empty array of strings or of finite numbers; given an empty array."],
  ["a closed set holding an object", () => vo.oneOf("Country", [SECRET, { SECRET }] as never), "Value object Country, rule values: must be all strings or all finite numbers; given an object among strings."],
  ["an object as a literal", () => vo.literal({ SECRET } as never), "Value object vo.literal, rule value: must be a string, a finite number or a boolean; given an object."],
  ["a value object as an object's shape", () => vo.object(Quantity as never), "Value object vo.object, rule shape: must be an object of members ({ key: schema }); given the value object Quantity."],
  ["an object schema as an object's shape", () => vo.object(Order as never), "Value object vo.object, rule shape: must be an object of members ({ key: schema }); given a vo.object schema."],
  ["a Zod schema as an object's shape", () => vo.object(z.object({ a: z.string() }) as never), "Value object vo.object, rule shape: must be an object of members ({ key: schema }); given a Standard Schema."],
  ["a text as an object's options", () => vo.object({ quantity: Quantity }, SECRET as never), "Value object vo.object, rule options: must be an object of options, or nothing; given a string."],
  ["a number as an object's name", () => vo.object({ quantity: Quantity }, { name: 7 } as never), "Value object vo.object, rule name: must be a non-empty string; given a number."],
  ["a function as an object's description", () => vo.object({ quantity: Quantity }, { description: (() => SECRET) as never }), "Value object vo.object, rule description: must be a string; given a function."],
  ["a text as an object's check", () => vo.object({ quantity: Quantity }, { check: SECRET as never }), "Value object vo.object, rule check: must be a function; given a string."],
  ["a number as an array's item", () => vo.array(42 as never), "Value object vo.array, rule item: must be a schema (a value object, a composite or a Standard Schema); given a number."],
  ["a shape as a record's value", () => vo.record({ quantity: Quantity } as never), "Value object vo.record, rule value: must be a schema (a value object, a composite or a Standard Schema); given an object."],
  ["nothing to make optional", () => (vo.optional as (...a: unknown[]) => unknown)(), "Value object vo.optional, rule schema: must be a schema (a value object, a composite or a Standard Schema); given undefined."],
  ["a text to make nullable", () => vo.nullable(SECRET as never), "Value object vo.nullable, rule schema: must be a schema (a value object, a composite or a Standard Schema); given a string."],
  ["one schema as a union's alternatives", () => vo.union("Ref", Quantity as never), "Value object Ref, rule alternatives: must be a non-empty array of schemas; given the value object Quantity."],
  ["a union without a name", () => vo.union([Quantity] as never, [Quantity] as never), "Value object vo.union, rule name: must be a non-empty string; given an array."],
  ["a list as a discriminated union's key", () => vo.discriminatedUnion(["type"] as never, [Refund]), "Value object vo.discriminatedUnion, rule key: must be a non-empty string; given an array."],
  ["one object as a discriminated union's alternatives", () => vo.discriminatedUnion("type", Refund as never), "Value object vo.discriminatedUnion, rule alternatives: must be a non-empty array of vo.object schemas; given a vo.object schema."],
  ["describe's arguments swapped", () => vo.describe(SECRET as never, Quantity as never), "Value object vo.describe, rule schema: must be a schema (a value object, a composite or a Standard Schema); given a string."],
  ["a value object to extend", () => vo.extend(Quantity as never, { note: Quantity }), "Value object vo.extend, rule object: must be a vo.object schema; given the value object Quantity."],
  ["a schema as extend's shape", () => vo.extend(Order, Quantity as never), "Value object vo.extend, rule shape: must be an object of members ({ key: schema }); given the value object Quantity."],
  ["one key to pick", () => vo.pick(Order, "quantity" as never), "Value object vo.pick, rule keys: must be an array of the object's keys; given a string."],
  ["a number to omit from", () => vo.omit(3 as never, ["quantity"] as never), "Value object vo.omit, rule object: must be a vo.object schema; given a number."],
  ["a shape to make partial", () => vo.partial({ quantity: Quantity } as never), "Value object vo.partial, rule object: must be a vo.object schema; given an object."],
  ["a key to make required", () => vo.required(Order, "quantity" as never), "Value object vo.required, rule keys: must be an array of the object's keys, or nothing; given a string."],
];

for (const [what, misuse, message] of MISUSES) {
  test(`${what}: the factory, the argument, what it must be and what was given`, () => {
    assert.throws(misuse, (error: unknown) => {
      assert.ok(error instanceof vo.ValueObjectDefinitionError, String(error));
      assert.equal(error.message, message);
      assert.ok(!error.message.includes(SECRET) && !error.message.includes("[object"), error.message);
      return true;
    });
  });
}

test("a member that is no schema: the member, what it must be and what was given", () => {
  assert.throws(
    () => vo.object({ quantity: 42 as never }),
    (error: unknown) => error instanceof vo.ValueObjectDefinitionError && error.message === "Value object quantity, rule schema: a member must be a schema of this library or a Standard Schema (with ~standard.validate); given a number.",
  );
});
