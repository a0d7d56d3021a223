/** Copies a valid cheap-fields input out (unknown members dropped), as the contestants that build a value return it. */
export const copyCheap = (a: Record<string, any>) => {
  const n = a.deeplyNested;
  return { number: a.number, negNumber: a.negNumber, maxNumber: a.maxNumber, string: a.string, longString: a.longString, boolean: a.boolean, deeplyNested: { foo: n.foo, num: n.num, bool: n.bool } };
};
