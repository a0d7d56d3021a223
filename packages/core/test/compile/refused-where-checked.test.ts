/**
 * A compiled object reader handles a member's refusal where the member's check is called, not
 * by testing every member's value afterwards: what a value taken as is, a null or absent that
 * passes, or a default reads as is never tested for a refusal. Every member refused at once, on
 * a narrow object (one function) and a wide one (its reads split into functions of 16), gives
 * the loop's answers: the same issues, in member order, with the same paths, and a refused
 * read's bound (`maxIssues`) counts the same.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { answers } from "./support/both-paths.js";

// every form a member checked directly takes: taken as is (with and without bounds), behind a
// check with rules, behind nullable, optional and optional with a default
const forms = () => {
  const Text = vo.string("Text");
  const Amount = vo.number("Amount");
  const Count = vo.integer("Count", { minimum: 0, maximum: 9 });
  const Code = vo.string("Code", { pattern: "^[A-Z]{2}$" });
  return {
    text: Text,
    amount: Amount,
    count: Count,
    flag: vo.boolean("Flag"),
    code: Code,
    nullableText: vo.nullable(Text),
    nullableCode: vo.nullable(Code),
    optionalAmount: vo.optional(Amount),
    optionalCode: vo.optional(Code),
    defaultCount: vo.optional(Count, 3),
    defaultCode: vo.optional(Code, "FR"),
  };
};
const KEYS = Object.keys(forms());
const valid: Record<string, unknown> = { text: "t", amount: 1.5, count: 2, flag: true, code: "DE", nullableText: null, nullableCode: "IT", optionalAmount: -0, optionalCode: "ES", defaultCount: 4, defaultCode: "NL" };
// per form, a value every form refuses: a wrong JSON type (the refusal made without a call where
// the value is taken as is), a rule broken (the check called), null where null does not pass
const BAD: readonly unknown[] = [{}, [], 10, "x", null, true, Infinity];

const narrow = () => vo.object(forms());
// 22 members: two chunks of reads
const wide = () => {
  const shape: Record<string, vo.AnySchema> = {};
  for (const [key, schema] of Object.entries(forms())) {
    shape[key] = schema;
    shape[`${key}2`] = schema;
  }
  return vo.object(shape);
};

test("every member refused at once: the compiled reader's issues are the loop's, in member order, narrow and wide", () => {
  const before = generatedCount();
  const compiled = { narrow: narrow(), wide: wide() };
  const loop = withoutCodeGeneration(() => ({ narrow: narrow(), wide: wide() }));
  let refused = 0;
  for (const bad of BAD) {
    const narrowInput = Object.fromEntries(KEYS.map((key) => [key, bad]));
    const wideInput = Object.fromEntries(KEYS.flatMap((key) => [[key, bad], [`${key}2`, bad]]));
    assert.deepEqual(answers(compiled.narrow, narrowInput), answers(loop.narrow, narrowInput), `narrow: ${JSON.stringify(bad)}`);
    assert.deepEqual(answers(compiled.wide, wideInput), answers(loop.wide, wideInput), `wide: ${JSON.stringify(bad)}`);
    const read = vo.validate(compiled.narrow, narrowInput);
    assert.equal(read.ok, false);
    if (!read.ok) {
      // each issue at its member, in the declared order
      const at = read.issues.map((issue) => issue.path[0]);
      assert.deepEqual(at, KEYS.filter((key) => at.includes(key)));
      assert.ok(read.issues.every((issue) => issue.path.length === 1 && issue.pointer === `/${String(issue.path[0])}`));
      refused += read.issues.length;
    }
  }
  // every form refused something: a form whose refusal went unseen would be missing here
  assert.ok(refused >= BAD.length * 4, `${refused} refusals`);
  assert.ok(generatedCount() > before, "the compiled side generated its readers");
});

test("refused members among accepted ones: each refused member alone, then with its neighbours, reads as the loop reads", () => {
  const compiled = narrow();
  const loop = withoutCodeGeneration(narrow);
  let cases = 0;
  for (const bad of BAD) {
    for (let i = 0; i < KEYS.length; i++) {
      const alone = { ...valid, [KEYS[i]]: bad };
      const pair = { ...alone, [KEYS[(i + 3) % KEYS.length]]: bad };
      assert.deepEqual(answers(compiled, alone), answers(loop, alone), `${KEYS[i]}: ${JSON.stringify(bad)}`);
      assert.deepEqual(answers(compiled, pair), answers(loop, pair), `${KEYS[i]} and another: ${JSON.stringify(bad)}`);
      cases += 2;
    }
  }
  // the valid input: -0 turned to 0 by the check (called, not a refusal), every member kept
  const read = vo.validate(compiled, valid);
  assert.ok(read.ok && Object.is(read.value.optionalAmount, 0));
  assert.deepEqual(answers(compiled, valid), answers(loop, valid));
  assert.equal(cases, BAD.length * KEYS.length * 2);
});
