// Issue 10 in the core: booleans, literals, unions, discriminated unions and named
// objects with a rule across members; tryCreate, create and is on every composite.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { codeOf, refusal, valueOf } from "./support/results.js";
import { Action, ActParameters, Amount, Cancel, Notify, Period, Reference, Refund, Suspend } from "./support/tool-kinds.js";

describe("boolean", () => {
  test("true or false; anything else is not_parsable, absent or null required", () => {
    assert.equal(valueOf(Notify, true), true);
    assert.equal(valueOf(Notify, false), false);
    for (const input of ["true", "false", 0, 1, "yes", [], {}]) {
      assert.deepEqual(refusal(Notify, input), { code: vo.NOT_PARSABLE, message: "The value is not a valid Notify: The value must be true or false.", path: [], pointer: "" });
    }
    for (const input of [null, undefined]) assert.equal(codeOf(Notify, input), vo.REQUIRED);
  });

  test("text is read only with fromText, and only the two spellings", () => {
    const Flag = vo.boolean("Flag", { fromText: true });
    assert.equal(valueOf(Flag, "true"), true);
    assert.equal(valueOf(Flag, "false"), false);
    for (const input of ["TRUE", " true", "1", "yes", ""]) assert.equal(codeOf(Flag, input), vo.NOT_PARSABLE);
  });

  test("check runs on the boolean; is, create", () => {
    const MustAgree = vo.boolean("Consent", { check: (b) => (b ? undefined : { code: "consent.missing", message: "Consent must be given." }) });
    assert.deepEqual(refusal(MustAgree, false), { code: "consent.missing", message: "The value is not a valid Consent: Consent must be given.", path: [], pointer: "" });
    assert.equal(MustAgree.is(true), true);
    assert.equal(MustAgree.is(false), false);
    assert.equal(MustAgree.is("true"), false);
    assert.throws(() => MustAgree.create(false), (e: unknown) => e instanceof vo.ValueObjectError && e.code === "consent.missing" && e.valueObject === "Consent");
  });

  test("rules it does not take are refused at declaration", () => {
    assert.throws(() => vo.boolean("Flag", { minLength: 1 } as never), /rule minLength/);
  });

  test("JSON Schema: boolean; fromText in the standard profile also takes the two texts", () => {
    assert.deepEqual(vo.toJsonSchema(Notify, { profile: "languageModel" }), { description: "Whether the customer is told.", type: "boolean" });
    assert.deepEqual(vo.toJsonSchema(vo.boolean("Flag", { fromText: true })), { type: ["boolean", "string"], pattern: "^(?:true|false)$" });
    assert.deepEqual(vo.toJsonSchema(vo.boolean("Flag", { fromText: true }), { profile: "languageModel" }), { type: "boolean" });
  });
});

describe("literal", () => {
  test("one value; absent or null required, anything else not_allowed", () => {
    const Card = vo.literal("card");
    assert.equal(valueOf(Card, "card"), "card");
    assert.deepEqual(Card.tryCreate("Card"), { ok: false, error: { code: vo.NOT_ALLOWED, message: 'The value must be "card".', path: [], pointer: "" } });
    for (const input of [1, true, ["card"], { card: 1 }]) assert.equal(codeOf(Card, input), vo.NOT_ALLOWED);
    assert.equal(codeOf(Card, null), vo.REQUIRED);
    assert.equal(valueOf(vo.literal(3), 3), 3);
    assert.equal(codeOf(vo.literal(3), "3"), vo.NOT_ALLOWED);
    assert.equal(valueOf(vo.literal(false), false), false);
    assert.equal(codeOf(vo.literal(false), 0), vo.NOT_ALLOWED);
  });

  test("only a string, a finite number or a boolean can be declared", () => {
    for (const value of [null, undefined, NaN, Infinity, {}, [], 10n]) assert.throws(() => vo.literal(value as never), vo.ValueObjectDefinitionError);
  });

  test("const in JSON Schema, with its JSON type; openapi-3.0 says enum", () => {
    assert.deepEqual(vo.toJsonSchema(vo.literal("card")), { type: "string", const: "card" });
    assert.deepEqual(vo.toJsonSchema(vo.literal(2)), { type: "integer", const: 2 });
    assert.deepEqual(vo.toJsonSchema(vo.literal(2.5), { target: "draft-07" }), { type: "number", const: 2.5 });
    assert.deepEqual(vo.toJsonSchema(vo.literal(true), { target: "openapi-3.0" }), { type: "boolean", enum: [true] });
  });
});

