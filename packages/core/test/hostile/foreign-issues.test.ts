/**
 * Issue 8, points 2 and 3: a foreign member's issue keeps its code (else
 * value_object.not_parsable) and its path, and its message is the library's own
 * sentence for that kind of issue — never the foreign library's text, which quotes
 * the value in forms no redaction catches (valibot after `trim` or `toUpperCase`, a
 * prefix or suffix from `startsWith` / `endsWith`, the 65th unknown key of a Zod
 * strict object). And checking a foreign member costs the foreign library's own
 * check plus a constant per issue: nothing of the input is read again, however many
 * issues point at missing keys.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as v from "valibot";
import { valibotDescribed, valibotMembers, withJsonSchema } from "../support/json-schema-face.js";
import { checkArguments } from "@adcodicem/value-objects/arguments";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { countedSync } from "../../../../test-support/counted-work.js";

const SECRET = "zqx-secret-value";

const refused = (schema: vo.AnySchema, input: unknown): readonly vo.Issue[] => {
  const result = vo.validate(schema, input);
  assert.equal(result.ok, false, "refused");
  return result.ok ? [] : result.issues;
};

/** Every form of `text` an echo could take, as SECURITY.md counts them (whole, trimmed, re-cased, 8-unit runs). */
function echoes(message: string, text: string): boolean {
  const lower = message.toLowerCase();
  const forms = new Set([text, text.trim(), JSON.stringify(text).slice(1, -1)]);
  for (let i = 0; i + 8 <= text.length; i++) forms.add(text.slice(i, i + 8));
  return [...forms].some((form) => [...form].length >= 4 && lower.includes(form.toLowerCase()));
}

test("point 3: valibot after trim, toUpperCase, and startsWith / endsWith: codes and paths kept, no echo", () => {
  const Params = vo.object(valibotMembers({
    trimmed: v.pipe(v.string(), v.trim(), v.email()),
    upper: v.pipe(v.string(), v.toUpperCase(), v.email()),
    prefix: v.pipe(v.string(), v.startsWith("id-")),
    suffix: v.pipe(v.string(), v.endsWith(".pdf")),
    regex: v.pipe(v.string(), v.regex(/^\d+$/)),
    type: v.number(),
    picked: v.picklist(["x", "y"]),
    strict: v.strictObject({ k: v.number() }),
  }));
  const sent = { trimmed: `  ${SECRET}  `, upper: SECRET, prefix: SECRET, suffix: SECRET, regex: SECRET, type: SECRET, picked: SECRET, strict: { k: 1, [SECRET]: 2 } };
  const issues = refused(Params, sent);
  assert.deepEqual(issues.map((i) => [i.code, i.path]), [
    [vo.NOT_PARSABLE, ["trimmed"]],
    [vo.NOT_PARSABLE, ["upper"]],
    [vo.NOT_PARSABLE, ["prefix"]],
    [vo.NOT_PARSABLE, ["suffix"]],
    [vo.NOT_PARSABLE, ["regex"]],
    [vo.NOT_PARSABLE, ["type"]],
    [vo.NOT_PARSABLE, ["picked"]],
    // the unknown key is the sender's text, no declared name: the issue sits at the object, as Zod's does
    [vo.NOT_PARSABLE, ["strict"]],
  ]);
  for (const issue of issues) {
    assert.ok(!echoes(issue.message, SECRET) && !echoes(issue.message, SECRET.toUpperCase()), issue.message);
    assert.ok(!/received|Invalid|Expected/.test(issue.message), `a foreign text: ${issue.message}`);
  }
  // the library's own sentence for each kind
  assert.deepEqual(issues.map((i) => i.message), [
    "The value must be a valid email.",
    "The value must be a valid email.",
    "The value does not have the expected form.",
    "The value does not have the expected form.",
    "The value does not match the expected pattern.",
    "The value is not of the expected type.",
    "The value is not one of the allowed values.",
    "The object holds members that are not allowed.",
  ]);
});

