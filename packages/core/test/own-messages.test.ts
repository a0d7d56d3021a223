// Own messages (issue 24): a team's sentence replaces a rule's inside the library's frame; codes
// never change; each placeholder is filled at declaration; anything else is a definition error.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";

const refused = (schema: vo.Schema<any, any>, input: unknown, options?: vo.ReadOptions) => {
  const result = schema.tryCreate(input, options);
  assert.equal(result.ok, false);
  return (result as { error: vo.Refusal }).error;
};

test("an own message replaces the rule's sentence inside the frame; the code stays", () => {
  const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100, messages: { maximum: "Order at most {maximum} items." } });
  assert.deepEqual(refused(Quantity, 500), { code: vo.OUT_OF_RANGE, message: "The value is not a valid Quantity: Order at most 100 items.", path: [], pointer: "" });
  // a rule without its own message says its sentence
  assert.equal(refused(Quantity, 0).message, "The value is not a valid Quantity: The value must be greater than or equal to 1.");
});

test("each placeholder is filled with the rule's value, the name or the closed set", () => {
  const cases: [vo.Schema<any, any>, unknown, string][] = [
    [vo.string("Code", { minLength: 3, messages: { minLength: "{name}: {minLength}+" } }), "ab", "Code: 3+"],
    [vo.string("Code", { maxLength: 3, messages: { maxLength: "max {maxLength}" } }), "abcd", "max 3"],
    [vo.string("Code", { pattern: "^[A-Z]+$", messages: { pattern: "capitals ({pattern})" } }), "ab", "capitals (^[A-Z]+$)"],
    [vo.string("Mail", { format: "email", messages: { format: "a {format} address" } }), "no", "a email address"],
    [vo.integer("N", { minimum: 2, messages: { minimum: "from {minimum}" } }), 1, "from 2"],
    [vo.integer("N", { maximum: 2, messages: { maximum: "to {maximum}" } }), 3, "to 2"],
    [vo.number("N", { exclusiveMinimum: 2, messages: { exclusiveMinimum: "above {exclusiveMinimum}" } }), 2, "above 2"],
    [vo.number("N", { exclusiveMaximum: 2, messages: { exclusiveMaximum: "below {exclusiveMaximum}" } }), 2, "below 2"],
    [vo.number("Price", { multipleOf: 0.01, messages: { multipleOf: "in steps of {multipleOf}" } }), 0.001, "in steps of 0.01"],
    [vo.date("Day", { min: "2024-01-01", messages: { min: "from {min}" } }), "2023-12-31", "from 2024-01-01"],
    [vo.dateTime("At", { max: "2024-01-01T00:00:00Z", messages: { max: "until {max}" } }), "2024-01-02T00:00:00Z", "until 2024-01-01T00:00:00Z"],
    [vo.oneOf("Country", ["FR", "DE"], { messages: { oneOf: "We deliver to {values} only." } }), "IT", "We deliver to FR, DE only."],
    [vo.integer("N", { messages: { required: "{name} is needed." } }), null, "N is needed."],
    [vo.boolean("Flag", { messages: { type: "Answer true or false." } }), "yes", "Answer true or false."],
    [vo.integer("N", { messages: { type: "A whole number." } }), 2.5, "A whole number."],
  ];
  for (const [schema, input, sentence] of cases) {
    const { message } = refused(schema, input);
    assert.equal(message.slice(message.indexOf(": ") + 2), sentence);
  }
});

test("a placeholder that is no rule of it, or a key it has no rule for, is a definition error naming the schema and the key", () => {
  assert.throws(() => vo.integer("Quantity", { maximum: 1, messages: { maximum: "at most {minimum}" } }), (error: unknown) =>
    error instanceof vo.ValueObjectDefinitionError && /Quantity/.test(error.message) && /maximum/.test(error.message) && /\{minimum\}/.test(error.message));
  assert.throws(() => vo.integer("Quantity", { maximum: 1, messages: { minimum: "at least one" } }), (error: unknown) =>
    error instanceof vo.ValueObjectDefinitionError && /Quantity/.test(error.message) && /minimum/.test(error.message) && !/at least one/.test(error.message));
  // {values} only where there is a closed set; `messages` itself is no placeholder
  assert.throws(() => vo.string("Code", { messages: { type: "one of {values}" } }), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.string("Code", { messages: { type: "{messages}" } }), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.string("Code", { messages: { type: "{constructor}" } }), vo.ValueObjectDefinitionError);
  // an own message for an async rule's time-out needs an async rule
  assert.throws(() => vo.string("Code", { messages: { checkTimeout: "Too slow." } }), vo.ValueObjectDefinitionError);
});

