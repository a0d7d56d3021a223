// Type tests: what the function receives. They run as `tsc` checks (npm run typecheck) and
// as one plain test so the file is not empty.
import assert from "node:assert/strict";
import { test } from "node:test";
import type * as vo from "@adcodicem/value-objects";
import { valueObjectTool } from "@adcodicem/value-objects-ai/langchain";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { expectTypeOf } from "expect-type";
import { OrderParameters, type Quantity } from "../frameworks/support/order.js";

test("the function receives the branded arguments", () => {
  const placeOrder = valueObjectTool(
    (order) => {
      // the value the rules read: branded members, the optional ones possibly absent
      expectTypeOf(order).toEqualTypeOf<vo.Infer<typeof OrderParameters>>();
      expectTypeOf(order.quantity).toEqualTypeOf<vo.Infer<typeof Quantity>>();
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
