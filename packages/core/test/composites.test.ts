// Composites read members in order and report every refusal with its path.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { CountryCode, IBAN, Iban, OrderParameters, Quantity } from "./support/design-example.js";

const issuesOf = (schema: vo.AnySchema, input: unknown) => {
  const result = vo.validate(schema, input);
  assert.equal(result.ok, false, "expected refusals");
  return result.ok ? [] : result.issues;
};
const valueOf = (schema: vo.AnySchema, input: unknown) => {
  const result = vo.validate(schema, input);
  if (!result.ok) assert.fail(JSON.stringify(result.issues));
  return result.value;
};

describe("object", () => {
  test("reads required members into a new object", () => {
    const input = { iban: IBAN, quantity: 2, country: "FR" };
    const value = valueOf(OrderParameters, input);
    assert.deepEqual(value, input);
    assert.notEqual(value, input);
  });

  test("unknown members are dropped; members come out in declared order", () => {
    const value = valueOf(OrderParameters, { country: "DE", extra: 1, quantity: 3, iban: IBAN, __proto__x: true });
    assert.deepEqual(Object.keys(value as object), ["iban", "quantity", "country"]);
  });

  test("every refusal, in member order, with its path", () => {
    const issues = issuesOf(OrderParameters, { country: "IT", quantity: 500, iban: "FR76" });
    assert.deepEqual(issues, [
      { code: vo.TOO_SHORT, message: "The value is not a valid Iban: The value must be at least 15 characters long.", path: ["iban"], pointer: "/iban" },
      { code: vo.OUT_OF_RANGE, message: "The value is not a valid Quantity: The value must be less than or equal to 100.", path: ["quantity"], pointer: "/quantity" },
      { code: vo.NOT_ALLOWED, message: "The value is not a valid CountryCode: The value must be one of: FR, DE.", path: ["country"], pointer: "/country" },
    ]);
  });

  test("an absent member is required; null where not nullable is required", () => {
    const issues = issuesOf(OrderParameters, { quantity: null, country: "FR" });
    assert.deepEqual(issues.map((i) => [i.path, i.code]), [[["iban"], vo.REQUIRED], [["quantity"], vo.REQUIRED]]);
  });

  test("not an object is not_parsable; null or absent is required", () => {
    for (const input of [[], "x", 3, true]) assert.deepEqual(issuesOf(OrderParameters, input), [{ code: vo.NOT_PARSABLE, message: "The value must be an object.", path: [], pointer: "" }]);
    for (const input of [null, undefined]) assert.deepEqual(issuesOf(OrderParameters, input), [{ code: vo.REQUIRED, message: "A value is required.", path: [], pointer: "" }]);
  });

  test("keys Object.prototype also has are read only when the input owns them", () => {
    const Odd = vo.object({ constructor: vo.string("Builder"), toString: vo.optional(vo.string("Text")) });
    assert.deepEqual(issuesOf(Odd, {}).map((i) => [i.path, i.code]), [[["constructor"], vo.REQUIRED]]);
    assert.deepEqual(valueOf(Odd, JSON.parse('{"constructor":"Ada","toString":"x"}')), { constructor: "Ada", toString: "x" });
  });

  test("nested paths: an object in an array in an object", () => {
    const Line = vo.object({ quantity: Quantity });
    const Order = vo.object({ lines: vo.array(Line), country: CountryCode });
    const issues = issuesOf(Order, { lines: [{ quantity: 1 }, { quantity: 0 }, {}], country: "FR" });
    assert.deepEqual(issues.map((i) => [i.path, i.code]), [[["lines", 1, "quantity"], vo.OUT_OF_RANGE], [["lines", 2, "quantity"], vo.REQUIRED]]);
    assert.deepEqual(issues.map((i) => i.pointer), ["/lines/1/quantity", "/lines/2/quantity"]);
  });
});

