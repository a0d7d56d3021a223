// Type tests: checked by `npx tsc -p tsconfig.json` (a wrong type fails the type check,
// not this run); the runtime test only proves the file loads.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { expectTypeOf } from "expect-type";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { CountryCode, Iban, OrderParameters, Quantity } from "./support/design-example.js";

// Exported, so that the declaration emit must be able to name each inferred type.
export const Note = vo.string("Note", { maxLength: 200 });
export const Size = vo.oneOf("Size", [36, 38]);
export const Order = vo.object({ note: vo.optional(Note), size: Size });


// a value object is its branded primitive
expectTypeOf<Iban>().toEqualTypeOf<string & vo.Brand<"Iban">>();
expectTypeOf<Quantity>().toEqualTypeOf<number & vo.Brand<"Quantity">>();
expectTypeOf<vo.Infer<ReturnType<typeof vo.date<"Day">>>>().toEqualTypeOf<string & vo.Brand<"Day">>();
expectTypeOf<vo.Infer<ReturnType<typeof vo.dateTime<"Slot">>>>().toEqualTypeOf<string & vo.Brand<"Slot">>();
expectTypeOf<vo.Infer<ReturnType<typeof vo.number<"Price">>>>().toEqualTypeOf<number & vo.Brand<"Price">>();

// oneOf: the literal union, branded
expectTypeOf<CountryCode>().toEqualTypeOf<("FR" | "DE") & vo.Brand<"CountryCode">>();
expectTypeOf<vo.Infer<typeof Size>>().toEqualTypeOf<(36 | 38) & vo.Brand<"Size">>();

// create, tryCreate and is answer the branded type
expectTypeOf(Iban.create).returns.toEqualTypeOf<Iban>();
expectTypeOf(Quantity.tryCreate).returns.toEqualTypeOf<vo.Result<Quantity>>();
const unknownValue: unknown = "FR7630006000011234567890189";
if (Iban.is(unknownValue)) expectTypeOf(unknownValue).toEqualTypeOf<Iban>();
expectTypeOf(Iban.name).toEqualTypeOf<"Iban">();

// object: required and optional members
type OrderParameters = vo.Infer<typeof OrderParameters>;
expectTypeOf<OrderParameters>().toEqualTypeOf<{ iban: Iban; quantity: Quantity; country: CountryCode }>();
const WithOptional = vo.object({ iban: Iban, note: vo.optional(Note), quantity: vo.optional(Quantity, 1) });
// an optional member without a default may be absent; with a default, it is always there
expectTypeOf<vo.Infer<typeof WithOptional>>().toEqualTypeOf<{ iban: Iban; note?: vo.Infer<typeof Note>; quantity: Quantity }>();
// on input, both may be absent
expectTypeOf<vo.InferInput<typeof WithOptional>>().toEqualTypeOf<{ iban: string; note?: string; quantity?: number }>();

// nullable adds null
expectTypeOf<vo.Infer<ReturnType<typeof vo.nullable<typeof Iban>>>>().toEqualTypeOf<Iban | null>();
const WithNullable = vo.object({ coupon: vo.nullable(Note) });
expectTypeOf<vo.Infer<typeof WithNullable>>().toEqualTypeOf<{ coupon: vo.Infer<typeof Note> | null }>();

// array and record hold branded items
expectTypeOf<vo.Infer<ReturnType<typeof vo.array<typeof Iban>>>>().toEqualTypeOf<Iban[]>();
expectTypeOf<vo.Infer<ReturnType<typeof vo.record<typeof Quantity>>>>().toEqualTypeOf<Record<string, Quantity>>();

// describe keeps the type
expectTypeOf(vo.describe(Iban, "The account.")).toEqualTypeOf(Iban);
expectTypeOf(vo.withDescription(Iban, "The account.")).toEqualTypeOf(Iban);

// a foreign Zod member infers Zod's output
const WithZod = vo.object({ reference: z.string(), count: z.number().optional() });
expectTypeOf<vo.Infer<typeof WithZod>>().toEqualTypeOf<{ reference: string; count: number | undefined }>();

// a plain string is not an Iban, and an Iban is not another brand
expectTypeOf<string>().not.toExtend<Iban>();
expectTypeOf<Iban>().not.toExtend<vo.Infer<typeof Note>>();
expectTypeOf<Iban>().toExtend<string>();
const takesIban = (iban: Iban) => iban;
// @ts-expect-error a plain string is not assignable to Iban
takesIban("FR7630006000011234567890189");
// @ts-expect-error another brand is not assignable to Iban
takesIban(Note.create("x"));
takesIban(Iban.create("FR7630006000011234567890189"));

// every schema is a Standard Schema and a Standard JSON Schema, as the spec package types them
expectTypeOf(Iban).toExtend<StandardSchemaV1<string, Iban>>();
expectTypeOf(Iban).toExtend<StandardJSONSchemaV1<string, Iban>>();
expectTypeOf(OrderParameters).toExtend<StandardSchemaV1<unknown, OrderParameters>>();
expectTypeOf<StandardSchemaV1.InferOutput<typeof OrderParameters>>().toEqualTypeOf<OrderParameters>();

test("the type tests load (tsc checks them)", () => {
  assert.equal(takesIban(Iban.create("FR7630006000011234567890189")), "FR7630006000011234567890189");
});
