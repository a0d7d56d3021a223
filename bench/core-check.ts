/**
 * Checking speed of the core package, side by side with a hand-written check of
 * the same rules, Zod 4, Valibot 1.5 and Ajv 8, on valid and on invalid tool
 * arguments. Figures are ratios to the hand-written check, median over
 * interleaved rounds, min and median over runs in fresh processes (bench/measure.ts);
 * nothing here asserts an absolute time.
 *
 * Run: `npm run bench` (all benchmarks) or
 * `node --import tsx bench/core-check.ts [--quick] [--rounds N] [--runs N]`.
 */
import { deepStrictEqual, equal } from "node:assert/strict";
import { ajvCheck } from "./contestants/ajv.js";
import { handWritten } from "./contestants/hand-written.js";
import { oursStandard, oursValidate } from "./contestants/ours.js";
import { valibotSafeParse } from "./contestants/valibot.js";
import { zodSafeParse } from "./contestants/zod.js";
import { invalidInputs, validInputs } from "./fixtures.js";
import { type Contestant, peerLines, ratioLines, runCheckBenchmark } from "./measure.js";

const valid = validInputs(16);
const invalid = invalidInputs();

const contestants: Contestant[] = [
  { name: "hand-written check", run: handWritten },
  { name: "ours, `~standard.validate`", run: oursStandard },
  { name: "ours, `vo.validate`", run: oursValidate },
  { name: "zod 4 `safeParse`", run: zodSafeParse },
  { name: "valibot 1.5 `safeParse`", run: valibotSafeParse },
  { name: "ajv 8 (compiled, allErrors)", run: ajvCheck },
];

/** Every contestant must say the same thing before its speed means anything. */
function proveSameAnswers(valid: readonly unknown[], invalid: readonly unknown[]): void {
  for (const input of [...valid, ...invalid]) {
    const ours = oursValidate(input);
    // the hand-written check gives the same value, codes, messages and paths
    deepStrictEqual(handWritten(input), ours);
    const standard = oursStandard(input);
    deepStrictEqual("value" in standard ? { ok: true, value: standard.value } : { ok: false, issues: standard.issues }, ours);
    const zod = zodSafeParse(input);
    const valibot = valibotSafeParse(input);
    const ajv = ajvCheck(input);
    equal(zod.success, ours.ok, "zod");
    equal(valibot.success, ours.ok, "valibot");
    equal(ajv.ok, ours.ok, "ajv");
    if (ours.ok) {
      // same members and values (each library builds its own plain object)
      const expected = { ...ours.value };
      deepStrictEqual({ ...zod.data }, expected, "zod value");
      deepStrictEqual({ ...(valibot.output as object) }, expected, "valibot value");
      deepStrictEqual({ ...(ajv as { value: object }).value }, expected, "ajv value");
    }
  }
  for (const input of valid) equal(oursValidate(input).ok, true);
  for (const input of invalid) equal(oursValidate(input).ok, false);
}

runCheckBenchmark({
  file: import.meta.filename,
  title: "Checking one parameters object (IBAN checksums, patterns, a closed set, a list)",
  contestants,
  sets: [
    { label: "Valid input", inputs: valid },
    { label: "Invalid input (one to three refusals each)", inputs: invalid },
  ],
  proveSameAnswers: () => proveSameAnswers(valid, invalid),
  targets: ([validSet, invalidSet]) => [
    ...ratioLines("valid input", validSet, 1.3),
    ...peerLines([["valid input", validSet], ["invalid input", invalidSet]], ["zod", "valibot", "ajv"]),
  ],
});
