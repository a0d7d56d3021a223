/**
 * Property (issue 23): on generated trees, a recursive schema's compiled reader answers as
 * its loop does (every face), and its verdict is Ajv's on the `standard` schema it writes
 * (2020-12 and draft-07), definitions and references included.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { answers } from "../compile/support/both-paths.js";
import { makeAjv } from "../support/ajv.js";
import { declareCategory, declareThread } from "./support.js";

const SEED = 20261206;

// a title: mostly good, sometimes empty, too long or not text
const title = fc.oneof(
  { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>("", "x".repeat(81), 3, null) },
);
// a tree up to `levels` deep: sometimes too many children, an extra member, a child that is not an object
const treeOf = (levels: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: levels === 0 ? 1 : 8, arbitrary: fc.record(
      { title, note: title, children: levels === 0 ? fc.constant([]) : fc.array(treeOf(levels - 1), { maxLength: 5 }), extra: fc.integer() },
      { requiredKeys: ["title", "children"] },
    ) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, "leaf", [], 1) },
  );
const tree = treeOf(4);

test("a recursive schema's compiled reader and its loop answer alike on generated trees (seeded)", (t) => {
  const before = generatedCount();
  const compiled = declareCategory();
  const loop = withoutCodeGeneration(declareCategory);
  let cases = 0;
  let accepted = 0;
  fc.assert(
    fc.property(tree, (input) => {
      cases++;
      const expected = answers(loop, input);
      assert.deepEqual(answers(compiled, input), expected);
      if ((expected as { validate: { ok: boolean } }).validate.ok) accepted++;
    }),
    { seed: SEED, numRuns: 800 },
  );
  const thread = [declareThread(), withoutCodeGeneration(() => declareThread())] as const;
  const postOf = (levels: number): fc.Arbitrary<unknown> =>
    fc.record({
      replies: levels === 0 ? fc.constant([]) : fc.array(postOf(levels - 1), { maxLength: 3 }),
      kind: fc.constantFrom("question", "answer", "other"),
      text: fc.string({ maxLength: 22 }),
    });
  const post = postOf(4);
  fc.assert(fc.property(post, (input) => assert.deepEqual(answers(thread[0], input), answers(thread[1], input))), { seed: SEED, numRuns: 400 });
  t.diagnostic(`${cases} trees, ${accepted} accepted`);
  assert.ok(accepted > cases / 10 && accepted < cases, "both verdicts are met often");
  assert.ok(generatedCount() > before, "the compiled side generated its readers");
});

test("our verdict on generated trees is Ajv's on the standard schema we write (2020-12 and draft-07)", () => {
  const Category = declareCategory();
  const validators = (["draft-2020-12", "draft-07"] as const).map((draft) => makeAjv(draft).compile(vo.toJsonSchema(Category, { profile: "standard", target: draft })));
  let refused = 0;
  fc.assert(
    fc.property(tree, (input) => {
      const ours = Category.tryCreate(input).ok;
      if (!ours) refused++;
      for (const validate of validators) assert.equal(validate(input), ours, JSON.stringify(input));
    }),
    { seed: SEED, numRuns: 800 },
  );
  assert.ok(refused > 50, "refused trees are met often");
});
