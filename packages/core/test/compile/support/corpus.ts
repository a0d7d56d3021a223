/**
 * Run as a child process: reads a broad, seeded corpus (generated definitions with
 * inputs shaped like them: objects, arrays, records, unions, discriminated unions, their
 * nullable and optional members; the order tool) and prints every answer
 * as JSON lines, then whether the library generated code. The parent runs it with and
 * without `--disallow-code-generation-from-strings` and compares.
 */
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, mayGenerate } from "../../../src/compile/code-generation.js";
import { answers, declare, definitionAndInputs } from "./both-paths.js";
import { buildKind, kindAndInputs } from "./kind-specs.js";

const SEED = 20261202;
const lines: string[] = [];
const show = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === "number" && Object.is(v, -0) ? "-0" : typeof v === "undefined" ? "(undefined)" : v));

for (const [spec, options, inputs] of fc.sample(definitionAndInputs(8), { seed: SEED, numRuns: 250 })) {
  const schema = declare(spec, options);
  for (const input of inputs) lines.push(show(answers(schema, input)));
}

for (const [spec, inputs] of fc.sample(kindAndInputs(8), { seed: SEED + 1, numRuns: 150 })) {
  const schema = buildKind(spec);
  for (const input of inputs) lines.push(show(answers(schema, input)));
}

const Iban = vo.string("Iban", { pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", minLength: 15, maxLength: 34 });
const Order = vo.object(
  {
    iban: vo.describe(Iban, "The account to debit."),
    quantity: vo.integer("Quantity", { minimum: 1, maximum: 100 }),
    country: vo.oneOf("CountryCode", ["FR", "DE"], { ignoreCase: true }),
    alternates: vo.array(Iban, { minItems: 1, maxItems: 5 }),
    note: vo.optional(vo.string("Note", { maxLength: 200 }), "none"),
    period: vo.object({ start: vo.date("Day"), end: vo.date("Day") }, { name: "Period", unknown: "refuse", check: (p) => (p.end < p.start ? { code: "period.reversed", message: "Reversed.", path: ["end"] } : undefined) }),
  },
  { name: "Order" },
);
const orders: unknown[] = [
  { iban: "FR7630006000011234567890189", quantity: 3, country: "fr", alternates: ["DE89370400440532013000"], period: { start: "2026-01-01", end: "2026-02-01" } },
  { iban: "fr76", quantity: 0, country: "ES", alternates: [], note: 5, period: { start: "2026-02-01", end: "2026-01-01", more: 1 } },
  { iban: null, alternates: Array.from({ length: 40 }, () => "x"), period: "soon" },
  { quantity: 1.5, alternates: Array.from({ length: 5 }, (_, i) => (i % 2 ? "bad" : null)) },
  [],
  "order",
  null,
  undefined,
];
for (const input of orders) lines.push(show(answers(Order, input)));
lines.push(show(vo.validate(vo.array(Iban), Array.from({ length: 100 }, () => "x"), { maxIssues: 20 })));

process.stdout.write(`${lines.join("\n")}\n${JSON.stringify({ generated: generatedCount(), mayGenerate: mayGenerate() })}\n`);
