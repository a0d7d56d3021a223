// One voice for a rule: the sentence a model reads about a rule (`ruleSentence`, what
// a dialect says in a description) is the sentence of the refusal a value gets when it
// breaks that rule, read from the same table.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { ruleSentence } from "@adcodicem/value-objects/internal";

const refusedWith = (schema: vo.AnySchema, input: unknown): string => {
  const result = schema["~standard"].validate(input) as { issues?: readonly { message: string }[] };
  assert.ok(result.issues !== undefined && result.issues.length === 1, `one refusal for ${JSON.stringify(input)}`);
  return result.issues[0].message;
};

test("each rule's sentence is the sentence of its refusal, byte for byte", () => {
  const cases: [keyword: string, value: unknown, schema: vo.AnySchema, input: unknown][] = [
    ["minLength", 15, vo.string("S", { minLength: 15 }), "short"],
    ["minLength", 1, vo.string("S", { minLength: 1 }), ""],
    ["maxLength", 3, vo.string("S", { maxLength: 3 }), "long"],
    ["pattern", "^[A-Z]{2}$", vo.string("S", { pattern: "^[A-Z]{2}$" }), "fr"],
    ["format", "email", vo.string("S", { format: "email" }), "no"],
    ["minimum", 1, vo.integer("N", { minimum: 1 }), 0],
    ["exclusiveMinimum", 0, vo.number("N", { exclusiveMinimum: 0 }), 0],
    ["maximum", 100, vo.integer("N", { maximum: 100 }), 500],
    ["exclusiveMaximum", 1000, vo.number("N", { exclusiveMaximum: 1000 }), 1000],
    ["multipleOf", 0.01, vo.number("N", { multipleOf: 0.01 }), 0.001],
    ["enum", ["FR", "DE"], vo.oneOf("C", ["FR", "DE"]), "IT"],
    ["enum", [36, 38], vo.oneOf("C", [36, 38]), 37],
    ["const", "refund", vo.literal("refund"), "cancel"],
    ["const", 2, vo.literal(2), 3],
    ["minItems", 2, vo.array(vo.string("S"), { minItems: 2 }), ["a"]],
    ["maxItems", 1, vo.array(vo.string("S"), { maxItems: 1 }), ["a", "b"]],
  ];
  for (const [keyword, value, schema, input] of cases) {
    const message = refusedWith(schema, input);
    // a value object's refusal reads `The value is not a valid S: <sentence>`; a composite's is the sentence
    assert.ok(message === ruleSentence(keyword, value) || message.endsWith(`: ${ruleSentence(keyword, value)}`), `${keyword}: "${message}" / "${ruleSentence(keyword, value)}"`);
  }
});

test("the refusal sentences, as DESIGN.md fixes them", () => {
  assert.equal(ruleSentence("maximum", 100), "The value must be less than or equal to 100.");
  assert.equal(ruleSentence("minLength", 15), "The value must be at least 15 characters long.");
  assert.equal(ruleSentence("minLength", 1), "The value must be at least 1 character long.");
  assert.equal(ruleSentence("enum", ["FR", "DE"]), "The value must be one of: FR, DE.");
  assert.equal(ruleSentence("const", "FR"), 'The value must be "FR".');
});

test("a format JSON Schema defines: its refusal's sentence, then how it is written where that helps", () => {
  const refusal = refusedWith(vo.string("D", { format: "date" }), "2026-02-30");
  assert.equal(refusal, "The value is not a valid D: The value must be a valid date.");
  assert.equal(ruleSentence("format", "date"), "The value must be a valid date. It is written YYYY-MM-DD.");
  assert.equal(ruleSentence("format", "date-time"), "The value must be a valid date-time. It is written as in 2024-05-01T09:30:00Z, with a time zone offset (RFC 3339).");
  assert.equal(ruleSentence("format", "uri"), "The value must be a valid uri. It is an absolute URI.");
  assert.equal(ruleSentence("format", "uuid"), "The value must be a valid uuid.");
});

test("what has no refusal of its own is said in the same voice", () => {
  const cases: [string, unknown, string][] = [
    ["format", "iban", "Format: iban."],
    ["uniqueItems", true, "The list must not hold the same item twice."],
    ["uniqueItems", false, ""],
    ["minProperties", 1, "The object must hold at least 1 entry."],
    ["maxProperties", 3, "The object must hold at most 3 entries."],
    ["enum", ["FR", "DE", null], "The value must be one of: FR, DE, null."],
    ["const", { a: 1 }, 'The value must be {"a":1}.'],
    ["default", 1, "Defaults to 1."],
    ["examples", ["FR76"], 'Example: "FR76".'],
    ["examples", [1, 2], "Examples: 1, 2."],
    ["examples", [], ""],
    ["contentEncoding", "base64", 'contentEncoding: "base64".'],
  ];
  for (const [keyword, value, sentence] of cases) assert.equal(ruleSentence(keyword, value), sentence, keyword);
});

test("the standard and languageModel profiles name a format they do not check with the same sentence", () => {
  const Iban = vo.string("Iban", { format: "iban" });
  for (const profile of ["standard", "languageModel"] as const) assert.equal(vo.toJsonSchema(Iban, { profile }).description, ruleSentence("format", "iban"));
});
