/**
 * A valibot strict object or strict tuple reports every issue of its own under its type
 * (`strict_object`, `strict_tuple`): the unknown key or item (`expected: "never"`), and also a
 * missing key and an input that is no object or list. Only the first is "not allowed"; the others
 * say what a plain valibot object's and Zod's say for the same fault (the type sentence), at the
 * member's place, with no foreign text or value (SECURITY.md §5).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as v from "valibot";
import * as vo from "@adcodicem/value-objects";
import { checkArguments } from "@adcodicem/value-objects/arguments";
import { z } from "zod";
import { valibotDescribed } from "../support/json-schema-face.js";

const SECRET = "zqx-secret-value";
const TYPE = "The value is not of the expected type.";

const said = (schema: vo.AnySchema, input: unknown) => {
  const result = vo.validate(schema, input);
  assert.equal(result.ok, false, "refused");
  return result.ok ? [] : result.issues.map((i) => [i.code, i.pointer, i.message]);
};

test("a valibot strict object: a missing key and a wrong type say the type sentence, as a plain valibot object and Zod do; only the unknown key is not allowed", () => {
  const shape = { city: v.string(), n: v.number() };
  const Strict = vo.object({ address: valibotDescribed(v.strictObject(shape)) });
  const Plain = vo.object({ address: valibotDescribed(v.object(shape)) });
  const Zod = vo.object({ address: z.strictObject({ city: z.string(), n: z.number() }) });
  for (const [input, expected] of [
    [{ address: { n: 1 } }, [[vo.NOT_PARSABLE, "/address/city", TYPE]]],
    [{ address: SECRET }, [[vo.NOT_PARSABLE, "/address", TYPE]]],
    [{ address: { city: 1, n: 1 } }, [[vo.NOT_PARSABLE, "/address/city", TYPE]]],
  ] as const) {
    assert.deepEqual(said(Strict, input), expected, JSON.stringify(input));
    assert.deepEqual(said(Plain, input), expected, `plain ${JSON.stringify(input)}`);
    assert.deepEqual(said(Zod, input).map(([, pointer, message]) => [pointer, message]), expected.map(([, pointer, message]) => [pointer, message]), `zod ${JSON.stringify(input)}`);
  }
  assert.deepEqual(said(Strict, { address: { city: "Paris", n: 1, [SECRET]: true } }), [[vo.NOT_PARSABLE, "/address", "The object holds members that are not allowed."]]);
  const checked = checkArguments(Strict, { address: SECRET });
  assert.equal(checked.ok, false);
  assert.ok(!JSON.stringify(checked).includes(SECRET), JSON.stringify(checked));
  assert.ok(!/received|Invalid|Expected|never|"city"/.test(JSON.stringify(checked)), JSON.stringify(checked));
});

test("a valibot strict tuple: an extra item is not allowed; a missing or wrong item and an input that is no list say the type sentence", () => {
  const Pair = vo.object({ pair: valibotDescribed(v.strictTuple([v.string(), v.number()])) });
  assert.deepEqual(said(Pair, { pair: ["a", 1, 2] }), [[vo.NOT_PARSABLE, "/pair/2", "The member is not allowed."]]);
  assert.deepEqual(said(Pair, { pair: SECRET }), [[vo.NOT_PARSABLE, "/pair", TYPE]]);
  assert.deepEqual(said(Pair, { pair: ["a"] }), [[vo.NOT_PARSABLE, "/pair/1", TYPE]]);
  assert.deepEqual(said(Pair, { pair: ["a", "b"] }), [[vo.NOT_PARSABLE, "/pair/1", TYPE]]);
});
