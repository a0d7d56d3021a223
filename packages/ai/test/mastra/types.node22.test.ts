// Type tests: what execute receives. They run as `tsc` checks (npm run typecheck) and as one
// plain test so the file is not empty.
import assert from "node:assert/strict";
import { test } from "node:test";
import type * as vo from "@adcodicem/value-objects";
import { valueObjectTool } from "@adcodicem/value-objects-ai/mastra";
import { expectTypeOf } from "expect-type";
import { OrderParameters, type Quantity } from "../frameworks/support/order.js";

test("execute receives the branded arguments", () => {
  const placeOrder = valueObjectTool({
    id: "place_order",
    description: "Places an order.",
    parameters: OrderParameters,
    execute: (order) => {
      // the value the rules read: branded members, the optional ones possibly absent
      expectTypeOf(order).toEqualTypeOf<vo.Infer<typeof OrderParameters>>();
      expectTypeOf(order.quantity).toEqualTypeOf<vo.Infer<typeof Quantity>>();
      return "ok";
    },
  });
  expectTypeOf(placeOrder.id).toEqualTypeOf<"place_order">();
  assert.equal(placeOrder.id, "place_order");
  assert.equal((placeOrder as { strict?: boolean }).strict, false);
});
