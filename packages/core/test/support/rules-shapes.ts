/**
 * Declares value objects of three kinds, twenty of each, and prints whether the frozen rules of
 * two of one kind share V8's shape (run with --allow-natives-syntax, by rules-shapes.test.ts).
 */
import * as vo from "@adcodicem/value-objects";

const sameShape = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;
const kinds: Record<string, (i: number) => { readonly rules: object }> = {
  string: (i) => vo.string(`Code${i}`, { description: "A code.", pattern: `^[A-Z]{${1 + (i % 7)}}$`, minLength: 1, maxLength: 20 + i }),
  integer: (i) => vo.integer(`Count${i}`, { description: "A count.", minimum: i % 10, maximum: 100 + i }),
  oneOf: (i) => vo.oneOf(`Choice${i}`, [`A${i}`, `B${i}`], { description: "A choice." }),
};
for (const [kind, declare] of Object.entries(kinds)) {
  const declared = Array.from({ length: 20 }, (_, i) => declare(i));
  console.log(`${kind} ${sameShape(declared[3].rules, declared[19].rules)}`);
}
