/**
 * The proof of same answers, in a process of its own (the timing processes never run it, and
 * never see its objects): every contestant of a group reads every input of every set, each
 * from its own `JSON.parse` of the set's text, and must give the baseline's verdict (valid or
 * refused, as the set says), the same value (compared as JSON), the same number of refusals
 * where the set asks it, and, between ours and the hand-written checks, the same refusals.
 * Exits non-zero on the first disagreement.
 *
 * Run by harness.ts: `node --import tsx bench/harness/prove.ts <group> <dir>`.
 */
import { deepStrictEqual, equal } from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { groupOf } from "./groups/index.js";
import { type Verdict, verdictOf } from "./verdicts.js";

const [id, dir] = process.argv.slice(2);
const group = groupOf(id);
const bench = join(import.meta.dirname, "..");
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

for (const set of group.sets) {
  const text = readFileSync(join(dir, `${group.id}-${set.id}.json`), "utf8");
  const verdicts: Verdict[][] = [];
  for (const c of group.contestants) {
    const fn = c.fn.replace("{set}", set.id);
    const run = (await import(pathToFileURL(join(bench, c.module)).href))[fn] as (input: unknown) => unknown;
    verdicts.push((JSON.parse(text) as unknown[]).map((input) => verdictOf(c.verdict, run(input))));
  }
  const [base, ...others] = verdicts;
  base.forEach((b, i) => equal(b.ok, set.valid, `${group.contestants[0].name} on ${set.id} input ${i}`));
  others.forEach((vs, k) => {
    const c = group.contestants[k + 1];
    vs.forEach((v, i) => {
      const b = base[i];
      const where = `${c.name} on ${group.id}/${set.id} input ${i}`;
      equal(v.ok, b.ok, `${where}: verdict`);
      if (v.ok && b.ok) deepStrictEqual(asJson(v.value), asJson(b.value), `${where}: value`);
      if (!v.ok && !b.ok && set.sameRefusalCount) equal(v.count, b.count, `${where}: refusals`);
      if (!v.ok && !b.ok && v.issues !== undefined && b.issues !== undefined) deepStrictEqual(v.issues, b.issues, `${where}: refusals`);
    });
  });
  console.error(`proved: ${group.id}/${set.id}, ${base.length} inputs, ${group.contestants.length} contestants agree`);
}
