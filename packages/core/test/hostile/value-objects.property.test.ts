/**
 * Property: for any valid value-object definition and any input, reading gives a
 * value that keeps every rule, or a refusal with a known code that gives back none
 * of the input. Never an exception. The seed is fixed so a failure replays; fast-check
 * prints the spec and the input that broke it.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { EDGE_VALUES, leafInput } from "./support/inputs.js";
import { buildLeaf, type LeafSpec, leafSpec } from "./support/leaf-specs.js";
import { expectLeafRead } from "./support/expect-leaf.js";
import { leafCorpus } from "./support/oracle.js";

const SEED = 20260505;
const RUNS = 12_000;
const INPUTS_PER_RUN = 5;

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

test("any leaf definition, any input: a value that keeps the rules, or a refusal that gives back nothing", (t) => {
  let cases = 0;
  let accepted = 0;
  const input = leafSpec.chain((spec) => fc.tuple(fc.constant(spec), fc.array(leafInput(spec), { minLength: INPUTS_PER_RUN, maxLength: INPUTS_PER_RUN })));
  fc.assert(
    fc.property(input, ([spec, inputs]) => {
      const valueObject = buildLeaf(spec);
      const corpus = leafCorpus(spec);
      for (const x of inputs) {
        cases++;
        if (expectLeafRead(spec, valueObject, corpus, x)) accepted++;
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true },
  );
  t.diagnostic(`leaf property: ${cases} cases (${RUNS} definitions × ${INPUTS_PER_RUN} inputs, seed ${SEED}), ${accepted} accepted`);
  assert.ok(accepted > cases / 20, "the inputs reach the accepting path often enough to test it");
});

test("every edge value against a sweep of definitions", (t) => {
  // the same definitions on every run: fast-check's sample with a fixed seed
  const specs: LeafSpec[] = fc.sample(leafSpec, { seed: SEED + 1, numRuns: 60 });
  let cases = 0;
  for (const spec of specs) {
    const valueObject = buildLeaf(spec);
    const corpus = leafCorpus(spec);
    for (const x of EDGE_VALUES) {
      cases++;
      expectLeafRead(spec, valueObject, corpus, x);
    }
  }
  t.diagnostic(`edge sweep: ${cases} cases (${specs.length} definitions × ${EDGE_VALUES.length} edge values)`);
  assert.equal(cases, specs.length * EDGE_VALUES.length);
});

test("no read touched Object.prototype", () => {
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});
