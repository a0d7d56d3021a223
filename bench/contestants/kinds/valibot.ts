/** The same rules in Valibot 1.5, read with `safeParse`. */
import * as v from "valibot";

const Period = v.pipe(
  v.strictObject({ start: v.pipe(v.string(), v.isoDate()), end: v.pipe(v.string(), v.isoDate()) }),
  v.forward(v.check((p) => p.end >= p.start, "The end must not come before the start."), ["end"]),
);
const Action = v.variant("type", [
  v.object({ type: v.literal("refund"), amount: v.pipe(v.number(), v.gtValue(0), v.maxValue(10000)) }),
  v.object({ type: v.literal("cancel"), reason: v.optional(v.pipe(v.string(), v.minLength(3), v.maxLength(200))) }),
  v.object({ type: v.literal("suspend"), period: Period }),
]);
export const ValibotKindsParams = v.object({ notify: v.boolean(), action: Action });

export const valibotKindsSafeParse = (input: unknown) => v.safeParse(ValibotKindsParams, input);
