// Type tests: what execute receives and what the run's final output is. They run as `tsc`
// checks (npm run typecheck) and as one plain test so the file is not empty.
import assert from "node:assert/strict";
import { test } from "node:test";
import type * as vo from "@adcodicem/value-objects";
import { valueObjectOutputType, valueObjectTool } from "@adcodicem/value-objects-ai/openai-agents";
import { Agent, type FunctionTool, run } from "@openai/agents";
import { expectTypeOf } from "expect-type";
import { type CountryCode, type Iban, type Note, OrderConfirmation, OrderParameters, type Quantity } from "../frameworks/support/order.js";

test("execute receives the branded arguments; the final output is the answer's value", () => {
  const placeOrder = valueObjectTool({
    name: "place_order",
    description: "Places an order.",
    parameters: OrderParameters,
    execute: (order) => {
      // the value the rules read: branded members, the optional ones possibly absent
      expectTypeOf(order).toEqualTypeOf<vo.Infer<typeof OrderParameters>>();
      expectTypeOf(order.quantity).toEqualTypeOf<vo.Infer<typeof Quantity>>();
      // @ts-expect-error a plain number is not a Quantity
      const q: vo.Infer<typeof Quantity> = 3;
      void q;
      return { orderId: "o-1" };
    },
  });
  expectTypeOf(placeOrder).toExtend<FunctionTool<unknown, any, any>>();
  const agent = new Agent({ name: "Shop", instructions: "Confirm.", outputType: valueObjectOutputType(OrderConfirmation), tools: [placeOrder] });
  // typed only: never run
  const finalOutput = async () => (await run(agent, "Confirm.")).finalOutput;
  expectTypeOf(finalOutput).returns.resolves.toEqualTypeOf<vo.Infer<typeof OrderConfirmation> | undefined>();
  // @ts-expect-error parameters must be value-object schemas
  assert.throws(() => valueObjectTool({ name: "x", description: "x", parameters: 42, execute: () => "" }), TypeError);
  assert.equal(placeOrder.type, "function");
  assert.equal(placeOrder.strict, true);
});