describe("optional", () => {
  const Params = vo.object({ iban: Iban, note: vo.optional(vo.string("Note", { maxLength: 5 })), quantity: vo.optional(Quantity, 1) });

  test("absent with no default is left out; absent with a default is the default", () => {
    const value = valueOf(Params, { iban: IBAN });
    assert.deepEqual(value, { iban: IBAN, quantity: 1 });
    assert.equal(Object.hasOwn(value as object, "note"), false);
  });

  test("present, it is checked", () => {
    assert.deepEqual(valueOf(Params, { iban: IBAN, note: "hi", quantity: 7 }), { iban: IBAN, note: "hi", quantity: 7 });
    assert.deepEqual(issuesOf(Params, { iban: IBAN, note: "too long", quantity: 0 }).map((i) => [i.path, i.code]), [[["note"], vo.TOO_LONG], [["quantity"], vo.OUT_OF_RANGE]]);
  });

  test("null is not absent: it is required unless nullable", () => {
    assert.deepEqual(issuesOf(Params, { iban: IBAN, note: null }).map((i) => [i.path, i.code]), [[["note"], vo.REQUIRED]]);
  });

  test("a default object is copied, never shared between reads", () => {
    const Tags = vo.object({ tags: vo.optional(vo.array(vo.string("Tag")), ["a"]) });
    const first = valueOf(Tags, {}) as { tags: string[] };
    first.tags.push("changed");
    assert.deepEqual(valueOf(Tags, {}), { tags: ["a"] });
  });

  test("a default is read with the member's rules", () => {
    const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
    assert.deepEqual(valueOf(vo.object({ country: vo.optional(Country, "fr" as "FR") }), {}), { country: "FR" });
  });
});

describe("nullable", () => {
  test("accepts null and what the inner schema accepts", () => {
    const Params = vo.object({ coupon: vo.nullable(vo.string("Coupon", { maxLength: 8 })) });
    assert.deepEqual(valueOf(Params, { coupon: null }), { coupon: null });
    assert.deepEqual(valueOf(Params, { coupon: "SPRING" }), { coupon: "SPRING" });
    assert.deepEqual(issuesOf(Params, { coupon: "x".repeat(9) }).map((i) => i.code), [vo.TOO_LONG]);
    assert.deepEqual(issuesOf(Params, {}).map((i) => i.code), [vo.REQUIRED]);
  });

  test("nullable of an object or array", () => {
    assert.equal(valueOf(vo.nullable(OrderParameters), null), null);
    assert.equal(valueOf(vo.nullable(vo.array(Quantity)), null), null);
  });
});

describe("array", () => {
  const Alternates = vo.array(Iban, { minItems: 1, maxItems: 2 });

  test("reads each item; refusals carry the index", () => {
    assert.deepEqual(valueOf(Alternates, [IBAN]), [IBAN]);
    assert.deepEqual(issuesOf(Alternates, [IBAN, "x"]), [{ code: vo.TOO_SHORT, message: "The value is not a valid Iban: The value must be at least 15 characters long.", path: [1], pointer: "/1" }]);
  });

  test("minItems and maxItems are too_short and too_long", () => {
    assert.deepEqual(issuesOf(Alternates, []), [{ code: vo.TOO_SHORT, message: "The list must hold at least 1 item.", path: [], pointer: "" }]);
    assert.deepEqual(issuesOf(Alternates, [IBAN, IBAN, IBAN]), [{ code: vo.TOO_LONG, message: "The list must hold at most 2 items.", path: [], pointer: "" }]);
  });

  test("too few items and a bad item are both reported", () => {
    const Three = vo.array(Quantity, { minItems: 3 });
    assert.deepEqual(issuesOf(Three, [0]).map((i) => [i.path, i.code]), [[[], vo.TOO_SHORT], [[0], vo.OUT_OF_RANGE]]);
  });

  test("not an array is not_parsable; null is required", () => {
    assert.deepEqual(issuesOf(Alternates, { 0: IBAN }).map((i) => i.code), [vo.NOT_PARSABLE]);
    assert.deepEqual(issuesOf(Alternates, "x").map((i) => i.message), ["The value must be an array."]);
    assert.deepEqual(issuesOf(Alternates, null).map((i) => i.code), [vo.REQUIRED]);
  });
});

