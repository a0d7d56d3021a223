/**
 * `__proto__`, `constructor` and `prototype` as member names and record keys: read as
 * data, written as own properties of a plain object, never followed up the prototype
 * chain; Object.prototype stays as it was, and so does the prototype of every output.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
const arrayPrototypeNames = Object.getOwnPropertyNames(Array.prototype).sort();
after(() => {
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeNames);
  assert.deepEqual(Object.getOwnPropertyNames(Array.prototype).sort(), arrayPrototypeNames);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const HOSTILE = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "isPrototypeOf"];

/** A shape whose member names are the hostile keys, each an own property. */
const hostileShape = (member: vo.AnySchema) => {
  const shape: Record<string, vo.AnySchema> = {};
  for (const key of HOSTILE) Object.defineProperty(shape, key, { value: member, enumerable: true, writable: true, configurable: true });
  return shape;
};

const expectOwnData = (value: unknown, key: string, expected: unknown) => {
  const descriptor = Object.getOwnPropertyDescriptor(value, key);
  assert.ok(descriptor !== undefined && "value" in descriptor, `${key} is an own data property`);
  assert.deepEqual(descriptor.value, expected, key);
};

test("hostile member names: read from the input's own keys, written as own data, prototype untouched", () => {
  const Params = vo.object(hostileShape(Quantity));
  assert.deepEqual(Object.keys(Params.shape), HOSTILE);
  const input = JSON.parse(`{${HOSTILE.map((k, i) => `"${k}": ${i + 1}`).join(",")}}`) as unknown;
  const result = vo.validate(Params, input);
  assert.ok(result.ok);
  assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  HOSTILE.forEach((key, i) => expectOwnData(result.value, key, i + 1));
});

test("absent hostile members are absent, not read from Object.prototype", () => {
  const Params = vo.object(hostileShape(Quantity));
  const result = vo.validate(Params, {});
  assert.ok(!result.ok);
  assert.deepEqual(result.issues.map((i) => [i.code, i.path]), HOSTILE.map((key) => [vo.REQUIRED, [key]]));
  const Optional = vo.object(hostileShape(vo.optional(Quantity)));
  const empty = vo.validate(Optional, {});
  assert.ok(empty.ok);
  assert.deepEqual(Object.getOwnPropertyNames(empty.value), []);
  // an in-process input whose prototype carries the member: the prototype is not the input
  const inherited = vo.validate(vo.object({ constructor: vo.optional(Quantity) }), Object.create({ constructor: 5 }) as unknown);
  assert.ok(inherited.ok);
  assert.equal(Object.hasOwn(inherited.value, "constructor"), false);
});

test("record keys are data: __proto__ and the rest become own keys of a plain object", () => {
  const input = JSON.parse(`{${HOSTILE.map((k, i) => `"${k}": ${i + 1}`).join(",")}}`) as unknown;
  const result = vo.validate(vo.record(Quantity), input);
  assert.ok(result.ok);
  assert.deepEqual(Object.keys(result.value), HOSTILE);
  assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  HOSTILE.forEach((key, i) => expectOwnData(result.value, key, i + 1));
  // the output serializes to the same JSON, __proto__ included
  assert.equal(JSON.stringify(result.value), JSON.stringify(input));
});

test("attempts at pollution through every composite leave Object.prototype as it was", () => {
  const payloads = [
    '{"__proto__": {"polluted": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '{"prototype": {"polluted": true}}',
    '{"__proto__": {"__proto__": {"polluted": true}}}',
    '{"a": {"__proto__": {"polluted": true}}, "b": [{"__proto__": {"polluted": true}}]}',
  ].map((text) => JSON.parse(text) as unknown);
  const Open = vo.record(vo.record(vo.optional(vo.oneOf("Flag", ["yes"]))));
  const schemas: vo.AnySchema[] = [
    vo.record(vo.record(vo.integer("Any"))),
    vo.record(vo.nullable(vo.record(vo.string("Text")))),
    vo.object({ ...hostileShape(vo.optional(vo.record(vo.integer("N")))) }),
    vo.object({ a: vo.optional(vo.record(Quantity)), b: vo.optional(vo.array(vo.record(Quantity))) }),
    vo.object({ a: vo.optional(z.record(z.string(), z.unknown())), b: vo.optional(z.array(z.unknown())) }),
    Open,
  ];
  let reads = 0;
  for (const schema of schemas) {
    for (const payload of payloads) {
      const result = vo.validate(schema, payload);
      reads++;
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      if (result.ok && result.value !== null && typeof result.value === "object") assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
    }
  }
  assert.equal(reads, schemas.length * payloads.length);
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeNames);
});

test("an object without a prototype is read like any other; the output still has Object.prototype", () => {
  const bare = Object.create(null) as Record<string, unknown>;
  bare.quantity = 5;
  bare.__proto__ = 7;
  const result = vo.validate(vo.object({ quantity: Quantity, ["__proto__"]: Quantity }), bare);
  assert.ok(result.ok);
  assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  expectOwnData(result.value, "__proto__", 7);
  const record = vo.validate(vo.record(Quantity), bare);
  assert.ok(record.ok);
  assert.equal(Object.getPrototypeOf(record.value), Object.prototype);
});

test("a default is copied for every read: changing one output does not change the next", () => {
  const Params = vo.object({ tags: vo.optional(vo.record(Quantity), { a: 1 }) });
  const first = vo.validate(Params, {});
  assert.ok(first.ok);
  (first.value.tags as Record<string, number>).a = 99;
  (first.value.tags as Record<string, number>).polluted = 1;
  const second = vo.validate(Params, {});
  assert.deepEqual(second, { ok: true, value: { tags: { a: 1 } } });
});

test("a format named like a member of Object.prototype only describes: it neither throws, nor accepts or refuses everything", () => {
  for (const format of ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "__defineGetter__", "__lookupGetter__"]) {
    const Code = vo.string("Code", { format, maxLength: 3 });
    assert.deepEqual(Code.tryCreate("FR"), { ok: true, value: "FR" }, format);
    assert.equal(Code.tryCreate("FRAN").ok ? "" : (Code.tryCreate("FRAN") as { error: { code: string } }).error.code, vo.TOO_LONG, format);
    const written = vo.toJsonSchema(Code, { profile: "languageModel" }) as { description?: string };
    assert.equal(written.description, `Format: ${format}.`, format);
  }
});
