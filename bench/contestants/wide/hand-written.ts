/**
 * A hand-written check of a wide object: one plain read and one test per member, the value copied
 * out as an object literal, as a person would write it (written out here from the member list,
 * once, so 200 members need not be typed). Valid inputs only are measured; a refusal is a count.
 */
import { WIDTHS, keysOf } from "./fixtures.js";

function handWritten(n: number): (input: unknown) => unknown {
  const keys = keysOf(n);
  const reads = keys.map((k, i) => `const v${i} = input.${k};\nif (${i % 2 === 0 ? `typeof v${i} !== "string" || v${i}.length > 1048576` : `typeof v${i} !== "number" || v${i} - v${i} !== 0`}) issues.push(["${k}"]);`);
  const body = `if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, issues: [[]] };
const issues = [];
${reads.join("\n")}
if (issues.length > 0) return { ok: false, issues };
return { ok: true, value: { ${keys.map((k, i) => `${k}: v${i}`).join(", ")} } };`;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- straight-line code from our own member list
  return new Function("input", body) as (input: unknown) => unknown;
}

export const [hand64, hand65, hand128, hand200] = WIDTHS.map(handWritten);