describe("record", () => {
  const Stock = vo.record(Quantity);

  test("reads string keys, each value with the value schema", () => {
    assert.deepEqual(valueOf(Stock, { FR: 1, DE: 2 }), { FR: 1, DE: 2 });
    assert.deepEqual(issuesOf(Stock, { FR: 1, DE: 0, IT: "x" }).map((i) => [i.path, i.code]), [[["DE"], vo.OUT_OF_RANGE], [["IT"], vo.NOT_PARSABLE]]);
  });

  test("__proto__ and constructor keys are data: no prototype is touched", () => {
    const input = JSON.parse('{"__proto__": 5, "constructor": 6, "polluted": 7}');
    const value = valueOf(Stock, input) as Record<string, number>;
    assert.deepEqual(Object.keys(value), ["__proto__", "constructor", "polluted"]);
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
    assert.equal(Object.getOwnPropertyDescriptor(value, "__proto__")?.value, 5);
    assert.equal(value.constructor, 6 as unknown);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    const nested = vo.record(vo.record(Quantity));
    const deep = valueOf(nested, JSON.parse('{"__proto__": {"polluted": 1}}')) as Record<string, Record<string, number>>;
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.getOwnPropertyDescriptor(deep, "__proto__")?.value.polluted, 1);
  });

  test("a refused __proto__ value carries its key in the path", () => {
    assert.deepEqual(issuesOf(Stock, JSON.parse('{"__proto__": 0}')).map((i) => i.path), [["__proto__"]]);
  });

  test("an object member named __proto__ is read as data", () => {
    const Odd = vo.object({ ["__proto__"]: Quantity });
    const value = valueOf(Odd, JSON.parse('{"__proto__": 3}'));
    assert.equal(Object.getOwnPropertyDescriptor(value, "__proto__")?.value, 3);
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
    assert.deepEqual(issuesOf(Odd, {}).map((i) => [i.path, i.code]), [[["__proto__"], vo.REQUIRED]]);
  });

  test("not an object is not_parsable", () => {
    assert.deepEqual(issuesOf(Stock, [1]).map((i) => i.code), [vo.NOT_PARSABLE]);
  });
});

describe("describe", () => {
  test("keeps reading as the schema it describes", () => {
    const Described = vo.describe(Quantity, "How many.");
    assert.equal(Described.create(3), 3);
    assert.equal(Described.name, "Quantity");
    assert.deepEqual(issuesOf(vo.object({ q: Described }), { q: 0 }).map((i) => [i.path, i.code]), [[["q"], vo.OUT_OF_RANGE]]);
  });

  test("leaves the schema it describes unchanged", () => {
    vo.describe(Iban, "The account to debit.");
    assert.equal(Iban.descriptions, undefined);
  });
});

