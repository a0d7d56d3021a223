/**
 * Property: a compiled reader and the loop it replaces give the same answers — value,
 * codes, messages, paths, bounds (`maxIssues`), `tryCreate`, `is` — for any composite
 * (objects with hostile member names, named, closed, with a rule across members; arrays
 * with item bounds; records; optional, defaults, nullable; foreign members) and any input.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { generatedCount } from "../../src/compile/code-generation.js";
import { answers, definitionAndInputs, onBothPaths } from "./support/both-paths.js";

const SEED = 20261201;
const RUNS = 600;
const INPUTS_PER_RUN = 12;

test("compiled and loop readers answer alike, on generated definitions and inputs (seeded)", (t) => {
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const generatedBefore = generatedCount();
  let cases = 0;
  let accepted = 0;
  fc.assert(
    fc.property(definitionAndInputs(INPUTS_PER_RUN), ([spec, options, inputs]) => {
      const [compiled, loop] = onBothPaths(spec, options);
      for (const input of inputs) {
        cases++;
        const expected = answers(loop, input);
        assert.deepEqual(answers(compiled, input), expected, `${JSON.stringify(spec)} ${JSON.stringify(options)}`);
        if ((expected as { validate: { ok: boolean } }).validate.ok) accepted++;
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  t.diagnostic(`${cases} cases (${RUNS} definitions × ${INPUTS_PER_RUN} inputs, seed ${SEED}), ${accepted} accepted; ${generatedCount() - generatedBefore} readers generated`);
  // the compiled side really compiled: at least one reader per definition
  assert.ok(generatedCount() - generatedBefore >= RUNS, "each definition's compiled side generated its reader");
  assert.ok(accepted > cases / 20, "the inputs reach the accepting path often enough to test it");
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
});