describe("union", () => {
  test("the first alternative, in order, that accepts answers", () => {
    assert.equal(valueOf(Reference, "ORD-000001"), "ORD-000001");
    assert.equal(valueOf(Reference, 42), 42);
    const Either = vo.union("Either", [vo.string("Trimmed", { normalize: (s) => s.trim() }), vo.string("Raw")]);
    assert.equal(valueOf(Either, "  x "), "x");
  });

  test("none: no_match naming the union, never the value", () => {
    const secret = "ORD-12345-secret";
    const error = refusal(Reference, secret);
    assert.deepEqual(error, { code: vo.NO_MATCH, message: "The value is not a valid Reference: The value matches none of the allowed forms.", path: [], pointer: "" });
    assert.equal(vo.NO_MATCH, "value_object.no_match");
    assert.equal(vo.codes.noMatch, vo.NO_MATCH);
    assert.equal(codeOf(Reference, null), vo.REQUIRED);
  });

  test("inside an object, its refusal sits at its path", () => {
    const result = vo.validate(vo.object({ ref: Reference }), { ref: 0 });
    assert.deepEqual(result.ok ? [] : result.issues, [{ code: vo.NO_MATCH, message: "The value is not a valid Reference: The value matches none of the allowed forms.", path: ["ref"], pointer: "/ref" }]);
  });

  test("anyOf in JSON Schema; nullable adds a null alternative", () => {
    assert.deepEqual(vo.toJsonSchema(Reference, { profile: "languageModel" }), {
      description: "An order number or id.",
      anyOf: [{ type: "string", pattern: "^ORD-[0-9]{6}$" }, { type: "integer", minimum: 1 }],
    });
    assert.deepEqual(vo.toJsonSchema(vo.nullable(Reference)).anyOf, [{ type: "string", pattern: "^ORD-[0-9]{6}$" }, { type: "integer", minimum: 1 }, { type: "null" }]);
  });
});

