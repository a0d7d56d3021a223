/** The cheap-fields shape in Zod 4 (classic), read with `safeParse`. */
import { z } from "zod";

const ZodCheap = z.object({
  number: z.number(),
  negNumber: z.number(),
  maxNumber: z.number(),
  string: z.string(),
  longString: z.string(),
  boolean: z.boolean(),
  deeplyNested: z.object({ foo: z.string(), num: z.number(), bool: z.boolean() }),
});
export const zodCheap = (input: unknown) => ZodCheap.safeParse(input);
