// Type tests: what the function receives. They run as `tsc` checks (npm run typecheck) and
// as one plain test so the file is not empty.
import assert from "node:assert/strict";
import { test } from "node:test";
import type * as vo from "@adcodicem/value-objects";
import { valueObjectTool } from "@adcodicem/value-objects-ai/langchain";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { expectTypeOf } from "expect-type";
import { type CountryCode, type Iban, type Note, OrderParameters, type Quantity } from "../frameworks/support/order.js";

test("the function receives the branded arguments", () => {
  const placeOrder = valueObjectTool(
    (order) => {
      expectTypeOf(order.iban).toEqualTypeOf<vo.Infer<typeof Iban>>();
      expectTypeOf(order.quantity).toEqualTypeOf<vo.Infer<typeof Quantity>>();
      expectTypeOf(order.country).toEqualTypeOf<vo.Infer<typeof CountryCode>>();
      expectTypeOf(order.note).toEqualTypeOf<vo.Infer<typeof Note> | undefined>();
      expectTypeOf(order.extras).toEqualTypeOf<Record<string, vo.Infer<typeof Quantity>> | undefined>();
      return "ok";
    },
    { name: "place_order", description: "Places an order.", parameters: OrderParameters },
  );
  expectTypeOf(placeOrder).toExtend<StructuredToolInterface>();
  // typed only: the strict dialect is chosen with strict: true
  // @ts-expect-error not a dialect option
  const wrong = () => valueObjectTool(() => "", { name: "x", description: "x", parameters: OrderParameters, dialect: "openai-strict" });
  void wrong;
  assert.equal(placeOrder.name, "place_order");
});
