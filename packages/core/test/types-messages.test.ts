// Type tests (issue 24): checked by `npx tsc -p tsconfig.json` (a wrong type fails the type check,
// not this run); the runtime test only proves the file loads. A value object's `messages` take the
// keys of its kind's rules and its refusals, each a text; `locale` is a per-call option.
import assert from "node:assert/strict";
import { test } from "node:test";
import { expectTypeOf } from "expect-type";
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";

export const Quantity = vo.integer("Quantity", { maximum: 100, messages: { maximum: "At most {maximum}.", required: "Say how many.", type: "A whole number." } });
export const Code = vo.string("Code", { maxLength: 3, pattern: "^[A-Z]+$", messages: { maxLength: "Three letters.", pattern: "Capitals." } });
export const Day = vo.date("Day", { min: "2026-01-01", messages: { min: "From {min}." } });
export const Country = vo.oneOf("Country", ["FR", "DE"], { messages: { oneOf: "We deliver to {values}." } });
export const Ref = vo.union("Ref", [Quantity, Code], { messages: { noMatch: "A quantity or a code." } });

// declarations the type check refuses (never run: each is a definition error at run time too)
export const refused = () => [
// @ts-expect-error an integer has no minLength to word
vo.integer("N", { messages: { minLength: "x" } }),
// @ts-expect-error a string has no maximum to word
vo.string("S", { messages: { maximum: "x" } }),
// @ts-expect-error a date has no pattern to word
vo.date("D", { messages: { pattern: "x" } }),
// @ts-expect-error a message is a text
vo.integer("N", { maximum: 1, messages: { maximum: 1 } }),
// @ts-expect-error a union has no type refusal of its own
vo.union("U", [Quantity, Code], { messages: { type: "x" } }),
];

expectTypeOf(Quantity.tryCreate).parameter(1).toEqualTypeOf<vo.ReadOptions | undefined>();
expectTypeOf<vo.ReadOptions["locale"]>().toEqualTypeOf<vo.Locale | undefined>();
expectTypeOf(fr).toMatchTypeOf<vo.Locale>();
expectTypeOf(fr.table.max).toEqualTypeOf<(n: number | string) => string>();
expectTypeOf<Parameters<typeof vo.validate>[2]>().toEqualTypeOf<vo.ValidateOptions | undefined>();
expectTypeOf<vo.JsonSchemaOptions["locale"]>().toEqualTypeOf<vo.Locale | undefined>();

test("the type tests of own messages and locales load", () => {
  assert.equal(Quantity.tryCreate(500, { locale: fr }).ok, false);
});
