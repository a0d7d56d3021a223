/**
 * Checking speed on cheap fields (issue 14): the shape of moltar's
 * typescript-runtime-type-benchmarks (three numbers, two strings, a boolean, a nested
 * object of three more), valid, with one bad field and with six bad fields. Ours beside
 * Ajv 8, Zod 4, Valibot 1.5 and TypeBox 1.4, as ratios to a hand-written check that
 * copies the value (bench/measure.ts: interleaved rounds of CPU time, min and median over
 * runs in fresh processes); nothing here asserts an absolute time.
 *
 * Run: `node --import tsx bench/cheap-check.ts [--quick] [--rounds N] [--runs N]`.
 */
import { deepStrictEqual, equal } from "node:assert/strict";
import { cheapInvalidInputs, cheapValidInputs } from "./contestants/cheap/fixtures.js";
import { handWrittenCheap, handWrittenCheapPlain } from "./contestants/cheap/hand-written.js";
import { oursCheapStandard, oursCheapValidate } from "./contestants/cheap/ours.js";
import { ajvCheap, typeboxCheap, valibotCheap, zodCheap } from "./contestants/cheap/peers.js";
import { type Contestant, peerLines, ratioLines, runCheckBenchmark } from "./measure.js";

const valid = cheapValidInputs();
const oneBad = cheapInvalidInputs(1);
const sixBad = cheapInvalidInputs(6);

const contestants: Contestant[] = [
  { name: "hand-written check (own members)", run: handWrittenCheap },
  { name: "hand-written check (plain reads)", run: handWrittenCheapPlain },
  { name: "ours, `~standard.validate`", run: oursCheapStandard },
  { name: "ours, `vo.validate`", run: oursCheapValidate },
  { name: "ajv 8 (compiled, allErrors)", run: ajvCheap },
  { name: "zod 4 `safeParse`", run: zodCheap },
  { name: "valibot 1.5 `safeParse`", run: valibotCheap },
  { name: "typebox 1.4 (compiled `Check`)", run: typeboxCheap },
];

/** Every contestant must say the same thing before its speed means anything. */
function proveSameAnswers(): void {
  for (const input of [...valid, ...oneBad, ...sixBad]) {
    const ours = oursCheapValidate(input);
    const shown = JSON.stringify(input).slice(0, 120);
    deepStrictEqual(handWrittenCheap(input), ours, `hand-written on ${shown}`);
    deepStrictEqual(handWrittenCheapPlain(input), ours, `hand-written (plain) on ${shown}`);
    const standard = oursCheapStandard(input);
    deepStrictEqual("value" in standard ? { ok: true, value: standard.value } : { ok: false, issues: standard.issues }, ours);
    const zod = zodCheap(input);
    const valibot = valibotCheap(input);
    const ajv = ajvCheap(input);
    const typebox = typeboxCheap(input);
    equal(zod.success, ours.ok, `zod on ${shown}`);
    equal(valibot.success, ours.ok, `valibot on ${shown}`);
    equal(ajv.ok, ours.ok, `ajv on ${shown}`);
    equal(typebox.ok, ours.ok, `typebox on ${shown}`);
    if (ours.ok) {
      deepStrictEqual(zod.data, ours.value, "zod value");
      deepStrictEqual(valibot.output, ours.value, "valibot value");
      deepStrictEqual(ajv.ok && ajv.value, ours.value, "ajv value");
      deepStrictEqual(typebox.ok && typebox.value, ours.value, "typebox value");
    } else {
      // every contestant finds every bad field
      const count = ours.issues.length;
      equal(zod.error!.issues.length, count, `zod issues on ${shown}`);
      equal(valibot.issues!.length, count, `valibot issues on ${shown}`);
      equal(!ajv.ok && ajv.errors!.length, count, `ajv errors on ${shown}`);
      equal(!typebox.ok && typebox.errors.length, count, `typebox errors on ${shown}`);
    }
  }
  for (const input of valid) equal(oursCheapValidate(input).ok, true);
  for (const input of oneBad) equal((oursCheapValidate(input) as { issues: readonly unknown[] }).issues.length, 1);
  for (const input of sixBad) equal((oursCheapValidate(input) as { issues: readonly unknown[] }).issues.length, 6);
}

runCheckBenchmark({
  file: import.meta.filename,
  title: "Checking cheap fields (moltar's benchmark shape: numbers, strings, booleans, one nested object)",
  contestants,
  sets: [
    { label: "Valid input", inputs: valid },
    { label: "One bad field", inputs: oneBad },
    { label: "Six bad fields", inputs: sixBad },
  ],
  proveSameAnswers,
  targets: ([validSet, oneSet, sixSet]) => [
    ...ratioLines("valid input", validSet, 1.5),
    ...ratioLines("one bad field", oneSet, 1.5),
    ...ratioLines("six bad fields", sixSet, 1.5),
    ...peerLines([["valid input", validSet], ["one bad field", oneSet], ["six bad fields", sixSet]], ["ajv", "zod"]),
  ],
});
