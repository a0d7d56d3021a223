// Type tests for issue 23 ("two things the newcomer met", the first): alternatives written inline in
// `vo.discriminatedUnion` infer the same types as the same objects declared apart, with no
// `& Brand<any>`; a named alternative keeps its own brand either way. Checked by
// `npx tsc -p tsconfig.json` (a wrong type fails the type check, not this run); the runtime test
// only proves the file loads.
import assert from "node:assert/strict";
import { test } from "node:test";
import { expectTypeOf } from "expect-type";
import * as vo from "@adcodicem/value-objects";

const Amount = vo.integer("Amount", { minimum: 1 });
const Reason = vo.string("Reason", { maxLength: 200 });
type Amount = vo.Infer<typeof Amount>;
type Reason = vo.Infer<typeof Reason>;

// declared apart
const Refund = vo.object({ type: vo.literal("refund"), amount: Amount });
const Cancel = vo.object({ type: vo.literal("cancel"), reason: vo.optional(Reason) });
const Apart = vo.discriminatedUnion("type", [Refund, Cancel]);

// written inline
const Inline = vo.discriminatedUnion("type", [
  vo.object({ type: vo.literal("refund"), amount: Amount }),
  vo.object({ type: vo.literal("cancel"), reason: vo.optional(Reason) }),
]);

type Expected = { type: "refund"; amount: Amount } | { type: "cancel"; reason?: Reason };
expectTypeOf<vo.Infer<typeof Apart>>().toEqualTypeOf<Expected>();
expectTypeOf<vo.Infer<typeof Inline>>().toEqualTypeOf<Expected>();
expectTypeOf<vo.Infer<typeof Inline>>().toEqualTypeOf<vo.Infer<typeof Apart>>();
expectTypeOf<vo.InferInput<typeof Inline>>().toEqualTypeOf<vo.InferInput<typeof Apart>>();
expectTypeOf<vo.InferInput<typeof Inline>>().toEqualTypeOf<{ type: "refund"; amount: number } | { type: "cancel"; reason?: string }>();

// a named alternative keeps its brand, inline or apart
const NamedInline = vo.discriminatedUnion("type", [
  vo.object({ type: vo.literal("refund"), amount: Amount }, { name: "Refund" }),
  vo.object({ type: vo.literal("cancel") }),
]);
expectTypeOf<vo.Infer<typeof NamedInline>>().toEqualTypeOf<({ type: "refund"; amount: Amount } & vo.Brand<"Refund">) | { type: "cancel" }>();

test("the discriminated union type tests load (tsc checks them)", () => {
  assert.deepEqual(Inline.create({ type: "refund", amount: 3 }), Apart.create({ type: "refund", amount: 3 }));
});
