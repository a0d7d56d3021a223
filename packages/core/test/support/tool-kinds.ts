// The value objects of a whole tool (issue 10): a flag, an action picked from three
// shapes, and a period whose end follows its start. Shared by the tests that need them.
import * as vo from "@adcodicem/value-objects";

export const Day = vo.date("Day", { description: "A calendar day." });
export const Amount = vo.number("Amount", { description: "An amount in euros.", exclusiveMinimum: 0, maximum: 10000, multipleOf: 0.01 });
export const Reason = vo.string("Reason", { minLength: 3, maxLength: 200 });
export const OrderNumber = vo.string("OrderNumber", { pattern: "^ORD-[0-9]{6}$" });
export const Notify = vo.boolean("Notify", { description: "Whether the customer is told." });

export const Period = vo.object(
  { start: Day, end: Day },
  {
    name: "Period",
    description: "The days the action covers.",
    check: (p) => (p.end < p.start ? { code: "period.reversed", message: "The end must not come before the start.", path: ["end"] } : undefined),
    checkDescription: "The end is on or after the start.",
    unknown: "refuse",
  },
);
export type Period = vo.Infer<typeof Period>;

export const Refund = vo.object({ type: vo.literal("refund"), amount: Amount });
export const Cancel = vo.object({ type: vo.literal("cancel"), reason: vo.optional(Reason) });
export const Suspend = vo.object({ type: vo.literal("suspend"), period: Period });
export const Action = vo.discriminatedUnion("type", [Refund, Cancel, Suspend], { description: "What to do with the order." });
export type Action = vo.Infer<typeof Action>;

export const Reference = vo.union("Reference", [OrderNumber, vo.integer("OrderId", { minimum: 1 })], { description: "An order number or id." });

/** The parameters of a tool holding all of them. */
export const ActParameters = vo.object({
  order: vo.describe(Reference, "The order to act on."),
  action: Action,
  notify: Notify,
});
