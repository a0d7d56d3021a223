/**
 * Checking speed on a whole tool's parameters (issue 10): a boolean, a discriminated
 * union of three actions, and a named Period whose end must follow its start (a rule
 * across members, unknown members refused). Ours beside Zod 4 and Valibot 1.5 with the
 * same rules, as ratios to a hand-written check, median over interleaved rounds of CPU
 * time; nothing here asserts an absolute time.
 *
 * Run: `node --conditions=source --import tsx bench/kinds-check.ts [--quick] [--rounds N]`.
 */
import { deepStrictEqual, equal } from "node:assert/strict";
import { table } from "./table.js";
import { kindsInvalidInputs, kindsValidInputs } from "./contestants/kinds/fixtures.js";
import { handWrittenKinds } from "./contestants/kinds/hand-written.js";
import { oursKindsStandard, oursKindsValidate } from "./contestants/kinds/ours.js";
import { valibotKindsSafeParse } from "./contestants/kinds/valibot.js";
import { zodKindsSafeParse } from "./contestants/kinds/zod.js";
import { type Contestant, type Figures, measure } from "./measure.js";

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

const fmt = (n: number) => n.toFixed(2);

function verdicts(valid: readonly Figures[], invalid: readonly Figures[]): string[] {
  const lines: string[] = [];
  for (const [label, set] of [["valid", valid], ["invalid", invalid]] as const) {
    for (const ours of set.filter((f) => f.name.startsWith("ours"))) {
      for (const peer of set.filter((f) => f.name.startsWith("zod") || f.name.startsWith("valibot"))) {
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
  const valid = kindsValidInputs();
  const invalid = kindsInvalidInputs();
  proveSameAnswers(valid, invalid);

  console.log(`## Checking a whole tool: boolean, discriminated union, named object with a rule (Node ${process.versions.node}; ${rounds} rounds; ${valid.length} valid and ${invalid.length} invalid inputs)\n`);
  console.log("Every contestant gave the same verdicts and the same values; the hand-written check gave the same refusals, message for message.\n");
  const validFigures = measure(contestants, valid, options);
  console.log(table("Valid input", validFigures) + "\n");
  const invalidFigures = measure(contestants, invalid, options);
  console.log(table("Invalid input (one refusal each)", invalidFigures) + "\n");
  console.log("Targets:");
  for (const line of verdicts(validFigures, invalidFigures)) console.log(`- ${line}`);
}

main();
