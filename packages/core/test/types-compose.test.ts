// Type tests for issue 23 (composition of objects): checked by `npx tsc -p tsconfig.json` (a wrong
// type fails the type check, not this run); the runtime test only proves the file loads.
import assert from "node:assert/strict";
import { test } from "node:test";
import { expectTypeOf } from "expect-type";
import * as vo from "@adcodicem/value-objects";
import { z } from "zod";

const Country = vo.string("Country", { minLength: 2, maxLength: 2 });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Note = vo.string("Note", { maxLength: 200 });
const Gift = vo.boolean("Gift");
type Country = vo.Infer<typeof Country>;
type Quantity = vo.Infer<typeof Quantity>;
type Note = vo.Infer<typeof Note>;
type Gift = vo.Infer<typeof Gift>;

export const Order = vo.object({ country: Country, quantity: vo.optional(Quantity, 1), note: vo.optional(Note) });

// shape: each member keeps its type, so spreading it keeps every type and every optional member
expectTypeOf(Order.shape.country).toEqualTypeOf<typeof Country>();
const Spread = vo.object({ ...Order.shape, gift: Gift });
expectTypeOf<vo.Infer<typeof Spread>>().toEqualTypeOf<{ country: Country; quantity: Quantity; gift: Gift; note?: Note }>();
expectTypeOf<vo.InferInput<typeof Spread>>().toEqualTypeOf<{ country: string; gift: boolean; quantity?: number; note?: string }>();

// extend: the base's members and the new ones; a member of the same key is replaced
const Extended = vo.extend(Order, { gift: Gift, note: Note });
expectTypeOf<vo.Infer<typeof Extended>>().toEqualTypeOf<{ country: Country; quantity: Quantity; gift: Gift; note: Note }>();
expectTypeOf<vo.InferInput<typeof Extended>>().toEqualTypeOf<{ country: string; gift: boolean; note: string; quantity?: number }>();
const NamedExtended = vo.extend(Order, { gift: Gift }, { name: "GiftOrder" });
expectTypeOf<vo.Infer<typeof NamedExtended>>().toEqualTypeOf<
  { country: Country; quantity: Quantity; gift: Gift; note?: Note } & vo.Brand<"GiftOrder">
>();

// extend keeps a named base's name (and brand) unless options name it again
const NamedOrder = vo.object({ country: Country }, { name: "NamedOrder" });
const KeptName = vo.extend(NamedOrder, { gift: Gift });
expectTypeOf<vo.Infer<typeof KeptName>>().toEqualTypeOf<{ country: Country; gift: Gift } & vo.Brand<"NamedOrder">>();
const Renamed = vo.extend(NamedOrder, { gift: Gift }, { name: "Other" });
expectTypeOf<vo.Infer<typeof Renamed>>().toEqualTypeOf<{ country: Country; gift: Gift } & vo.Brand<"Other">>();
// the other four drop the name: their values carry no brand
const PickedNamed = vo.pick(NamedOrder, ["country"]);
expectTypeOf<vo.Infer<typeof PickedNamed>>().toEqualTypeOf<{ country: Country }>();

// pick and omit: the keys are typed; a picked optional member stays optional
const Picked = vo.pick(Order, ["country", "note"]);
expectTypeOf<vo.Infer<typeof Picked>>().toEqualTypeOf<{ country: Country; note?: Note }>();
expectTypeOf<vo.InferInput<typeof Picked>>().toEqualTypeOf<{ country: string; note?: string }>();
assert.throws(() =>
  // @ts-expect-error a key the object does not have
  vo.pick(Order, ["county"]),
);
const Omitted = vo.omit(Order, ["country"]);
expectTypeOf<vo.Infer<typeof Omitted>>().toEqualTypeOf<{ quantity: Quantity; note?: Note }>();
expectTypeOf<vo.InferInput<typeof Omitted>>().toEqualTypeOf<{ quantity?: number; note?: string }>();
assert.throws(() =>
  // @ts-expect-error a key the object does not have
  vo.omit(Order, ["county"]),
);

// partial: input and output optional, a default dropped; with keys, those only
const Partial = vo.partial(Order);
expectTypeOf<vo.Infer<typeof Partial>>().toEqualTypeOf<{ country?: Country; quantity?: Quantity; note?: Note }>();
expectTypeOf<vo.InferInput<typeof Partial>>().toEqualTypeOf<{ country?: string; quantity?: number; note?: string }>();
const PartialCountry = vo.partial(Order, ["country"]);
expectTypeOf<vo.Infer<typeof PartialCountry>>().toEqualTypeOf<{ quantity: Quantity; country?: Country; note?: Note }>();

// required: every member (or those named) required, a default dropped
const Required = vo.required(Order);
expectTypeOf<vo.Infer<typeof Required>>().toEqualTypeOf<{ country: Country; quantity: Quantity; note: Note }>();
expectTypeOf<vo.InferInput<typeof Required>>().toEqualTypeOf<{ country: string; quantity: number; note: string }>();
const RequiredNote = vo.required(Order, ["note"]);
expectTypeOf<vo.InferInput<typeof RequiredNote>>().toEqualTypeOf<{ country: string; note: string; quantity?: number }>();
assert.throws(() =>
  // @ts-expect-error a key the object does not have
  vo.required(Order, ["county"]),
);

// brands are kept: a member's brand, through each helper
const takesCountry = (c: Country) => c;
const picked = Picked.create({ country: "DE" });
takesCountry(picked.country);
// @ts-expect-error a plain string is not a Country
takesCountry("DE");

// a foreign member: held (and typed) as the node that reads it, with the foreign schema's input and output
const WithZod = vo.object({ tags: z.array(z.string()).max(3), country: Country });
expectTypeOf(WithZod.shape.tags).toEqualTypeOf<vo.ForeignNode<string[], string[]>>();
const ZodExtended = vo.extend(WithZod, { note: Note });
expectTypeOf<vo.Infer<typeof ZodExtended>>().toEqualTypeOf<{ tags: string[]; country: Country; note: Note }>();
const ZodPicked = vo.pick(WithZod, ["tags"]);
expectTypeOf<vo.Infer<typeof ZodPicked>>().toEqualTypeOf<{ tags: string[] }>();
const ZodSpread = vo.object({ ...WithZod.shape });
expectTypeOf<vo.Infer<typeof ZodSpread>>().toEqualTypeOf<{ tags: string[]; country: Country }>();

test("the type tests of composition load", () => {
  assert.equal(Order.kind, "object");
  assert.equal(vo.validate(ZodPicked, { tags: ["a", "b", "c", "d"] }).ok, false);
  assert.equal(vo.validate(ZodExtended, { tags: ["a"], country: "DE", note: "n" }).ok, true);
  assert.equal(vo.validate(ZodSpread, { tags: [1], country: "DE" }).ok, false);
});
