// Type tests for issue 10: checked by `npx tsc -p tsconfig.json` (a wrong type fails the
// type check, not this run); the runtime test only proves the file loads.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { expectTypeOf } from "expect-type";
import * as vo from "@adcodicem/value-objects";
import { Action, Amount, Day, Notify, Period, Reason, Reference } from "./support/tool-kinds.js";

type Amount = vo.Infer<typeof Amount>;
type Day = vo.Infer<typeof Day>;

// boolean: branded
expectTypeOf<vo.Infer<typeof Notify>>().toEqualTypeOf<boolean & vo.Brand<"Notify">>();
expectTypeOf(Notify.name).toEqualTypeOf<"Notify">();
const takesNotify = (n: vo.Infer<typeof Notify>) => n;
// @ts-expect-error a plain boolean is not a Notify
takesNotify(true);

// literal: the literal type, for each kind of value
export const Card = vo.literal("card");
expectTypeOf<vo.Infer<typeof Card>>().toEqualTypeOf<"card">();
expectTypeOf<vo.Infer<ReturnType<typeof vo.literal<3>>>>().toEqualTypeOf<3>();
expectTypeOf<vo.Infer<ReturnType<typeof vo.literal<false>>>>().toEqualTypeOf<false>();
expectTypeOf(Card.value).toEqualTypeOf<"card">();

// union: the union of its alternatives' types
expectTypeOf<vo.Infer<typeof Reference>>().toEqualTypeOf<(string & vo.Brand<"OrderNumber">) | (number & vo.Brand<"OrderId">)>();
expectTypeOf(Reference.name).toEqualTypeOf<"Reference">();

// named object: branded; its members as read
expectTypeOf<Period>().toEqualTypeOf<{ start: Day; end: Day } & vo.Brand<"Period">>();
const takesPeriod = (p: Period) => p;
// @ts-expect-error an object of the right shape is not a Period until it is read
takesPeriod({ start: Period.shape.start.create("2026-01-01"), end: Period.shape.start.create("2026-01-02") });
takesPeriod(Period.create({ start: "2026-01-01", end: "2026-01-02" }));
// an unnamed object is not branded
expectTypeOf<vo.Infer<ReturnType<typeof vo.object<{ a: typeof Amount }>>>>().toEqualTypeOf<{ a: Amount }>();
// the check reads the members as read
vo.object({ a: Amount, b: Amount }, { check: (v) => { expectTypeOf(v).toEqualTypeOf<{ a: Amount; b: Amount }>(); } });

// discriminated union: narrowed by its key
const describeAction = (action: Action): string => {
  switch (action.type) {
    case "refund":
      expectTypeOf(action.amount).toEqualTypeOf<Amount>();
      return "refund";
    case "cancel":
      expectTypeOf(action).toEqualTypeOf<{ type: "cancel"; reason?: vo.Infer<typeof Reason> }>();
      return "cancel";
    case "suspend":
      expectTypeOf(action.period).toEqualTypeOf<Period>();
      return "suspend";
  }
};
expectTypeOf<vo.InferInput<typeof Action>>().toEqualTypeOf<
  { type: "refund"; amount: number } | { type: "cancel"; reason?: string } | { type: "suspend"; period: { start: string; end: string } }
>();

// tryCreate, create and is on every composite answer its type
expectTypeOf(Action.tryCreate).returns.toEqualTypeOf<vo.Result<Action>>();
expectTypeOf(Period.create).returns.toEqualTypeOf<Period>();
const unknownValue: unknown = { type: "cancel" };
if (Action.is(unknownValue)) expectTypeOf(unknownValue).toEqualTypeOf<Action>();
expectTypeOf(vo.array(Amount).create).returns.toEqualTypeOf<Amount[]>();

// Standard Schema faces infer the same
expectTypeOf<StandardSchemaV1.InferOutput<typeof Action>>().toEqualTypeOf<Action>();
expectTypeOf<StandardSchemaV1.InferOutput<typeof Period>>().toEqualTypeOf<Period>();
expectTypeOf<StandardSchemaV1.InferOutput<typeof Card>>().toEqualTypeOf<"card">();

test("the type tests of the new kinds load (tsc checks them)", () => {
  assert.equal(describeAction(Action.create({ type: "cancel" })), "cancel");
  assert.equal(takesNotify(Notify.create(true)), true);
});
