/**
 * Property: a compiled reader and the loop it replaces give the same answers — value,
 * codes, messages, paths, bounds (`maxIssues`), `tryCreate`, `is` — for any composite
 * (objects with hostile member names, named, closed, with a rule across members; arrays
 * with item bounds; records; unions; discriminated unions; optional, defaults, nullable;
 * foreign members) and any input.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { generatedCount } from "../../src/compile/code-generation.js";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { answers, definitionAndInputs, onBothPaths } from "./support/both-paths.js";
import { buildKind, kindAndInputs, type KindSpec } from "./support/kind-specs.js";

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

const KIND_SEED = 20261203;
const KIND_RUNS = 500;

test("unions, discriminated unions, records, keyed records, tuples and their nullable and optional members: compiled and loop readers answer alike (seeded)", (t) => {
  const generatedBefore = generatedCount();
  let cases = 0;
  let accepted = 0;
  const roots: Record<string, number> = {};
  const seen = (spec: KindSpec): void => {
    roots[spec.node.t] = (roots[spec.node.t] ?? 0) + 1;
  };
  fc.assert(
    fc.property(kindAndInputs(INPUTS_PER_RUN), ([spec, inputs]) => {
      seen(spec);
      const compiled = buildKind(spec);
      const loop = withoutCodeGeneration(() => buildKind(spec));
      const before = generatedCount();
      for (const input of inputs) {
        cases++;
        const expected = answers(loop, input);
        assert.deepEqual(answers(compiled, input), expected, JSON.stringify(spec));
        if ((expected as { validate: { ok: boolean } }).validate.ok) accepted++;
      }
      // the root itself (a union, a discriminated union, a record, or a composite around one) compiled at its first read
      assert.ok(generatedCount() > before, `the compiled side of ${spec.node.t} generated its reader`);
    }),
    { seed: KIND_SEED, numRuns: KIND_RUNS, endOnFailure: true },
  );
  t.diagnostic(`${cases} cases (${KIND_RUNS} definitions × ${INPUTS_PER_RUN} inputs, seed ${KIND_SEED}), ${accepted} accepted; roots ${JSON.stringify(roots)}; ${generatedCount() - generatedBefore} readers generated`);
  assert.ok(generatedCount() - generatedBefore >= KIND_RUNS, "each definition's compiled side generated its reader");
  for (const kind of ["union", "discriminated", "record", "keyedRecord", "tuple"]) assert.ok((roots[kind] ?? 0) >= KIND_RUNS / 10, `${kind} at the root often enough (${roots[kind]})`);
  assert.ok(accepted > cases / 20, "the inputs reach the accepting path often enough to test it");
});
