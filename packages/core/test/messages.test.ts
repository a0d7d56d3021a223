// No refusal message ever contains the value sent: messages are made at declaration.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import * as vo from "@adcodicem/value-objects";
import { CountryCode, Iban, OrderParameters, Quantity } from "./support/design-example.js";
import { refusal } from "./support/results.js";

const CANARY = "zqx";

const catalogue: vo.ValueObject[] = [
  Iban,
  Quantity,
  CountryCode,
  vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true }),
  vo.string("Mail", { format: "email", maxLength: 40 }),
  vo.string("Code", { pattern: "^[A-Z]{3}$", normalize: (s) => s.trim() }),
  vo.string("Checked", { check: (s) => (s.length % 2 === 0 ? undefined : { code: "checked.odd", message: "The length must be even." }) }),
  vo.string("Thrown", { check: (s) => { throw Object.assign(new Error(`bad value ${s}`), { code: "thrown.bad" }); } }),
  vo.integer("Count", { minimum: -5, maximum: 5, fromText: true }),
  vo.number("Price", { exclusiveMinimum: 0, multipleOf: 0.01 }),
  vo.date("Day", { min: "2026-01-01" }),
  vo.dateTime("Slot", { max: "2026-01-01T00:00:00Z" }),
  vo.oneOf("Size", [36, 38]),
];

const messagesOf = (schema: vo.AnySchema, input: unknown): string[] => {
  const result = vo.validate(schema, input);
  return result.ok ? [] : result.issues.map((issue) => issue.message);
};

// Strings and numbers that carry a mark no message of the library holds.
const markedString = fc.string({ unit: "grapheme", maxLength: 30 }).map((s) => `${s}${CANARY}${s}`);
const markedNumber = fc.integer({ min: 1, max: 10 ** 6 }).map((n) => Number(`9191${n}.37`));

test("a refusal never holds a marked string or number sent, at any depth", () => {
  let refused = 0;
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: "small" }, markedString, markedNumber, fc.constant(null), fc.boolean(), tie("array"), tie("object")),
    array: fc.array(tie("value"), { maxLength: 4 }),
    object: fc.dictionary(markedString, tie("value"), { maxKeys: 4 }),
  })).value;
  const holders = [...catalogue, OrderParameters, vo.array(Iban), vo.record(Quantity), vo.object({ code: vo.nullable(CountryCode), note: vo.optional(Iban) })];
  fc.assert(
    fc.property(fc.constantFrom(...holders), json, (schema, input) => {
      for (const message of messagesOf(schema, input)) {
        refused++;
        assert.ok(!message.includes(CANARY), message);
        assert.ok(!/9191\d+\.37/.test(message), message);
      }
    }),
    { numRuns: 400 },
  );
  assert.ok(refused > 100, "the property saw refusals");
});

test("a value that looks like a message is refused with the same message as any other value", () => {
  const lookalikes = [
    "The value is not a valid Quantity: The value must be less than or equal to 100.",
    "The value is not a valid Iban: The value must be at least 15 characters long.",
    "The value must be one of: FR, DE.",
    "A value is required.",
    "The value is not a valid Iban.",
  ];
  // each lookalike against a value object, and a plain value refused for the same rule
  const pairs: [vo.ValueObject, string, unknown][] = [
    [Quantity, lookalikes[0], "plain"],
    [Iban, lookalikes[1], "X".repeat(40)],
    [CountryCode, lookalikes[2], "IT"],
    [vo.string("Short", { maxLength: 10 }), lookalikes[3], "x".repeat(11)],
    [catalogue[7], lookalikes[4], "anything"],
    [vo.string("Code", { pattern: "^[A-Z]{3}$" }), lookalikes[0], "abc"],
  ];
  for (const [valueObject, lookalike, plain] of pairs) {
    const refused = refusal(valueObject, lookalike);
    // the same message as for a plain value: it holds nothing of the value, even where
    // the value reads like a part of it ("The value must be one of: FR, DE.")
    assert.deepEqual({ ...refused }, { ...refusal(valueObject, plain) }, lookalike);
  }
});

test("a thrown error's message, which may hold the value, never reaches the refusal", () => {
  const Thrown = catalogue[7];
  const result = Thrown.tryCreate("secret-zqx-value");
  assert.deepEqual(result, { ok: false, error: { code: "thrown.bad", message: "The value is not a valid Thrown.", path: [], pointer: "" } });
  assert.throws(() => Thrown.create("secret-zqx-value"), (error: Error) => !error.message.includes(CANARY) && !String(error.stack).includes(CANARY));
});