describe("a foreign Zod 4 member", () => {
  const Params = vo.object({
    iban: Iban,
    reference: z.string().min(3).max(8),
    lines: z.array(z.object({ sku: z.string() })).optional(),
    channel: vo.describe(z.enum(["web", "phone"]), "Where the order came from."),
  });

  test("reads through ~standard.validate and keeps the value Zod gives", () => {
    assert.deepEqual(valueOf(Params, { iban: IBAN, reference: "ABC", channel: "web" }), { iban: IBAN, reference: "ABC", channel: "web" });
  });

  test("its issues keep their code, under the member's path, with the library's sentence for their kind", () => {
    const issues = issuesOf(Params, { iban: IBAN, reference: "AB", lines: [{ sku: 1 }], channel: "fax" });
    assert.deepEqual(issues.map((i) => [i.path, i.code]), [[["reference"], "too_small"], [["lines", 0, "sku"], "invalid_type"], [["channel"], "invalid_value"]]);
    assert.deepEqual(issues.map((i) => i.message), [
      "The value is too short.",
      "The value is not of the expected type.",
      "The value is not one of the allowed values.",
    ]);
  });

  test("an issue without a code gets value_object.not_parsable and the generic sentence", () => {
    const plain: vo.ForeignSchema<string> = {
      "~standard": {
        version: 1,
        vendor: "plain",
        validate: (value) => (typeof value === "string" ? { value } : { issues: [{ message: "Not a string.", path: [{ key: "inner" }] }] }),
        jsonSchema: { input: () => ({ type: "string" }), output: () => ({ type: "string" }) },
      },
    };
    assert.deepEqual(issuesOf(vo.object({ p: plain }), { p: 1 }), [{ code: vo.NOT_PARSABLE, message: "The value is not valid.", path: ["p", "inner"], pointer: "/p/inner" }]);
  });

  test("an asynchronous foreign schema is refused, not awaited", () => {
    const later = z.string().refine(async () => true);
    assert.deepEqual(issuesOf(vo.object({ p: later }), { p: "x" }).map((i) => [i.path, i.code]), [[["p"], vo.NOT_PARSABLE]]);
  });

  test("a foreign schema that passes the library's registered failure symbol through is refused with an issue, never an empty list", () => {
    const failed = Symbol.for("@adcodicem/value-objects.failed");
    const passing = vo.object({ a: z.any() });
    assert.deepEqual(issuesOf(passing, { a: failed }), [{ code: vo.NOT_PARSABLE, message: "The value cannot be checked.", path: ["a"], pointer: "/a" }]);
  });

  test("a Zod refine that throws is refused as unchecked, not as asynchronous (red-team finding)", () => {
    // Zod's ~standard.validate answers a synchronous throw with its asynchronous parse: the promise
    // alone cannot tell the two apart, so neither is called asynchronous
    const throwing = z.string().refine(() => {
      throw new Error("boom");
    });
    const later = z.string().refine(async () => true);
    for (const member of [throwing, later]) {
      assert.deepEqual(issuesOf(vo.object({ p: member }), { p: "x" }), [{ code: vo.NOT_PARSABLE, message: "The value cannot be checked.", path: ["p"], pointer: "/p" }]);
    }
  });
});

test("a member that is no schema throws at declaration, naming its key: never a bare TypeError later", () => {
  for (const bad of [42, null, undefined, "Iban", {}, { "~standard": {} }, { "~standard": { validate: "no" } }]) {
    assert.throws(
      () => vo.object({ quantity: bad as never }),
      (e: unknown) => e instanceof vo.ValueObjectDefinitionError && e.valueObject === "quantity" && e.rule === "schema",
      String(bad),
    );
    assert.throws(() => vo.array(bad as never), vo.ValueObjectDefinitionError);
    assert.throws(() => vo.optional(bad as never), vo.ValueObjectDefinitionError);
  }
});

test("with maxIssues, a named object's or discriminated union's refusal of a non-object is counted, and names no other issue again", () => {
  const Payment = vo.discriminatedUnion("type", [vo.object({ type: vo.literal("card") })], { name: "Payment" });
  const Thing = vo.object({ a: vo.integer("A") }, { name: "Thing" });
  for (const [schema, name] of [[Payment, "Payment"], [Thing, "Thing"]] as const) {
    const list = vo.array(schema);
    const bounded = vo.validate(list, [1, null, 3], { maxIssues: 1 });
    assert.deepEqual(bounded, {
      ok: false,
      issues: [{ code: "value_object.not_parsable", message: `The value is not a valid ${name}: The value must be an object.`, path: [0], pointer: "/0" }],
      omitted: 2,
    });
    const all = vo.validate(list, [1, null, 3]);
    assert.ok(!all.ok);
    assert.deepEqual(
      all.issues.map((issue) => issue.message),
      [`The value is not a valid ${name}: The value must be an object.`, `The value is not a valid ${name}: A value is required.`, `The value is not a valid ${name}: The value must be an object.`],
    );
  }
});
