/** The same rules in Zod 4 (classic API), read with `safeParse`. */
import { z } from "zod";

const Period = z
  .strictObject({ start: z.iso.date(), end: z.iso.date() })
  .refine((p) => p.end >= p.start, { message: "The end must not come before the start.", path: ["end"] });
const Action = z.discriminatedUnion("type", [
  z.object({ type: z.literal("refund"), amount: z.number().gt(0).max(10000) }),
  z.object({ type: z.literal("cancel"), reason: z.string().min(3).max(200).optional() }),
  z.object({ type: z.literal("suspend"), period: Period }),
]);
export const ZodKindsParams = z.object({ notify: z.boolean(), action: Action });

export const zodKindsSafeParse = (input: unknown) => ZodKindsParams.safeParse(input);