test("point 3: the 65th unknown key of a Zod strict object, and every other Zod kind: codes and paths kept, no echo", () => {
  const keys = Array.from({ length: 70 }, (_, i) => `${SECRET}-${String(i).padStart(2, "0")}`);
  const strict = Object.fromEntries([["k", 1], ...keys.map((key) => [key, 1])]);
  const Params = vo.object({
    strict: z.strictObject({ k: z.number() }),
    type: z.number(),
    small: z.string().min(40),
    big: z.array(z.number()).max(1),
    format: z.email(),
    prefix: z.string().startsWith("id-"),
    multiple: z.number().multipleOf(7),
    choice: z.enum(["x", "y"]),
    union: z.union([z.number(), z.boolean()]),
    custom: z.string().refine((text) => text.length > 100, { message: `refine says ${SECRET}` }),
  });
  const issues = refused(Params, { strict, type: SECRET, small: SECRET, big: [1, 2], format: SECRET, prefix: SECRET, multiple: 12345, choice: SECRET, union: SECRET, custom: SECRET });
  assert.deepEqual(issues.map((i) => [i.code, i.path, i.message]), [
    ["unrecognized_keys", ["strict"], "The object holds members that are not allowed."],
    ["invalid_type", ["type"], "The value is not of the expected type."],
    ["too_small", ["small"], "The value is too short."],
    ["too_big", ["big"], "The list holds too many items."],
    ["invalid_format", ["format"], "The value must be a valid email."],
    ["invalid_format", ["prefix"], "The value does not have the expected form."],
    ["not_multiple_of", ["multiple"], "The value is not a multiple of the expected step."],
    ["invalid_value", ["choice"], "The value is not one of the allowed values."],
    ["invalid_union", ["union"], "The value matches none of the allowed forms."],
    ["custom", ["custom"], "The value is not valid."],
  ]);
  for (const issue of issues) for (const text of [SECRET, ...keys, "12345"]) assert.ok(!echoes(issue.message, text), `${issue.message} holds ${text}`);
});

test("a foreign issue with no code, an odd code or an unknown kind: not_parsable and the generic sentence", () => {
  const answers: { issues: unknown[] }[] = [
    { issues: [{ message: `I saw ${SECRET}`, path: ["a", { key: "b" }] }] },
    { issues: [{ code: `bad code with ${SECRET}`, message: SECRET, path: [] }] },
    { issues: [{ code: "", message: SECRET }] },
    { issues: [{ code: "x".repeat(65), message: SECRET }] },
  ];
  const expected = [
    [vo.NOT_PARSABLE, ["m", "a", "b"]],
    [vo.NOT_PARSABLE, ["m"]],
    [vo.NOT_PARSABLE, ["m"]],
    [vo.NOT_PARSABLE, ["m"]],
  ];
  answers.forEach((answer, i) => {
    const odd: vo.ForeignSchema = withJsonSchema({ "~standard": { version: 1, vendor: "odd", validate: () => answer as never } });
    const [issue] = refused(vo.object({ m: odd }), { m: SECRET });
    assert.deepEqual([issue.code, issue.path], expected[i], `answer ${i}`);
    assert.equal(issue.message, "The value is not valid.", `answer ${i}`);
  });
});

test("a valibot strict object's unknown keys never reach a path or a pointer: the issues sit at the object, nested or not", () => {
  const Address = valibotDescribed(v.strictObject({ city: v.string(), inner: v.strictObject({ n: v.number() }) }));
  const Params = vo.object({ address: Address, list: vo.array(Address) });
  const bad = { city: "Paris", inner: { n: 1, [`${SECRET} inner`]: 1 }, [`my password is ${SECRET}`]: true, [`${SECRET} again`]: 2 };
  const issues = refused(Params, { address: bad, list: [{ city: "Lyon", inner: { n: 2 } }, bad] });
  assert.ok(issues.length >= 2);
  for (const issue of issues) {
    assert.ok(!issue.path.some((key) => String(key).includes(SECRET)), `path ${JSON.stringify(issue.path)}`);
    assert.ok(!issue.pointer.includes(SECRET), issue.pointer);
    assert.equal(issue.message, "The object holds members that are not allowed.");
    assert.equal(issue.code, vo.NOT_PARSABLE);
  }
  assert.deepEqual([...new Set(issues.map((i) => i.pointer))], ["/address/inner", "/address", "/list/1/inner", "/list/1"]);
  const checked = checkArguments(Params, { address: bad, list: [] });
  assert.equal(checked.ok, false);
  assert.ok(!JSON.stringify(checked).includes(SECRET), JSON.stringify(checked));
  // a declared member that is missing is no sender's text: its name stays in the path
  assert.deepEqual(refused(Params, { address: { city: "Paris" }, list: [] }).map((i) => i.path), [["address", "inner"]]);
  // a valibot record's refused key stays in the path, as Zod's invalid_key and the library's own records keep it
  const Keyed = vo.object({ r: valibotDescribed(v.record(v.pipe(v.string(), v.maxLength(3)), v.number())) });
  assert.deepEqual(refused(Keyed, { r: { long: 1 } }).map((i) => i.path), [["r", "long"]]);
});

