/**
 * Checking speed of the core package, side by side with a hand-written check of
 * the same rules, Zod 4, Valibot 1.5 and Ajv 8, on valid and on invalid tool
 * arguments. Figures are ratios to the hand-written check, median over
 * interleaved rounds; nothing here asserts an absolute time.
 *
 * Run: `npm run bench` (all benchmarks) or
 * `node --import tsx bench/core-check.ts [--quick] [--rounds N]`.
 */
import { deepStrictEqual, equal } from "node:assert/strict";
import { ajvCheck } from "./contestants/ajv.js";
import { handWritten } from "./contestants/hand-written.js";
import { oursStandard, oursValidate } from "./contestants/ours.js";
import { valibotSafeParse } from "./contestants/valibot.js";
import { zodSafeParse } from "./contestants/zod.js";
import { invalidInputs, validInputs } from "./fixtures.js";
import { type Contestant, type Figures, measure } from "./measure.js";
import { table } from "./table.js";

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

const fmt = (n: number, digits = 2) => n.toFixed(digits);

function verdicts(valid: readonly Figures[], invalid: readonly Figures[]): string[] {
  const byName = (set: readonly Figures[], prefix: string) => set.filter((f) => f.name.startsWith(prefix));
  const lines: string[] = [];
  for (const ours of byName(valid, "ours")) {
    lines.push(`${ours.ratio <= 1.3 ? "MET " : "MISSED"} ${ours.name} on valid input: ${fmt(ours.ratio)}× the hand-written check (target ≤ 1.30×)`);
  }
  for (const [label, set] of [["valid", valid], ["invalid", invalid]] as const) {
    for (const ours of byName(set, "ours")) {
      for (const peer of [...byName(set, "zod"), ...byName(set, "valibot")]) {
        const relative = ours.ratio / peer.ratio;
        lines.push(`${relative < 1 ? "MET " : "MISSED"} ${ours.name} vs ${peer.name} on ${label} input: ${fmt(relative)}× its time (target < 1)`);
      }
    }
  }
  return lines;
}

function main(): void {
  const args = process.argv.slice(2);
  const quick = args.includes("--quick");
  const roundsArg = args.indexOf("--rounds");
  const rounds = roundsArg >= 0 ? Number(args[roundsArg + 1]) : quick ? 10 : 40;
  const options = { rounds, batchMs: quick ? 5 : 15, warmupMs: quick ? 100 : 400 };
  const valid = validInputs(16);
  const invalid = invalidInputs();
  proveSameAnswers(valid, invalid);

  console.log(`## Checking speed (Node ${process.versions.node}; ${rounds} interleaved rounds of CPU time; ${valid.length} valid and ${invalid.length} invalid inputs)\n`);
  console.log("Every contestant gave the same verdicts and the same values; the hand-written check gave the same refusals, message for message.\n");
  const validFigures = measure(contestants, valid, options);
  console.log(table("Valid input", validFigures) + "\n");
  const invalidFigures = measure(contestants, invalid, options);
  console.log(table("Invalid input (one to three refusals each)", invalidFigures) + "\n");
  console.log("Targets:");
  for (const line of verdicts(validFigures, invalidFigures)) console.log(`- ${line}`);
}

main();
