/**
 * Checking speed on a whole tool's parameters (issue 10): a boolean, a discriminated
 * union of three actions, and a named Period whose end must follow its start (a rule
 * across members, unknown members refused). Ours beside Zod 4 and Valibot 1.5 with the
 * same rules, as ratios to a hand-written check (bench/measure.ts: interleaved rounds of CPU
 * time, min and median over runs in fresh processes); nothing here asserts an absolute time.
 *
 * Run: `node --conditions=source --import tsx bench/kinds-check.ts [--quick] [--rounds N] [--runs N]`.
 */
import { deepStrictEqual, equal } from "node:assert/strict";
import { kindsInvalidInputs, kindsValidInputs } from "./contestants/kinds/fixtures.js";
import { handWrittenKinds } from "./contestants/kinds/hand-written.js";
import { oursKindsStandard, oursKindsValidate } from "./contestants/kinds/ours.js";
import { valibotKindsSafeParse } from "./contestants/kinds/valibot.js";
import { zodKindsSafeParse } from "./contestants/kinds/zod.js";
import { type Contestant, peerLines, runCheckBenchmark } from "./measure.js";

const valid = kindsValidInputs();
const invalid = kindsInvalidInputs();

const contestants: Contestant[] = [
  { name: "hand-written check", run: handWrittenKinds },
  { name: "ours, `~standard.validate`", run: oursKindsStandard },
  { name: "ours, `vo.validate`", run: oursKindsValidate },
  { name: "zod 4 `safeParse`", run: zodKindsSafeParse },
  { name: "valibot 1.5 `safeParse`", run: valibotKindsSafeParse },
];

/** Every contestant must say the same thing before its speed means anything. */
function proveSameAnswers(valid: readonly unknown[], invalid: readonly unknown[]): void {
  for (const input of [...valid, ...invalid]) {
    const ours = oursKindsValidate(input);
    deepStrictEqual(handWrittenKinds(input), ours, `hand-written on ${JSON.stringify(input)}`);
    const standard = oursKindsStandard(input);
    deepStrictEqual("value" in standard ? { ok: true, value: standard.value } : { ok: false, issues: standard.issues }, ours);
    const zod = zodKindsSafeParse(input);
    const valibot = valibotKindsSafeParse(input);
    equal(zod.success, ours.ok, `zod on ${JSON.stringify(input)}`);
    equal(valibot.success, ours.ok, `valibot on ${JSON.stringify(input)}`);
    if (ours.ok) {
      deepStrictEqual(zod.data, ours.value, "zod value");
      deepStrictEqual(valibot.output, ours.value, "valibot value");
    }
  }
  for (const input of valid) equal(oursKindsValidate(input).ok, true);
  for (const input of invalid) equal(oursKindsValidate(input).ok, false);
}

runCheckBenchmark({
  file: import.meta.filename,
  title: "Checking a whole tool: boolean, discriminated union, named object with a rule",
  contestants,
  sets: [
    { label: "Valid input", inputs: valid },
    { label: "Invalid input (one refusal each)", inputs: invalid },
  ],
  proveSameAnswers: () => proveSameAnswers(valid, invalid),
  targets: ([validSet, invalidSet]) => peerLines([["valid input", validSet], ["invalid input", invalidSet]], ["zod", "valibot"]),
});
