/**
 * A foreign member (a Zod or valibot schema, any Standard Schema) meets hostile input:
 * its issues keep their code and path, and take the library's own sentence, never the value sent; a validator that
 * throws, rejects or answers with a promise never escapes as an exception or as an
 * unhandled rejection.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as v from "valibot";
import { valibotDescribed, valibotMembers, withJsonSchema } from "../support/json-schema-face.js";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { unhandledRejectionsOf } from "./support/rejections.js";
import { checkArguments } from "@adcodicem/value-objects/arguments";

const SECRET = "secret-value-1234";
const SECRET_KEY = "secret-key-5678";

const refused = (schema: vo.AnySchema, input: unknown): readonly vo.Issue[] => {
  const result = vo.validate(schema, input);
  assert.equal(result.ok, false, "refused");
  return result.ok ? [] : result.issues;
};

test("a zod refine that throws on a hostile value: refused, no exception, no unhandled rejection", async () => {
  const Params = vo.object({
    note: z.string().refine((text) => {
      if (text.includes("-")) throw new Error(`refine saw ${text}`);
      return true;
    }),
  });
  let issues: readonly vo.Issue[] = [];
  const rejections = await unhandledRejectionsOf(() => {
    issues = refused(Params, { note: SECRET });
  });
  assert.deepEqual(rejections.map(String), []);
  assert.equal(issues.length, 1);
  assert.equal(issues[0].code, vo.NOT_PARSABLE);
  assert.deepEqual(issues[0].path, ["note"]);
  assert.ok(!issues[0].message.includes(SECRET));
  assert.deepEqual(vo.validate(Params, { note: "plain" }), { ok: true, value: { note: "plain" } });
});

test("a Standard Schema whose validate throws, or answers with a rejecting promise: refused plainly", async () => {
  const throwing: vo.ForeignSchema = withJsonSchema({
    "~standard": {
      version: 1,
      vendor: "hostile",
      validate: (value: unknown) => {
        throw new Error(`validate saw ${String(value)}`);
      },
    },
  });
  const rejecting: vo.ForeignSchema = withJsonSchema({
    "~standard": { version: 1, vendor: "hostile", validate: (value: unknown) => Promise.reject(new Error(`async saw ${String(value)}`)) },
  });
  const Params = vo.object({ a: throwing, b: rejecting, c: vo.array(throwing) });
  let issues: readonly vo.Issue[] = [];
  const rejections = await unhandledRejectionsOf(() => {
    issues = refused(Params, { a: SECRET, b: SECRET, c: [SECRET] });
  });
  assert.deepEqual(rejections.map(String), []);
  assert.deepEqual(issues.map((i) => [i.code, i.path]), [
    [vo.NOT_PARSABLE, ["a"]],
    [vo.NOT_PARSABLE, ["b"]],
    [vo.NOT_PARSABLE, ["c", 0]],
  ]);
  for (const issue of issues) assert.ok(!issue.message.includes(SECRET) && !/saw/.test(issue.message), issue.message);
});

test("a Standard Schema answering with malformed issues: refused, nothing escapes", () => {
  const answers: unknown[] = [
    { issues: [{ message: "bad", path: "not-an-array" }] },
    { issues: [{ message: { toString: () => { throw new Error(SECRET); } } }] },
    { issues: [{ get message(): string { throw new Error(SECRET); } }] },
    { issues: {} },
    { issues: [null] },
    // issues present but empty: still a refusal, with one issue to say so
    { issues: [] },
  ];
  for (const [index, answer] of answers.entries()) {
    const odd: vo.ForeignSchema = withJsonSchema({ "~standard": { version: 1, vendor: "odd", validate: () => answer as never } });
    const issues = refused(vo.object({ a: odd }), { a: SECRET });
    assert.ok(issues.length >= 1, `answer ${index}`);
    for (const issue of issues) {
      assert.equal(typeof issue.message, "string", `answer ${index}`);
      assert.ok(!issue.message.includes(SECRET), `answer ${index}`);
      assert.ok(Array.isArray(issue.path) && issue.path[0] === "a", `answer ${index}`);
    }
  }
});

test("a Standard Schema answering with no result (null, undefined, a number, a text, a function, {}) or one whose fields throw: the member cannot be checked, at every face", () => {
  const answers: [string, () => unknown][] = [
    ["null", () => null],
    ["undefined", () => undefined],
    ["5", () => 5],
    ["a text", () => SECRET],
    ["true", () => true],
    ["a function", () => () => SECRET],
    ["an object with neither issues nor value", () => ({})],
    ["issues that throw when read", () => ({ get issues(): unknown { throw new Error(SECRET); } })],
    ["a value that throws when read", () => ({ get value(): unknown { throw new Error(SECRET); } })],
    ["a then that throws when read", () => ({ get then(): unknown { throw new Error(SECRET); } })],
  ];
  const cannot = { code: vo.NOT_PARSABLE, message: "The value cannot be checked.", path: ["m"] };
  for (const [name, answer] of answers) {
    const odd: vo.ForeignSchema = withJsonSchema({ "~standard": { version: 1, vendor: "odd", validate: answer as never } }, { type: "string" });
    const Params = vo.object({ m: odd });
    const read = <T>(face: () => T): T => {
      try {
        return face();
      } catch (error) {
        assert.fail(`${name}: the read threw ${String(error)}`);
      }
    };
    const issues = refused(Params, { m: "x" });
    assert.deepEqual(issues.map((i) => ({ code: i.code, message: i.message, path: i.path })), [cannot], name);
    const created = read(() => Params.tryCreate({ m: "x" }));
    assert.equal(created.ok, false, `${name}: tryCreate refuses, never a value without its required member`);
    const standard = read(() => Params["~standard"].validate({ m: "x" })) as { issues?: readonly { message: string; path?: readonly unknown[] }[] };
    assert.deepEqual(standard.issues?.map((i) => [i.message, i.path]), [["The value cannot be checked.", ["m"]]], name);
    const checked = read(() => checkArguments(Params, { m: "x" }));
    assert.equal(checked.ok, false, name);
    if (!checked.ok) assert.deepEqual([checked.refusal.argument, checked.refusal.code, checked.refusal.message], ["m", vo.NOT_PARSABLE, "The value cannot be checked."], name);
    // also as an optional member and inside a list
    assert.equal(vo.validate(vo.object({ m: vo.optional(odd) }), { m: "x" }).ok, false, name);
    assert.deepEqual(refused(vo.array(odd), ["x"]).map((i) => i.path), [[0]], name);
    assert.deepEqual(refused(vo.object({ a: vo.array(odd) }), { a: ["x"] }).map((i) => [i.code, i.path]), [[vo.NOT_PARSABLE, ["a", 0]]], name);
  }
});

test("valibot's messages, which quote the value received, are replaced by the library's own sentences", () => {
  const Params = vo.object(valibotMembers({
    a: v.number(),
    b: v.pipe(v.string(), v.maxLength(3)),
    c: v.picklist(["x", "y"]),
    d: v.pipe(v.string(), v.email()),
    e: v.strictObject({ k: v.number() }),
    f: v.pipe(v.number(), v.maxValue(5)),
    g: v.string(),
  }));
  const issues = refused(Params, { a: SECRET, b: SECRET, c: SECRET, d: SECRET, e: { k: 1, [SECRET_KEY]: 1 }, f: 123456, g: 98765.4321 });
  assert.equal(issues.length, 7);
  for (const issue of issues) {
    for (const sent of [SECRET, SECRET_KEY, "123456", "98765.4321"]) assert.ok(!issue.message.includes(sent), `${issue.message} holds ${sent}`);
  }
  // the kind of each issue still reaches the model, in the library's words
  assert.equal(issues[0].message, "The value is not of the expected type.");
  assert.equal(issues[2].message, "The value is not one of the allowed values.");
  assert.equal(issues[5].message, "The value is too big.");
});

test("zod's unrecognized-key message names the key sent: the library's sentence replaces it", () => {
  const Params = vo.object({ e: z.strictObject({ k: z.number() }) });
  const [issue] = refused(Params, { e: { k: 1, [SECRET_KEY]: 2 } });
  assert.equal(issue.code, "unrecognized_keys");
  assert.ok(!issue.message.includes(SECRET_KEY), issue.message);
  assert.equal(issue.message, "The object holds members that are not allowed.");
});

test("a short value is not in a foreign member's message either", () => {
  const [issue] = refused(vo.object({ f: valibotDescribed(v.pipe(v.number(), v.maxValue(5))) }), { f: 7 });
  assert.equal(issue.message, "The value is too big.");
  const [quoted] = refused(vo.object({ a: valibotDescribed(v.number()) }), { a: "in" });
  assert.equal(quoted.message, "The value is not of the expected type.");
});
