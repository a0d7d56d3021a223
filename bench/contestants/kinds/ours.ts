/** The tool's parameters in value objects, read through `~standard.validate` and `vo.validate`. */
import * as vo from "@adcodicem/value-objects";

const Day = vo.date("Day");
const Period = vo.object(
  { start: Day, end: Day },
  {
    name: "Period",
    unknown: "refuse",
    check: (p) => (p.end < p.start ? { code: "period.reversed", message: "The end must not come before the start.", path: ["end"] } : undefined),
    checkDescription: "The end is on or after the start.",
  },
);
const Action = vo.discriminatedUnion("type", [
  vo.object({ type: vo.literal("refund"), amount: vo.number("Amount", { exclusiveMinimum: 0, maximum: 10000 }) }),
  vo.object({ type: vo.literal("cancel"), reason: vo.optional(vo.string("Reason", { minLength: 3, maxLength: 200 })) }),
  vo.object({ type: vo.literal("suspend"), period: Period }),
]);
export const KindsParams = vo.object({ notify: vo.boolean("Notify"), action: Action });

const standard = KindsParams["~standard"];
export const oursKindsStandard = (input: unknown) => standard.validate(input);
export const oursKindsValidate = (input: unknown) => vo.validate(KindsParams, input);
