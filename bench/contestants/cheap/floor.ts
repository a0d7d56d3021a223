/**
 * The contract's answer at its leanest: the cheap-fields rules checked by hand, returning exactly
 * what `~standard.validate` returns (`{ value }`, or `{ issues }` with each issue's code, message,
 * path and pointer, in member order) and nothing more: constant sentences, each path and pointer
 * written as a literal per member, the issue list made at the first refusal (one bad field: four
 * objects, the list, the issue, its path and the answer). No library could answer the same for
 * less; the benchmark proves its answers equal ours. Plain property reads, as code that trusts a
 * JSON.parse result reads it (ours reads own members only).
 */
type Path = (string | number)[];
interface Issue {
  readonly code: string;
  readonly message: string;
  readonly path: Path;
  readonly pointer: string;
}
type Answer = { value: Record<string, unknown> } | { issues: Issue[] };

const REQUIRED = "value_object.required";
const NOT_PARSABLE = "value_object.not_parsable";
const TOO_LONG = "value_object.too_long";
// a string value object without maxLength refuses text past 1 MiB of UTF-16 code units
const TEXT_CEILING = 1 << 20;

interface Said {
  readonly required: string;
  readonly type: string;
  readonly tooLong: string;
}
const said = (name: string, what: string): Said => {
  const refused = (sentence: string) => `The value is not a valid ${name}: ${sentence}`;
  return { required: refused("A value is required."), type: refused(`The value must be ${what}.`), tooLong: refused(`The value must be at most ${TEXT_CEILING} characters long.`) };
};
const NUMBER = said("Number", "a number");
const NEG_NUMBER = said("NegNumber", "a number");
const MAX_NUMBER = said("MaxNumber", "a number");
const TEXT = said("Text", "a string");
const LONG_TEXT = said("LongText", "a string");
const FLAG = said("Flag", "true or false");
const FOO = said("Foo", "a string");
const NUM = said("Num", "a number");
const BOOL = said("Bool", "true or false");

// one refusal added: the list made at the first
const refuse = (issues: Issue[] | undefined, issue: Issue): Issue[] => {
  if (issues === undefined) return [issue];
  issues.push(issue);
  return issues;
};
const typeIssue = (v: unknown, r: Said, path: Path, pointer: string): Issue =>
  v == null ? { code: REQUIRED, message: r.required, path, pointer } : { code: NOT_PARSABLE, message: r.type, path, pointer };
const objectIssue = (v: unknown, path: Path, pointer: string): Issue =>
  v == null ? { code: REQUIRED, message: "A value is required.", path, pointer } : { code: NOT_PARSABLE, message: "The value must be an object.", path, pointer };
const isObject = (x: unknown): x is Record<string, any> => typeof x === "object" && x !== null && !Array.isArray(x);
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** The cheap-fields rules, answered as `~standard.validate` answers them, at the least cost. */
export function floorCheap(input: unknown): Answer {
  if (!isObject(input)) return { issues: [objectIssue(input, [], "")] };
  let issues: Issue[] | undefined;
  const a = input.number;
  if (!isNumber(a)) issues = refuse(issues, typeIssue(a, NUMBER, ["number"], "/number"));
  const b = input.negNumber;
  if (!isNumber(b)) issues = refuse(issues, typeIssue(b, NEG_NUMBER, ["negNumber"], "/negNumber"));
  const c = input.maxNumber;
  if (!isNumber(c)) issues = refuse(issues, typeIssue(c, MAX_NUMBER, ["maxNumber"], "/maxNumber"));
  const d = input.string;
  if (typeof d !== "string") issues = refuse(issues, typeIssue(d, TEXT, ["string"], "/string"));
  else if (d.length > TEXT_CEILING) issues = refuse(issues, { code: TOO_LONG, message: TEXT.tooLong, path: ["string"], pointer: "/string" });
  const e = input.longString;
  if (typeof e !== "string") issues = refuse(issues, typeIssue(e, LONG_TEXT, ["longString"], "/longString"));
  else if (e.length > TEXT_CEILING) issues = refuse(issues, { code: TOO_LONG, message: LONG_TEXT.tooLong, path: ["longString"], pointer: "/longString" });
  const f = input.boolean;
  if (typeof f !== "boolean") issues = refuse(issues, typeIssue(f, FLAG, ["boolean"], "/boolean"));
  const n = input.deeplyNested;
  let g, h, k;
  if (!isObject(n)) issues = refuse(issues, objectIssue(n, ["deeplyNested"], "/deeplyNested"));
  else {
    g = n.foo;
    if (typeof g !== "string") issues = refuse(issues, typeIssue(g, FOO, ["deeplyNested", "foo"], "/deeplyNested/foo"));
    else if (g.length > TEXT_CEILING) issues = refuse(issues, { code: TOO_LONG, message: FOO.tooLong, path: ["deeplyNested", "foo"], pointer: "/deeplyNested/foo" });
    h = n.num;
    if (!isNumber(h)) issues = refuse(issues, typeIssue(h, NUM, ["deeplyNested", "num"], "/deeplyNested/num"));
    k = n.bool;
    if (typeof k !== "boolean") issues = refuse(issues, typeIssue(k, BOOL, ["deeplyNested", "bool"], "/deeplyNested/bool"));
  }
  if (issues !== undefined) return { issues };
  // -0 reads as 0, as a number value object reads it
  return { value: { number: a === 0 ? 0 : a, negNumber: b === 0 ? 0 : b, maxNumber: c === 0 ? 0 : c, string: d, longString: e, boolean: f, deeplyNested: { foo: g, num: h === 0 ? 0 : h, bool: k } } };
}
