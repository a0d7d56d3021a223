// Type tests for issue 23 (keyed records and tuples): checked by `npx tsc -p tsconfig.json` (a wrong
// type fails the type check, not this run); the runtime test only proves the file loads.
import assert from "node:assert/strict";
import { test } from "node:test";
import { expectTypeOf } from "expect-type";
import * as vo from "@adcodicem/value-objects";

const Country = vo.oneOf("Country", ["FR", "DE"]);
const Code = vo.string("Code", { pattern: "^[a-z]+$" });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Latitude = vo.number("Latitude", { minimum: -90, maximum: 90 });
const Longitude = vo.number("Longitude", { minimum: -180, maximum: 180 });
const Label = vo.string("Label", { maxLength: 20 });
type Code = vo.Infer<typeof Code>;
type Quantity = vo.Infer<typeof Quantity>;
type Latitude = vo.Infer<typeof Latitude>;
type Longitude = vo.Infer<typeof Longitude>;
type Label = vo.Infer<typeof Label>;

// a record without a key value object: any string key, as before
const Stock = vo.record(Quantity);
expectTypeOf<vo.Infer<typeof Stock>>().toEqualTypeOf<Record<string, Quantity>>();
expectTypeOf<vo.InferInput<typeof Stock>>().toEqualTypeOf<Record<string, number>>();

// keyed by a closed set: keys as the set spells them (so `.FR` indexes it), values branded, any key may be absent
const StockByCountry = vo.record(Country, Quantity);
expectTypeOf<vo.Infer<typeof StockByCountry>>().toEqualTypeOf<Partial<Record<"FR" | "DE", Quantity>>>();
expectTypeOf<vo.InferInput<typeof StockByCountry>>().toEqualTypeOf<Partial<Record<"FR" | "DE", number>>>();
const read = StockByCountry.create({ FR: 3 });
expectTypeOf(read.FR).toEqualTypeOf<Quantity | undefined>();

// keyed by a string value object: string keys (a branded key type could not index it), values branded
const ByCode = vo.record(Code, Quantity, { description: "Stock by code." });
expectTypeOf<vo.Infer<typeof ByCode>>().toEqualTypeOf<Partial<Record<string, Quantity>>>();
const code: Code = Code.create("abc");
expectTypeOf(ByCode.create({ abc: 1 })[code]).toEqualTypeOf<Quantity | undefined>();
expectTypeOf<vo.InferInput<typeof ByCode>>().toEqualTypeOf<Partial<Record<string, number>>>();

// a tuple: each position its own branded type
const Point = vo.tuple([Latitude, Longitude]);
expectTypeOf<vo.Infer<typeof Point>>().toEqualTypeOf<[Latitude, Longitude]>();
expectTypeOf<vo.InferInput<typeof Point>>().toEqualTypeOf<[number, number]>();

// with a rest: the positions, then any number of the rest
const Path = vo.tuple([Label], { rest: Point });
expectTypeOf<vo.Infer<typeof Path>>().toEqualTypeOf<[Label, ...[Latitude, Longitude][]]>();
expectTypeOf<vo.InferInput<typeof Path>>().toEqualTypeOf<[string, ...[number, number][]]>();

// an optional position with a default reads as its value; one without may be absent
const Range = vo.tuple([Label, vo.optional(Label, "end"), vo.optional(Quantity)]);
expectTypeOf<vo.Infer<typeof Range>>().toEqualTypeOf<[Label, Label, Quantity | undefined]>();

// in an object, both keep their types
const Delivery = vo.object({ stock: StockByCountry, route: Path });
expectTypeOf<vo.Infer<typeof Delivery>>().toEqualTypeOf<{ stock: Partial<Record<"FR" | "DE", Quantity>>; route: [Label, ...[Latitude, Longitude][]] }>();

test("the type tests of keyed records and tuples load; a tuple of one schema, not a list, is refused by type and at declaration", () => {
  // @ts-expect-error a tuple takes a list of schemas
  assert.throws(() => vo.tuple(Latitude), /rule items: must be a list of schemas; given one schema \(of kind number\)/);
  assert.deepEqual(Point.create([1, 2]), [1, 2]);
  assert.deepEqual(Range.create(["a"]), ["a", "end"]);
});