describe("discriminatedUnion", () => {
  test("the key picks the object; its refusals come back at their paths", () => {
    assert.deepEqual(valueOf(Action, { type: "refund", amount: 12.5, extra: 1 }), { type: "refund", amount: 12.5 });
    assert.deepEqual(valueOf(Action, { type: "cancel" }), { type: "cancel" });
    const result = vo.validate(Action, { type: "suspend", period: { start: "2026-03-02", end: "2026-03-01" } });
    assert.deepEqual(result.ok ? [] : result.issues, [
      { code: "period.reversed", message: "The value is not a valid Period: The end must not come before the start.", path: ["period", "end"], pointer: "/period/end" },
    ]);
    assert.deepEqual(Action.tryCreate({ type: "refund", amount: 0 }), {
      ok: false,
      error: { code: vo.OUT_OF_RANGE, message: "The value is not a valid Amount: The value must be greater than 0.", path: ["amount"], pointer: "/amount" },
    });
  });

  test("a missing key is required at [key]; an unknown one not_allowed at [key]", () => {
    for (const input of [{}, { type: null }, { amount: 3 }]) {
      const result = vo.validate(Action, input);
      assert.deepEqual(result.ok ? [] : result.issues, [{ code: vo.REQUIRED, message: "A value is required.", path: ["type"], pointer: "/type" }]);
    }
    for (const type of ["ship", "Refund", 1, true, ["refund"]]) {
      const result = vo.validate(Action, { type });
      assert.deepEqual(result.ok ? [] : result.issues, [{ code: vo.NOT_ALLOWED, message: "The value must be one of: refund, cancel, suspend.", path: ["type"], pointer: "/type" }]);
    }
    assert.equal(codeOf(Action, "refund"), vo.NOT_PARSABLE);
    assert.equal(codeOf(Action, null), vo.REQUIRED);
    // a key inherited from Object.prototype is not the input's
    const proto = Object.create({ type: "cancel" });
    assert.equal(codeOf(Action, proto), vo.REQUIRED);
  });

  test("with a name, its own refusals are named", () => {
    const Named = vo.discriminatedUnion("type", [Refund, Cancel], { name: "Action" });
    assert.deepEqual(refusal(Named, { type: "x" }), { code: vo.NOT_ALLOWED, message: "The value is not a valid Action: The value must be one of: refund, cancel.", path: ["type"], pointer: "/type" });
  });

  test("a oneOf key picks the object for each of its values, ignoreCase included", () => {
    const Kind = vo.oneOf("Kind", ["a", "b"], { ignoreCase: true });
    const Shapes = vo.discriminatedUnion("kind", [vo.object({ kind: Kind, n: Amount }), vo.object({ kind: vo.literal("c") })]);
    assert.deepEqual(valueOf(Shapes, { kind: "B", n: 1 }), { kind: "b", n: 1 });
    assert.deepEqual(valueOf(Shapes, { kind: "c" }), { kind: "c" });
  });

  test("declarations that cannot hold are refused", () => {
    assert.throws(() => vo.discriminatedUnion("type", [Refund, Refund]), /picks two alternatives/);
    assert.throws(() => vo.discriminatedUnion("type", [vo.object({ type: vo.string("Free") })]), /vo.literal or a vo.oneOf/);
    assert.throws(() => vo.discriminatedUnion("kind", [Refund]), /vo.literal or a vo.oneOf/);
    assert.throws(() => vo.discriminatedUnion("type", [Amount as never]), /must be a vo.object/);
    assert.throws(() => vo.discriminatedUnion("type", [] as never), /non-empty/);
  });

  // Red team round 3, F8: keys that overlap once case is ignored picked the later alternative for
  // a value the earlier one also takes ("PAY"), against declaration order; such a union cannot hold.
  test("keys that overlap when case is ignored are refused at declaration, in either order", () => {
    const I = vo.integer("Amount");
    const pay = (name: string, value: string) => vo.object({ type: vo.oneOf(name, [value], { ignoreCase: true }), amount: I });
    assert.throws(() => vo.discriminatedUnion("type", [pay("Pay", "Pay"), pay("PayNote", "pay")]), /ValueObjectDefinitionError|picks two alternatives/);
    assert.throws(() => vo.discriminatedUnion("t", [vo.object({ t: vo.oneOf("X", ["A"], { ignoreCase: true }) }), vo.object({ t: vo.literal("a") })]), /picks two alternatives/);
    assert.throws(() => vo.discriminatedUnion("t", [vo.object({ t: vo.literal("a") }), vo.object({ t: vo.oneOf("X", ["A"], { ignoreCase: true }) })]), /picks two alternatives/);
    // no overlap: the same letters in one alternative, or keys that differ once folded
    assert.doesNotThrow(() => vo.discriminatedUnion("t", [vo.object({ t: vo.oneOf("X", ["a", "b"], { ignoreCase: true }) }), vo.object({ t: vo.literal("c") })]));
    assert.doesNotThrow(() => vo.discriminatedUnion("t", [vo.object({ t: vo.literal("a") }), vo.object({ t: vo.literal("A") })]));
  });

  test("it looks the object up: the work per check does not grow with the number of alternatives", () => {
    // counted, not timed: reads of the input's key, and checks run in the objects not picked
    const measure = (n: number) => {
      let checksRun = 0;
      const alternatives = Array.from({ length: n }, (_, i) =>
        vo.object({ type: vo.literal(`t${i}`), n: vo.integer(`N${i}`, { check: () => void checksRun++ }) }),
      );
      const Union = vo.discriminatedUnion("type", alternatives as [vo.ObjectSchema<any>, ...vo.ObjectSchema<any>[]]);
      let keyReads = 0;
      const input = new Proxy({ type: `t${n - 1}`, n: 1 }, {
        get(target, key, receiver) {
          if (key === "type") keyReads++;
          return Reflect.get(target, key, receiver);
        },
      });
      assert.equal(Union.tryCreate(input).ok, true);
      return { keyReads, checksRun };
    };
    const few = measure(3);
    const many = measure(300);
    assert.deepEqual(many, few);
    assert.equal(few.checksRun, 1);
    assert.ok(few.keyReads <= 2, `the key is read ${few.keyReads} times`);
  });

  test("anyOf in JSON Schema, each object whole", () => {
    const schema = vo.toJsonSchema(Action, { profile: "languageModel" });
    assert.equal(schema.description, "What to do with the order.");
    const alternatives = schema.anyOf as vo.JsonSchema[];
    assert.equal(alternatives.length, 3);
    assert.deepEqual(alternatives.map((a) => (a.properties as Record<string, vo.JsonSchema>).type), [
      { type: "string", const: "refund" },
      { type: "string", const: "cancel" },
      { type: "string", const: "suspend" },
    ]);
    assert.deepEqual(alternatives[1].required, ["type"]);
  });
});

