/**
 * The fixed cost of a whole read, step by step, on the tuple of bench/contestants/keys-and-tuples
 * (the sources through tsx, not dist/): the compiled reader alone, then each piece a
 * `~standard.validate` adds around it. Run one row with bench/harness/child.ts.
 */
import * as vo from "../../packages/core/src/index.js";
import { settled } from "../../packages/core/src/compile/lazy-reader.js";
import { IssueList, everyIssue } from "../../packages/core/src/issue-list.js";
import { readWhole } from "../../packages/core/src/whole-read.js";
import { FAILED, type Reader } from "../../packages/core/src/schema.js";

const Point = vo.tuple([vo.number("Latitude", { minimum: -90, maximum: 90 }), vo.number("Longitude", { minimum: -180, maximum: 180 }), vo.string("Label", { minLength: 1, maxLength: 40 })]);
const standard = Point["~standard"];
standard.validate([1, 2, "x"]);
const read = settled(Point["~read"] as Reader);
const shared = everyIssue();

/** The compiled reader alone, one list for every read (none is refused). */
export const readerAlone = (x: unknown) => read(x, shared);
/** + a list made at each read. */
export const withList = (x: unknown) => read(x, new IssueList(Infinity, false));
/** + the whole-read guard (`readWhole`). */
export const withWhole = (x: unknown) => readWhole(read, x, new IssueList(Infinity, false));
/** + the `{ value }` result: what `~standard.validate` does, written out. */
export const withResult = (x: unknown) => {
  const issues = new IssueList(Infinity, false);
  const out = readWhole(read, x, issues);
  return out === FAILED ? { issues: issues.kept ?? [] } : { value: out };
};
/** Ours `~standard.validate`. */
export const ours = (x: unknown) => standard.validate(x);
/** Ours `vo.validate`. */
export const oursValidate = (x: unknown) => vo.validate(Point, x);
let spare: IssueList | undefined;
/** withResult with a list kept from the last accepted read. */
export const withSpare = (x: unknown) => {
  const issues = spare ?? new IssueList(Infinity, false);
  spare = undefined;
  const out = readWhole(read, x, issues);
  if (out === FAILED) return { issues: issues.kept ?? [] };
  if (issues.length === 0) spare = issues;
  return { value: out };
};
