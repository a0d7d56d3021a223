/**
 * Property: for any composite (objects with hostile member names, arrays with item
 * bounds, records, foreign Zod and valibot members; optional, defaults, nullable,
 * describe) and any input, reading gives a value whose every part keeps its rules,
 * or issues with known codes, paths that are addresses and messages that give back
 * none of the input. Never an exception, never a promise, Object.prototype untouched.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { build, compositeSpec } from "./support/composite-specs.js";
import { slotInput } from "./support/composite-inputs.js";
import { compositeCorpus, expectCompositeRead } from "./support/expect-composite.js";

const SEED = 20260507;
// long texts are cut when a failure is printed
const cut = (_: string, value: unknown) => (typeof value === "string" && value.length > 80 ? `${value.slice(0, 80)}… (${value.length})` : value);
const RUNS = 1_500;
const INPUTS_PER_RUN = 20;

test("any composite, any input: a value whose every part keeps its rules, or issues that give back nothing", (t) => {
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  let cases = 0;
  let accepted = 0;
  const definitionAndInputs = compositeSpec.chain((spec) =>
    fc.tuple(fc.constant(spec), fc.array(slotInput(spec), { minLength: INPUTS_PER_RUN, maxLength: INPUTS_PER_RUN })),
  );
  fc.assert(
    fc.property(definitionAndInputs, ([spec, inputs]) => {
      const schema = build(spec);
      const corpus = compositeCorpus(spec);
      for (const input of inputs) {
        cases++;
        const show = () => `${JSON.stringify(spec)} given ${String(JSON.stringify(input, cut)).slice(0, 600)}`;
        if (expectCompositeRead(spec, schema, corpus, input, show)) accepted++;
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true },
  );
  t.diagnostic(`composite property: ${cases} cases (${RUNS} definitions × ${INPUTS_PER_RUN} inputs, seed ${SEED}), ${accepted} accepted`);
  assert.ok(accepted > cases / 20, "the inputs reach the accepting path often enough to test it");
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});