describe("object options", () => {
  test("a named object: its own refusals named, its check a rule across members at a relative path", () => {
    assert.deepEqual(Period.tryCreate({ start: "2026-03-02", end: "2026-03-01" }), {
      ok: false,
      error: { code: "period.reversed", message: "The value is not a valid Period: The end must not come before the start.", path: ["end"], pointer: "/end" },
    });
    assert.deepEqual(refusal(Period, 3), { code: vo.NOT_PARSABLE, message: "The value is not a valid Period: The value must be an object.", path: [], pointer: "" });
    assert.deepEqual(refusal(Period, null), { code: vo.REQUIRED, message: "The value is not a valid Period: A value is required.", path: [], pointer: "" });
    // a member's refusal is the member's own
    assert.deepEqual(refusal(Period, { start: "2026-02-30", end: "2026-03-01" }).pointer, "/start");
    assert.match(refusal(Period, { start: "2026-02-30", end: "2026-03-01" }).message, /^The value is not a valid Day: /);
  });

  test("the check runs once, only once every member is accepted", () => {
    let runs = 0;
    const Counted = vo.object({ a: Amount, b: Amount }, { check: () => void runs++ });
    Counted.tryCreate({ a: 0, b: 1 });
    assert.equal(runs, 0);
    Counted.tryCreate({ a: 1, b: 1 });
    assert.equal(runs, 1);
  });

  test("an unnamed object's check speaks as written; a throwing or odd check refuses plainly", () => {
    const Pair = vo.object({ a: Amount, b: Amount }, { check: (p) => (p.a > p.b ? { code: "pair.order", message: "a must not exceed b." } : undefined) });
    assert.deepEqual(refusal(Pair, { a: 2, b: 1 }), { code: "pair.order", message: "a must not exceed b.", path: [], pointer: "" });
    const Throws = vo.object({ a: Amount }, { name: "Thrower", check: () => { throw Object.assign(new Error("secret 12"), { code: "x.thrown" }); } });
    assert.deepEqual(refusal(Throws, { a: 1 }), { code: "x.thrown", message: "The value is not a valid Thrower.", path: [], pointer: "" });
    const Odd = vo.object({ a: Amount }, { check: () => ({ code: 3, message: "", path: [{}] }) as never });
    assert.deepEqual(refusal(Odd, { a: 1 }), { code: vo.NOT_PARSABLE, message: "The value is not valid.", path: [], pointer: "" });
    const Pointer = vo.object({ a: vo.object({ b: Amount }) }, { check: () => ({ code: "deep", message: "Deep.", path: "/a/b" }) });
    assert.deepEqual([refusal(Pointer, { a: { b: 1 } }).path, refusal(Pointer, { a: { b: 1 } }).pointer], [["a", "b"], "/a/b"]);
  });

  test("a check's path is bounded: at most 32 keys, each cut at 256 characters; a path that throws is the object's", () => {
    const Long = vo.object({ a: Amount }, { check: () => ({ code: "x", message: "X.", path: Array.from({ length: 1000 }, () => "k".repeat(10_000)) }) });
    const path = vo.validate(Long, { a: 1 });
    assert.ok(!path.ok);
    assert.equal(path.issues[0].path.length, 32);
    assert.ok(path.issues[0].path.every((key) => String(key).length === 256));
    const hostile = new Proxy([], { get: () => { throw new Error("no"); } });
    const Throws = vo.object({ a: Amount }, { check: () => ({ code: "x", message: "X.", path: hostile as never }) });
    assert.deepEqual(refusal(Throws, { a: 1 }), { code: "x", message: "X.", path: [], pointer: "" });
  });

  test('unknown: "refuse" refuses each undeclared member at its path; "ignore" drops it', () => {
    const result = vo.validate(Period, { start: "2026-03-01", end: "2026-03-02", x: 1, __proto__: 2, constructor: 3 });
    assert.deepEqual(result.ok ? [] : result.issues.map((i) => [i.code, i.path, i.message]), [
      [vo.NOT_ALLOWED, ["x"], "The value is not a valid Period: The object does not declare this member."],
      [vo.NOT_ALLOWED, ["constructor"], "The value is not a valid Period: The object does not declare this member."],
    ]);
    const own = JSON.parse('{"start":"2026-03-01","end":"2026-03-02","__proto__":1}');
    const ownResult = vo.validate(Period, own);
    assert.deepEqual(ownResult.ok ? [] : ownResult.issues.map((i) => i.path), [["__proto__"]]);
    const Open = vo.object({ a: Amount }, { unknown: "ignore" });
    assert.deepEqual(valueOf(Open, { a: 1, b: 2 }), { a: 1 });
    assert.throws(() => vo.object({}, { unknown: "drop" as never }), /unknown/);
  });

  test("JSON Schema: the check's sentence joins the description; refuse closes the object in both profiles", () => {
    for (const profile of ["standard", "languageModel"] as const) {
      const schema = vo.toJsonSchema(Period, { profile });
      assert.equal(schema.description, "The days the action covers.\n\nThe end is on or after the start.");
      assert.equal(schema.additionalProperties, false);
    }
    assert.equal(vo.toJsonSchema(vo.object({ a: Amount })).additionalProperties, undefined);
    const described = vo.toJsonSchema(vo.object({ p: vo.describe(Period, "When.") }), { profile: "languageModel" });
    assert.equal((described.properties as Record<string, vo.JsonSchema>).p.description, "When.\n\nThe days the action covers.\n\nThe end is on or after the start.");
  });
});

