// A locale is the program's, but its words run inside a read: one whose sentence function throws, or
// answers what is not a text, must not make a read throw (SECURITY §5: no read throws, whatever the
// rules). The refusal keeps its code and path and is said in English (red-team round 11 #2).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Order = vo.object({ quantity: Quantity, note: vo.string("Note", { maxLength: 3 }) });
const input = { quantity: 500, note: "long" };

const brokenWords: Record<string, () => unknown> = {
  throws: () => {
    throw new Error("translation service down");
  },
  "throws a RangeError": () => {
    throw new RangeError("deep");
  },
  "answers a symbol": () => Symbol("s"),
  "answers an object whose text throws": () => ({
    toString() {
      throw new Error("no text");
    },
  }),
};

for (const [how, word] of Object.entries(brokenWords)) {
  test(`a locale whose sentence ${how}: every read answers, the refusal in English with its code and path`, () => {
    const broken = vo.defineLocale("xx", { ...fr.table, max: word as never });
    const english = vo.validate(Order, input);
    assert.equal(english.ok, false);
    const answers = [
      vo.validate(Order, input, { locale: broken }),
      vo.validate(Order, input, { locale: broken, maxIssues: 1 }),
    ];
    for (const answer of answers) {
      assert.equal(answer.ok, false, how);
      if (answer.ok || english.ok) continue;
      const first = answer.issues[0]!;
      assert.deepEqual({ ...first }, { ...english.issues[0]! }, how);
    }
    const standard = Order["~standard"].validate(input, { libraryOptions: { locale: broken } }) as { issues?: readonly { message: string; path?: unknown }[] };
    assert.equal(standard.issues?.[0]?.message, english.ok ? "" : english.issues[0]!.message, how);
    // the other refusal is said in the locale as usual
    assert.equal(typeof standard.issues?.[1]?.message, "string");
    assert.notEqual(standard.issues?.[1]?.message, english.ok ? "" : english.issues[1]!.message, how);
    const created = Quantity.tryCreate(500, { locale: broken });
    assert.equal(created.ok, false);
    if (!created.ok) {
      assert.equal(created.error.code, vo.OUT_OF_RANGE);
      assert.equal(typeof created.error.message, "string");
    }
    const whole = Order.tryCreate(input, { locale: broken });
    assert.equal(whole.ok, false);
  });
}
