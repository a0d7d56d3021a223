/**
 * A value object reads its rules once, as its own enumerable properties (what `{ ...rules }`
 * copies): its check, its JSON Schema, and a compiled reader's choice to take a value without
 * calling the check all see the same rules. A rule only inherited (a class's getter, a prototype)
 * or not enumerable is no rule (red-team finding: the check enforced it, the schema and the
 * compiled members did not).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";

class TextRules {
  get maxLength() {
    return 3;
  }
}
const hidden = <T extends object>(rules: T, key: string, value: unknown): T => Object.defineProperty(rules, key, { value, enumerable: false });

type Checked = vo.Schema<unknown>;
const CASES: [string, () => Checked, unknown][] = [
  ["a class's getter", () => vo.string("Code", new TextRules() as never) as Checked, "abcdef"],
  ["a prototype's rule", () => vo.integer("Count", Object.create({ maximum: 5 })), 50],
  ["a rule not enumerable", () => vo.string("Code", hidden({}, "maxLength", 1)), "abcdef"],
  ["a pattern not enumerable", () => vo.string("Code", hidden({}, "pattern", "^a$")), "b"],
];

for (const [what, declare, input] of CASES) {
  test(`${what}: the check, the schema and the compiled and loop members all read the same rules`, () => {
    const alone = declare();
    const accepted = alone.tryCreate(input).ok;
    const schema = vo.toJsonSchema(alone) as Record<string, unknown>;
    const said = ["maxLength", "maximum", "pattern"].some((k) => k in schema);
    assert.equal(said, !accepted, `schema ${JSON.stringify(schema)} against the check's answer`);
    const wrap = (s: Checked) => [vo.object({ m: s }), vo.array(s), vo.record(s), vo.optional(s), vo.nullable(s), vo.union("U", [s, vo.boolean("B")])] as unknown as Checked[];
    const inputs = [{ m: input }, [input], { k: input }, input, input, input];
    const compiled = wrap(alone);
    const loops = withoutCodeGeneration(() => wrap(declare()));
    compiled.forEach((c, i) => {
      assert.equal(c.tryCreate(inputs[i]).ok, accepted, `compiled ${i}`);
      assert.equal(loops[i].tryCreate(inputs[i]).ok, accepted, `loop ${i}`);
    });
  });
}

test("a RegExp pattern changed after declaration changes neither the check nor the schema (red-team finding)", () => {
  const declared = /^a+$/u;
  const Code = vo.string("Code", { pattern: declared });
  declared.compile("^b+$", "u");
  assert.equal(Code.tryCreate("aaa").ok, true);
  assert.equal(Code.tryCreate("bbb").ok, false);
  assert.equal((vo.toJsonSchema(Code) as { pattern?: string }).pattern, "^a+$");
  assert.equal(Code.rules.pattern, "^a+$", "kept as its text: nothing left to change");
});
