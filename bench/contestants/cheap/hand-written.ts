import { pointed } from "../pointed.js";
/**
 * The cheap-fields rules checked by hand, written for speed: one test per field, every
 * refusal with its path, the value copied out (unknown members dropped). Its output is
 * `vo.validate`'s, message for message (the benchmark checks that). `handWrittenCheap`
 * reads own members only, as the contract does; `handWrittenCheapPlain` reads with plain
 * property access, as code that trusts its input's prototype would.
 */
interface Issue {
  readonly code: string;
  readonly message: string;
  readonly path: (string | number)[];
}
type Checked = { ok: true; value: Record<string, unknown> } | { ok: false; issues: Issue[] };
interface Why {
  readonly required: string;
  readonly type: string;
  readonly tooLong: string;
}

const REQUIRED = "value_object.required";
const NOT_PARSABLE = "value_object.not_parsable";
// a string value object without maxLength refuses text past 1 MiB of UTF-16 code units
const TEXT_CEILING = 1 << 20;
const why = (name: string, what: string): Why => {
  const refused = (sentence: string) => `The value is not a valid ${name}: ${sentence}`;
  return { required: refused("A value is required."), type: refused(`The value must be ${what}.`), tooLong: refused(`The value must be at most ${TEXT_CEILING} characters long.`) };
};
const NUMBER = why("Number", "a number");
const NEG_NUMBER = why("NegNumber", "a number");
const MAX_NUMBER = why("MaxNumber", "a number");
const TEXT = why("Text", "a string");
const LONG_TEXT = why("LongText", "a string");
const FLAG = why("Flag", "true or false");
const FOO = why("Foo", "a string");
const NUM = why("Num", "a number");
const BOOL = why("Bool", "true or false");

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const own = (o: Record<string, unknown>, key: string) => (Object.hasOwn(o, key) ? o[key] : undefined);
const refuse = (issues: Issue[], v: unknown, r: Why, path: (string | number)[]) =>
  issues.push(v == null ? { code: REQUIRED, message: r.required, path } : { code: NOT_PARSABLE, message: r.type, path });
const composite = (v: unknown, path: (string | number)[]): Issue =>
  v == null ? { code: REQUIRED, message: "A value is required.", path } : { code: NOT_PARSABLE, message: "The value must be an object.", path };

function number(v: unknown, r: Why, path: (string | number)[], issues: Issue[]) {
  if (typeof v === "number" && Number.isFinite(v)) return v === 0 ? 0 : v;
  refuse(issues, v, r, path);
  return undefined;
}
function text(v: unknown, r: Why, path: (string | number)[], issues: Issue[]) {
  if (typeof v !== "string") refuse(issues, v, r, path);
  else if (v.length > TEXT_CEILING) issues.push({ code: "value_object.too_long", message: r.tooLong, path });
  else return v;
  return undefined;
}
function flag(v: unknown, r: Why, path: (string | number)[], issues: Issue[]) {
  if (typeof v === "boolean") return v;
  refuse(issues, v, r, path);
  return undefined;
}

/** The same rules as ours, own members only. */
export function handWrittenCheap(input: unknown): Checked {
  if (!isObject(input)) return { ok: false, issues: pointed([composite(input, [])]) };
  const issues: Issue[] = [];
  const n = number(own(input, "number"), NUMBER, ["number"], issues);
  const neg = number(own(input, "negNumber"), NEG_NUMBER, ["negNumber"], issues);
  const max = number(own(input, "maxNumber"), MAX_NUMBER, ["maxNumber"], issues);
  const s = text(own(input, "string"), TEXT, ["string"], issues);
  const long = text(own(input, "longString"), LONG_TEXT, ["longString"], issues);
  const b = flag(own(input, "boolean"), FLAG, ["boolean"], issues);
  const nested = own(input, "deeplyNested");
  let deeplyNested: Record<string, unknown> | undefined;
  if (!isObject(nested)) issues.push(composite(nested, ["deeplyNested"]));
  else {
    const from = issues.length;
    const foo = text(own(nested, "foo"), FOO, ["deeplyNested", "foo"], issues);
    const num = number(own(nested, "num"), NUM, ["deeplyNested", "num"], issues);
    const bool = flag(own(nested, "bool"), BOOL, ["deeplyNested", "bool"], issues);
    if (issues.length === from) deeplyNested = { foo, num, bool };
  }
  if (issues.length > 0) return { ok: false, issues: pointed(issues) };
  return { ok: true, value: { number: n, negNumber: neg, maxNumber: max, string: s, longString: long, boolean: b, deeplyNested } };
}

/** The same, reading members with plain property access (inherited ones included). */
export function handWrittenCheapPlain(input: unknown): Checked {
  if (!isObject(input)) return { ok: false, issues: pointed([composite(input, [])]) };
  const issues: Issue[] = [];
  const n = number(input.number, NUMBER, ["number"], issues);
  const neg = number(input.negNumber, NEG_NUMBER, ["negNumber"], issues);
  const max = number(input.maxNumber, MAX_NUMBER, ["maxNumber"], issues);
  const s = text(input.string, TEXT, ["string"], issues);
  const long = text(input.longString, LONG_TEXT, ["longString"], issues);
  const b = flag(input.boolean, FLAG, ["boolean"], issues);
  const nested = input.deeplyNested;
  let deeplyNested: Record<string, unknown> | undefined;
  if (!isObject(nested)) issues.push(composite(nested, ["deeplyNested"]));
  else {
    const from = issues.length;
    const foo = text(nested.foo, FOO, ["deeplyNested", "foo"], issues);
    const num = number(nested.num, NUM, ["deeplyNested", "num"], issues);
    const bool = flag(nested.bool, BOOL, ["deeplyNested", "bool"], issues);
    if (issues.length === from) deeplyNested = { foo, num, bool };
  }
  if (issues.length > 0) return { ok: false, issues: pointed(issues) };
  return { ok: true, value: { number: n, negNumber: neg, maxNumber: max, string: s, longString: long, boolean: b, deeplyNested } };
}
