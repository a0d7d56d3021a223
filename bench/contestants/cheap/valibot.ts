/** The cheap-fields shape in Valibot 1.5, read with `safeParse`. */
import * as v from "valibot";

const ValibotCheap = v.object({
  number: v.number(),
  negNumber: v.number(),
  maxNumber: v.number(),
  string: v.string(),
  longString: v.string(),
  boolean: v.boolean(),
  deeplyNested: v.object({ foo: v.string(), num: v.number(), bool: v.boolean() }),
});
export const valibotCheap = (input: unknown) => v.safeParse(ValibotCheap, input);
