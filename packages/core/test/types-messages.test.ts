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
// @ts-expect-error a literal has no minItems to word
vo.literal("card", { messages: { minItems: "x" } }),
// @ts-expect-error a tuple has no unknown to word
vo.tuple([Quantity], { messages: { unknown: "x" } }),
// @ts-expect-error a record has no oneOf to word
vo.record(Code, Quantity, { messages: { oneOf: "x" } }),
// @ts-expect-error a discriminated union has no noMatch to word (its unknown key is oneOf)
vo.discriminatedUnion("t", [vo.object({ t: vo.literal("a") })], { messages: { noMatch: "x" } }),
];

// the composites that word their own refusals
export const Card = vo.literal("card", { messages: { required: "Say card.", oneOf: "Only {values}." } });
export const Range = vo.tuple([Quantity, Quantity], { messages: { type: "A range.", minItems: "{minItems} ends.", maxItems: "{maxItems} ends." } });
export const Stock = vo.record(Code, Quantity, { messages: { required: "Stock.", type: "Stock by code." } });
export const Action = vo.discriminatedUnion("t", [vo.object({ t: vo.literal("a") })], { messages: { required: "An action.", type: "An object.", oneOf: "One of {values}." } });
expectTypeOf<vo.Infer<typeof Card>>().toEqualTypeOf<"card">();

expectTypeOf(Quantity.tryCreate).parameter(1).toEqualTypeOf<vo.ReadOptions | undefined>();
expectTypeOf<vo.ReadOptions["locale"]>().toEqualTypeOf<vo.Locale | undefined>();
expectTypeOf(fr).toMatchTypeOf<vo.Locale>();
expectTypeOf(fr.table.max).toEqualTypeOf<(n: number | string) => string>();
expectTypeOf<Parameters<typeof vo.validate>[2]>().toEqualTypeOf<vo.ValidateOptions | undefined>();
expectTypeOf<vo.JsonSchemaOptions["locale"]>().toEqualTypeOf<vo.Locale | undefined>();

test("the type tests of own messages and locales load", () => {
  assert.equal(Quantity.tryCreate(500, { locale: fr }).ok, false);
});