test("a foreign issue's path is kept as keys, at most 256 of them: a segment that is no key (NaN, Infinity, 1.5, -1, a symbol, an object) cuts it there", () => {
  const deep = Array.from({ length: 100_000 }, (_, i) => (i % 2 === 0 ? "a" : 0));
  const answers: [unknown[], (string | number)[]][] = [
    [["a", 0, { key: "b" }, { key: 1 }], ["a", 0, "b", 1]],
    [["a", Number.NaN, "b"], ["a"]],
    [["a", Number.POSITIVE_INFINITY, "b"], ["a"]],
    [["a", 1.5], ["a"]],
    [[-1, "b"], []],
    [["a", { key: Number.NaN }], ["a"]],
    [["a", Symbol("s"), "b"], ["a"]],
    [["a", { key: {} }], ["a"]],
    [["a", null, "b"], ["a"]],
    [["a", 2 ** 53], ["a"]],
    [deep, deep.slice(0, 256) as (string | number)[]],
  ];
  for (const [i, [path, expected]] of answers.entries()) {
    const odd: vo.ForeignSchema = withJsonSchema({ "~standard": { version: 1, vendor: "odd", validate: () => ({ issues: [{ message: SECRET, path }] }) as never } });
    const [issue] = refused(vo.object({ m: odd }), { m: SECRET });
    assert.deepEqual(issue.path, ["m", ...expected], `answer ${i}`);
  }
});

/** An input that counts every read of it, at every depth (a test instrument: JSON.parse makes no Proxy). */
function counted<T extends object>(value: T, reads: { count: number }): T {
  return new Proxy(value, {
    get(target, key, receiver) {
      reads.count++;
      const found = Reflect.get(target, key, receiver);
      return found !== null && typeof found === "object" ? counted(found, reads) : found;
    },
    has: (target, key) => (reads.count++, Reflect.has(target, key)),
    ownKeys: (target) => (reads.count++, Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, key) => (reads.count++, Reflect.getOwnPropertyDescriptor(target, key)),
  });
}

test("point 2, counted: the library reads nothing of the input beyond handing each member its value, however many issues", () => {
  // a foreign member that answers N issues at missing keys without reading its input
  const answering = (n: number): vo.ForeignSchema => withJsonSchema({
    "~standard": {
      version: 1,
      vendor: "fixed",
      validate: () => ({ issues: Array.from({ length: n }, (_, i) => ({ code: "invalid_type", message: "x", path: [i, "sku"] })) }),
    },
  });
  const readsFor = (n: number, items: number) => {
    const reads = { count: 0 };
    const input = counted({ lines: [{ note: "x".repeat(1000) }, ...Array.from({ length: items }, () => ({}))] }, reads);
    const issues = refused(vo.object({ lines: answering(n) }), input);
    assert.equal(issues.length, n);
    return reads.count;
  };
  // the same reads for 1 issue or 1,000, for 10 items or 1,000: the object's own member read, no more
  const baseline = readsFor(1, 10);
  assert.ok(baseline <= 4, `reads ${baseline}`);
  assert.equal(readsFor(1000, 10), baseline);
  assert.equal(readsFor(1000, 1000), baseline);
});

test("point 2, the issue's case: a million-character note and 1,000 empty lines cost Zod's own check plus a constant per issue (characters read, counted)", () => {
  const Line = z.object({ sku: z.string() });
  const Params = vo.object({ lines: z.array(Line) });
  const zodAlone = z.array(Line);
  const charsFor = (note: number, items: number) => {
    const lines = [{ note: "x".repeat(note) }, ...Array.from({ length: items }, () => ({}))];
    const ours = countedSync(() => vo.validate(Params, { lines }), { chars: 1e6 });
    const alone = countedSync(() => zodAlone["~standard"].validate(lines) as { issues?: readonly unknown[] }, { chars: 1e6 });
    const read = ours.value;
    assert.equal(read.ok, false);
    assert.equal(read.ok ? 0 : read.issues.length, alone.value.issues?.length);
    assert.ok(!read.ok && read.issues.every((i) => i.code === "invalid_type" && i.path[0] === "lines" && i.path[2] === "sku"));
    return { ours: ours.count.chars, theirs: alone.count.chars };
  };
  // was about 30,000 times Zod's own work (the note searched again for every issue); now the string,
  // regular-expression and JSON built-ins read 13 characters per issue (measured), whatever the note's length
  charsFor(10, 1); // the first read makes the object's reader: its own reads, once
  const big = charsFor(1e6, 1000);
  assert.ok(big.ours <= big.theirs + 32 * 1000 + 1024, `ours ${big.ours} characters read, Zod alone ${big.theirs}`);
  assert.deepEqual(charsFor(10, 1000), big, "a 10-character note costs the same as a million-character one");
  const few = charsFor(1e6, 10);
  assert.ok(few.ours <= few.theirs + 32 * 10 + 1024, `ours ${few.ours} for 10 issues`);
});