describe("tryCreate, create and is on every schema", () => {
  const schemas: [string, vo.Schema<any, any>, unknown, unknown][] = [
    ["object", ActParameters, { order: 7, action: { type: "cancel" }, notify: true }, { order: 7, action: { type: "ship" }, notify: true }],
    ["array", vo.array(Amount, { maxItems: 2 }), [1, 2], [1, 2, 3]],
    ["record", vo.record(Amount), { a: 1 }, { a: -1 }],
    ["optional", vo.optional(Amount), undefined, -1],
    ["nullable", vo.nullable(Amount), null, "x"],
    ["union", Reference, 3, "x"],
    ["discriminatedUnion", Action, { type: "refund", amount: 3 }, { type: "refund" }],
    ["literal", vo.literal("x"), "x", "y"],
    ["described", vo.describe(Period, "When."), { start: "2026-03-01", end: "2026-03-01" }, {}],
  ];
  for (const [kind, schema, good, bad] of schemas) {
    test(kind, () => {
      assert.deepEqual(schema.tryCreate(good), { ok: true, value: good });
      assert.deepEqual(schema.create(good), good);
      assert.equal(schema.is(good), true);
      const result = schema.tryCreate(bad);
      assert.equal(result.ok, false);
      const first = vo.validate(schema, bad);
      assert.ok(!first.ok);
      if (!result.ok) assert.deepEqual(result.error, first.issues[0]);
      assert.throws(
        () => schema.create(bad),
        (e: unknown) => e instanceof vo.ValueObjectError && !result.ok && e.code === result.error.code && e.pointer === result.error.pointer && JSON.stringify(e.path) === JSON.stringify(result.error.path) && e.message === result.error.message,
      );
      assert.equal(schema.is(bad), false);
    });
  }

  test("is: false for a value create would change (a member dropped, normalized, defaulted)", () => {
    assert.equal(ActParameters.is({ order: 7, action: { type: "cancel" }, notify: true, extra: 1 }), false);
    const Trimmed = vo.object({ s: vo.string("S", { normalize: (s) => s.trim() }), q: vo.optional(Amount, 1) });
    assert.equal(Trimmed.is({ s: " a", q: 1 }), false);
    assert.equal(Trimmed.is({ s: "a" }), false);
    assert.equal(Trimmed.is({ s: "a", q: 1 }), true);
  });

  test("a named object's create error names it", () => {
    assert.throws(() => Period.create({ start: "2026-03-02", end: "2026-03-01" }), (e: unknown) => e instanceof vo.ValueObjectError && e.valueObject === "Period" && e.pointer === "/end" && e.path.join() === "end");
  });
});