test("own messages win over the locale; the frame follows it", () => {
  const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100, messages: { maximum: "Commandez au plus {maximum} articles." } });
  assert.equal(refused(Quantity, 500, { locale: fr }).message, "La valeur n’est pas valide pour Quantity\u00a0: Commandez au plus 100 articles.");
  assert.equal(refused(Quantity, 0, { locale: fr }).message, "La valeur n’est pas valide pour Quantity\u00a0: La valeur doit être supérieure ou égale à 1.");
});

test("an own message never holds the value sent, whatever the input", () => {
  const SECRET = "zq-secret-4711";
  const schemas: vo.Schema<any, any>[] = [
    vo.string("Code", { minLength: 30, maxLength: 40, pattern: "^[A-Z]+$", messages: { minLength: "{name} {minLength}", pattern: "{pattern}", type: "{name}" } }),
    vo.oneOf("Country", ["FR"], { messages: { oneOf: "{values}", type: "{name}" } }),
    vo.integer("N", { maximum: 1, messages: { maximum: "{maximum}", type: "{name}" } }),
  ];
  for (const schema of schemas) {
    for (const input of [SECRET, `${SECRET}${"x".repeat(40)}`, 4711, { SECRET }]) {
      for (const locale of [undefined, fr]) {
        const result = schema.tryCreate(input, { locale });
        if (!result.ok) assert.ok(!result.error.message.includes("secret") && !result.error.message.includes("4711"), result.error.message);
      }
    }
  }
});

test("the fast path of a value object with no rule but its type still says its own messages", () => {
  const Label = vo.string("Label", { messages: { type: "A label is text.", required: "A label is needed." } });
  const Form = vo.object({ label: Label });
  const first = (input: unknown) => {
    const result = vo.validate(Form, input);
    return result.ok ? "" : result.issues[0].message;
  };
  assert.equal(first({ label: 3 }), "The value is not a valid Label: A label is text.");
  assert.equal(first({}), "The value is not a valid Label: A label is needed.");
});

test("composites take own messages too: an array's and an object's own refusals, the frame of a named object around them", () => {
  const Lines = vo.array(vo.integer("Line"), { minItems: 1, maxItems: 2, messages: { minItems: "Order at least {minItems} line.", maxItems: "At most {maxItems} lines.", type: "A list of lines." } });
  assert.deepEqual(refused(Lines, []), { code: vo.TOO_SHORT, message: "Order at least 1 line.", path: [], pointer: "" });
  assert.equal(refused(Lines, [1, 2, 3]).message, "At most 2 lines.");
  assert.equal(refused(Lines, "x", { locale: fr }).message, "A list of lines.");
  const Period = vo.object({ start: vo.date("Start") }, { name: "Period", unknown: "refuse", messages: { unknown: "Only a start.", required: "A period is needed." } });
  assert.deepEqual(refused(Period, { start: "2026-01-01", end: "x" }), { code: vo.NOT_ALLOWED, message: "The value is not a valid Period: Only a start.", path: ["end"], pointer: "/end" });
  assert.equal(refused(Period, { start: "2026-01-01", end: "x" }, { locale: fr }).message, "La valeur n’est pas valide pour Period\u00a0: Only a start.");
  assert.equal(refused(Period, null).message, "The value is not a valid Period: A period is needed.");
  assert.throws(() => vo.array(vo.integer("Line"), { messages: { minItems: "x" } }), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.object({}, { messages: { noMatch: "x" } as never }), vo.ValueObjectDefinitionError);
});
