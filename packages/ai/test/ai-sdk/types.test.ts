// Type tests: what execute receives, what the tool and the answer give back. They run
// as `tsc` checks (npm run typecheck) and as one plain test so the file is not empty.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import type { ArgumentRefusal } from "@adcodicem/value-objects-ai";
import { generateChecked, valueObjectOutput, valueObjectTool } from "@adcodicem/value-objects-ai/ai-sdk";
import { expectTypeOf } from "expect-type";
import { generateText, type InferToolInput, type InferToolOutput, type ToolSet } from "ai";
import { CountryCode, Iban, Note, OrderParameters, Quantity } from "../../../../test-support/shop.js";

type Iban = vo.Infer<typeof Iban>;
type Quantity = vo.Infer<typeof Quantity>;
type CountryCode = vo.Infer<typeof CountryCode>;
type Note = vo.Infer<typeof Note>;

test("execute receives the branded value of the parameters", () => {
  const fromObject = valueObjectTool({
    parameters: OrderParameters,
    execute: (order) => {
      expectTypeOf(order).toEqualTypeOf<vo.Infer<typeof OrderParameters>>();
      expectTypeOf(order.iban).toEqualTypeOf<Iban>();
      expectTypeOf(order.quantity).toEqualTypeOf<Quantity>();
      expectTypeOf(order.country).toEqualTypeOf<CountryCode>();
      expectTypeOf(order.alternates).toEqualTypeOf<Iban[]>();
      expectTypeOf(order.note).toEqualTypeOf<Note | undefined>();
      // @ts-expect-error a plain number is not a Quantity
      const q: Quantity = 3;
      void q;
      return { orderId: "o-1" };
    },
  });
  const fromShape = valueObjectTool({
    parameters: { iban: Iban, quantity: vo.optional(Quantity, 1) },
    execute: async ({ iban, quantity }) => {
      expectTypeOf(iban).toEqualTypeOf<Iban>();
      expectTypeOf(quantity).toEqualTypeOf<Quantity>();
      return iban.length;
    },
  });
  // the model sends plain JSON; the result is the execute result or the refusal object
  expectTypeOf<InferToolInput<typeof fromShape>>().toEqualTypeOf<{ iban: string; quantity?: number }>();
  expectTypeOf<InferToolOutput<typeof fromShape>>().toEqualTypeOf<number | ArgumentRefusal>();
  expectTypeOf<InferToolOutput<typeof fromObject>>().toEqualTypeOf<{ orderId: string } | ArgumentRefusal>();
  expectTypeOf({ place_order: fromObject, check: fromShape }).toExtend<ToolSet>();
  assert.equal(typeof fromObject.execute, "function");
});

test("an answer is typed by its schema", () => {
  const output = valueObjectOutput(vo.array(Quantity));
  type Answer = Awaited<ReturnType<typeof generateText<{}, Record<string, unknown>, typeof output>>>["output"];
  expectTypeOf<Answer>().toEqualTypeOf<Quantity[]>();
  type Checked = Awaited<ReturnType<typeof generateChecked<typeof OrderParameters>>>["value"];
  expectTypeOf<Checked>().toEqualTypeOf<vo.Infer<typeof OrderParameters>>();
  assert.equal(output.name, "value-object");
});
