/**
 * Issue 8, point 8: a member added to Object.prototype (or Array.prototype) after the
 * schemas were declared — `Object.prototype.role = "admin"`, as a polluted dependency
 * would — is never read as the sender's: every composite reads members, items and
 * keys as own properties only. Checked through `vo.validate` and `~standard.validate`
 * for objects, optional members with and without a default, nullable members, nested
 * objects, records, arrays and a foreign member inside an object.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as v from "valibot";
import { valibotDescribed, withJsonSchema } from "../support/json-schema-face.js";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";

const Role = vo.oneOf("Role", ["admin", "user"]);
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });

/** Runs `body` while Object.prototype.role, Object.prototype.qty and Array.prototype[0] are set, then removes them. */
function withGadgets(body: () => void): void {
  const objectPrototype = Object.prototype as Record<string, unknown>;
  const arrayPrototype = Array.prototype as unknown as Record<string, unknown>;
  objectPrototype.role = "admin";
  objectPrototype.qty = 5;
  arrayPrototype[0] = "admin";
  try {
    body();
  } finally {
    delete objectPrototype.role;
    delete objectPrototype.qty;
    delete arrayPrototype[0];
  }
}

/** Both faces of a schema agree, and give `expected` (a value, or the [code, path] of each issue). */
function expectRead(schema: vo.AnySchema & vo.Schema, input: unknown, expected: { value: unknown } | { issues: [string, vo.PathKey[]][] }) {
  const result = vo.validate(schema, input);
  const standard = schema["~standard"].validate(input) as { value?: unknown; issues?: vo.Issue[] };
  if ("value" in expected) {
    assert.deepEqual(result, { ok: true, value: expected.value });
    assert.deepEqual(standard, { value: expected.value });
    const value = result.ok ? result.value : undefined;
    if (value !== null && typeof value === "object") assert.ok(!Object.hasOwn(value, "role") || Object.hasOwn(input as object, "role") || "role" in (expected.value as object));
  } else {
    assert.equal(result.ok, false);
    const issues = result.ok ? [] : result.issues;
    assert.deepEqual(issues.map((i) => [i.code, i.path]), expected.issues);
    assert.deepEqual(standard.issues, issues);
  }
}

test("an absent member is required even when Object.prototype holds a value for it", () => {
  const Params = vo.object({ role: Role });
  const Nested = vo.object({ user: vo.object({ role: Role, qty: Quantity }) });
  const WithNullable = vo.object({ role: vo.nullable(Role) });
  withGadgets(() => {
    expectRead(Params, {}, { issues: [[vo.REQUIRED, ["role"]]] });
    expectRead(Params, JSON.parse("{}"), { issues: [[vo.REQUIRED, ["role"]]] });
    expectRead(Nested, { user: {} }, { issues: [[vo.REQUIRED, ["user", "role"]], [vo.REQUIRED, ["user", "qty"]]] });
    expectRead(WithNullable, {}, { issues: [[vo.REQUIRED, ["role"]]] });
    // what the sender owns is read as before
    expectRead(Params, { role: "user" }, { value: { role: "user" } });
  });
});

test("an optional member stays absent, or takes its declared default, never the prototype's value", () => {
  const Params = vo.object({ role: vo.optional(Role), qty: vo.optional(Quantity, 1) });
  withGadgets(() => {
    expectRead(Params, {}, { value: { qty: 1 } });
    const read = vo.validate(Params, {});
    assert.ok(read.ok && !Object.hasOwn(read.value, "role"));
  });
});

test("records read their own keys and arrays their own items", () => {
  const Stock = vo.record(Quantity);
  const Roles = vo.array(Role);
  const Wrapped = vo.array(vo.object({ role: Role }));
  withGadgets(() => {
    expectRead(Stock, {}, { value: {} });
    expectRead(Stock, { fr: 2 }, { value: { fr: 2 } });
    // a hole in an array is not filled from Array.prototype
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    expectRead(Roles, [, "user"], { issues: [[vo.REQUIRED, [0]]] });
    expectRead(Wrapped, [{}], { issues: [[vo.REQUIRED, [0, "role"]]] });
  });
});

test("a foreign member is handed only what the sender owns", () => {
  const Params = vo.object({ role: z.enum(["admin", "user"]) });
  withGadgets(() => {
    expectRead(Params, {}, { issues: [["invalid_value", ["role"]]] });
  });
});

test("a Zod or valibot object inside a member is handed own data only: it reads no gadget as the sender's", () => {
  const zodUser = vo.object({ user: z.object({ name: z.string(), role: z.string().optional(), qty: z.number().optional() }) });
  const valibotUser = vo.object({ user: valibotDescribed(v.object({ name: v.string(), role: v.optional(v.string()), qty: v.optional(v.number()) })) });
  const zodList = vo.object({ users: z.array(z.object({ name: z.string(), role: z.string().optional() })) });
  // declared before the gadgets: a declaration asks Zod's JSON Schema face, which the gadgets break
  const Names = vo.object({ names: z.array(z.string().optional()) });
  const Required = vo.object({ user: z.object({ role: z.string() }) });
  withGadgets(() => {
    for (const Params of [zodUser, valibotUser]) {
      expectRead(Params, JSON.parse('{"user":{"name":"ada"}}'), { value: { user: { name: "ada" } } });
      // what the sender did send is read as before
      expectRead(Params, JSON.parse('{"user":{"name":"ada","role":"user","qty":2}}'), { value: { user: { name: "ada", role: "user", qty: 2 } } });
    }
    expectRead(zodList, JSON.parse('{"users":[{"name":"ada"},{"name":"bob","role":"user"}]}'), { value: { users: [{ name: "ada" }, { name: "bob", role: "user" }] } });
    // a hole in an in-process list is not filled from Array.prototype[0]
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    expectRead(Names, { names: [, "bob"] }, { value: { names: [undefined, "bob"] } });
    // a required member the sender left out stays missing, whatever the prototype holds
    expectRead(Required, JSON.parse('{"user":{}}'), { issues: [["invalid_type", ["user", "role"]]] });
  });
  // without a gadget the input is handed as it is (Zod sees the sender's own object)
  let seen: unknown;
  // a hand-made member with a JSON Schema face: a z.custom one is refused where declared (its face throws)
  const Spy = vo.object({ user: withJsonSchema({ "~standard": { version: 1, vendor: "spy", validate: (x: unknown) => ((seen = x), { value: x }) } }, { type: "object" }) as vo.AnySchema });
  const user = { name: "ada" };
  assert.ok(vo.validate(Spy, { user }).ok);
  assert.equal(seen, user);
});
