/**
 * Where the time of a valid cheap-fields read goes (issue 21): the plain-reads hand-written check
 * built up one step at a time, each step one thing our `~standard.validate` does beyond it, so
 * that each step's cost is the difference of two rows timed by the harness (group `steps`).
 * Valid inputs only; each returns the same value.
 *
 * - `checkOnly`: the tests, no value built (returns the input);
 * - `withCopy`: the value copied out (the baseline of every other table);
 * - `withList`: a list of issues made before the read, with room for one (as `issueList`);
 * - `withDepth`: the read in `try`/`finally` around a module-level depth count (as `readWhole`);
 * - `withWrapper`: the answer wrapped as `{ value }` (as `~standard.validate`).
 */
type Input = Record<string, any>;

const finite = (v: unknown) => typeof v === "number" && v - v === 0;
const text = (v: unknown) => typeof v === "string" && v.length <= 1048576;
const isObject = (x: unknown): x is Input => typeof x === "object" && x !== null && !Array.isArray(x);

function passes(a: Input): boolean {
  if (!finite(a.number) || !finite(a.negNumber) || !finite(a.maxNumber) || !text(a.string) || !text(a.longString) || typeof a.boolean !== "boolean") return false;
  const n = a.deeplyNested;
  return isObject(n) && text(n.foo) && finite(n.num) && typeof n.bool === "boolean";
}
const copy = (a: Input) => {
  const n = a.deeplyNested;
  return { number: a.number, negNumber: a.negNumber, maxNumber: a.maxNumber, string: a.string, longString: a.longString, boolean: a.boolean, deeplyNested: { foo: n.foo, num: n.num, bool: n.bool } };
};
const FAILED = Symbol("failed");

export const checkOnly = (input: unknown) => (isObject(input) && passes(input) ? { ok: true, value: input } : { ok: false, issues: [] });
export const withCopy = (input: unknown) => (isObject(input) && passes(input) ? { ok: true, value: copy(input) } : { ok: false, issues: [] });

function listed(input: unknown): { ok: boolean; value?: unknown; issues: unknown[] } {
  const issues = [FAILED as unknown];
  issues.pop();
  if (!isObject(input) || !passes(input)) issues.push("refused");
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: copy(input as Input), issues };
}
export const withList = (input: unknown) => listed(input);

let depth = 0;
function counted(input: unknown) {
  depth++;
  try {
    return listed(input);
  } finally {
    depth--;
  }
}
export const withDepth = (input: unknown) => counted(input);
export const withWrapper = (input: unknown) => {
  const out = counted(input);
  return out.ok ? { value: out.value } : { issues: out.issues };
};