describe("Standard Schema faces", () => {
  test("validate answers issues with code and path, synchronously", () => {
    const result = Action["~standard"].validate({ type: "suspend", period: { start: "2026-03-02", end: "2026-03-01" } });
    assert.ok(!(result instanceof Promise) && result.issues);
    assert.deepEqual(result.issues, [{ code: "period.reversed", message: "The value is not a valid Period: The end must not come before the start.", path: ["period", "end"], pointer: "/period/end" }]);
    assert.equal(Notify["~standard"].vendor, "adcodicem");
    assert.deepEqual(vo.literal("a")["~standard"].validate("a"), { value: "a" });
  });

  test("jsonSchema answers the languageModel profile for each new kind, in both drafts", () => {
    for (const target of ["draft-2020-12", "draft-07"] as const) {
      const schema = ActParameters["~standard"].jsonSchema.input({ target });
      assert.equal(schema.additionalProperties, false);
      const properties = schema.properties as Record<string, vo.JsonSchema>;
      assert.equal((properties.order.anyOf as unknown[]).length, 2);
      assert.equal((properties.action.anyOf as unknown[]).length, 3);
      assert.equal(properties.notify.type, "boolean");
      const suspend = (properties.action.anyOf as vo.JsonSchema[])[2];
      assert.match(JSON.stringify(suspend), /The end is on or after the start\./);
    }
  });
});

describe("openapi-3.0", () => {
  test("unions as anyOf, literals as enum, a nullable union with a typed null-only branch", () => {
    const schema = vo.toJsonSchema(vo.object({ action: Action, ref: vo.nullable(Reference) }), { target: "openapi-3.0" });
    const properties = schema.properties as Record<string, vo.JsonSchema>;
    const refund = (properties.action.anyOf as vo.JsonSchema[])[0];
    assert.deepEqual((refund.properties as Record<string, vo.JsonSchema>).type, { type: "string", enum: ["refund"] });
    assert.deepEqual((properties.ref.anyOf as unknown[])[2], { type: "object", nullable: true, enum: [null] });
    assert.equal(properties.ref.nullable, undefined);
    assert.doesNotMatch(JSON.stringify(schema), /"const"|"type":"null"|exclusiveMinimum":0/);
  });
});

void Suspend;
void Cancel;
