// Own messages on the kinds that took none (DESIGN.md, "Rules a team owns": every value object and
// composite takes `messages`): vo.literal (`required`, `oneOf`), vo.discriminatedUnion (`required`,
// `type`, `oneOf` for a key it does not know, `{values}` its keys), vo.record with and without a key
// (`required`, `type`), vo.tuple (`required`, `type`, `minItems`, `maxItems` and their placeholders).
// Codes and paths never change; the compiled reader and the loop say the same; a key a kind does not
// take is a definition error.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { withoutCodeGeneration } from "../src/compile/code-generation.js";

const Amount = vo.integer("Amount", { minimum: 1 });
const Country = vo.string("Country", { pattern: "^[A-Z]{2}$" });

// each declared twice: compiled at the first read, and with code generation off (the loop)
const declarations = {
  literal: () => vo.literal("card", { messages: { required: "Say card.", oneOf: "Only card is taken." } }),
  discriminatedUnion: () =>
    vo.discriminatedUnion(
      "type",
      [vo.object({ type: vo.literal("refund"), amount: Amount }), vo.object({ type: vo.literal("cancel") })],
      { name: "Action", messages: { required: "An action is needed.", type: "An action is an object.", oneOf: "Refund or cancel ({values})." } },
    ),
  record: () => vo.record(Amount, { messages: { required: "Stock is needed.", type: "Stock by name." } }),
  keyedRecord: () => vo.record(Country, Amount, { messages: { required: "Stock is needed.", type: "Stock by country." } }),
  tuple: () => vo.tuple([Amount, vo.optional(Amount)], { messages: { required: "A range is needed.", type: "A range is a list.", minItems: "At least {minItems}.", maxItems: "At most {maxItems}." } }),
};

const cases: [keyof typeof declarations, unknown, { code: string; message: string; path: (string | number)[] }][] = [
  ["literal", null, { code: vo.REQUIRED, message: "Say card.", path: [] }],
  ["literal", "cash", { code: vo.NOT_ALLOWED, message: "Only card is taken.", path: [] }],
  ["discriminatedUnion", null, { code: vo.REQUIRED, message: "The value is not a valid Action: An action is needed.", path: [] }],
  ["discriminatedUnion", [1], { code: vo.NOT_PARSABLE, message: "The value is not a valid Action: An action is an object.", path: [] }],
  ["discriminatedUnion", {}, { code: vo.REQUIRED, message: "The value is not a valid Action: An action is needed.", path: ["type"] }],
  ["discriminatedUnion", { type: "ship" }, { code: vo.NOT_ALLOWED, message: "The value is not a valid Action: Refund or cancel (refund, cancel).", path: ["type"] }],
  ["record", undefined, { code: vo.REQUIRED, message: "Stock is needed.", path: [] }],
  ["record", "x", { code: vo.NOT_PARSABLE, message: "Stock by name.", path: [] }],
  ["keyedRecord", null, { code: vo.REQUIRED, message: "Stock is needed.", path: [] }],
  ["keyedRecord", [], { code: vo.NOT_PARSABLE, message: "Stock by country.", path: [] }],
  ["tuple", null, { code: vo.REQUIRED, message: "A range is needed.", path: [] }],
  ["tuple", { 0: 1 }, { code: vo.NOT_PARSABLE, message: "A range is a list.", path: [] }],
  ["tuple", [], { code: vo.TOO_SHORT, message: "At least 1.", path: [] }],
  ["tuple", [1, 2, 3], { code: vo.TOO_LONG, message: "At most 2.", path: [] }],
];

const paths: [string, (declare: () => unknown) => unknown][] = [["compiled", (f) => f()], ["loop", withoutCodeGeneration]];
for (const [how, declare] of paths) {
  test(`${how}: each kind says its own messages, codes and paths unchanged, in every locale`, () => {
    for (const [kind, input, expected] of cases) {
      const schema = declare(declarations[kind]) as vo.Schema<any, any>;
      for (const locale of [undefined, fr]) {
        const result = vo.validate(schema, input, { locale });
        assert.equal(result.ok, false, `${kind} ${JSON.stringify(input)}`);
        const first = (result as { issues: readonly vo.Issue[] }).issues[0];
        const message = locale === fr ? expected.message.replace("The value is not a valid Action: ", "La valeur n’est pas valide pour Action\u00a0: ") : expected.message;
        assert.deepEqual({ code: first.code, message: first.message, path: first.path }, { ...expected, message }, `${kind} ${JSON.stringify(input)} ${locale?.name ?? "en"}`);
      }
    }
  });
}

test("the members' own refusals stay theirs; the kinds without messages say the library's sentences", () => {
  const Action = declarations.discriminatedUnion();
  assert.equal((vo.validate(Action, { type: "refund", amount: 0 }) as { issues: readonly vo.Issue[] }).issues[0].code, vo.OUT_OF_RANGE);
  assert.equal((vo.validate(vo.literal("card"), "cash") as { issues: readonly vo.Issue[] }).issues[0].message, 'The value must be "card".');
});

test("a key a kind does not take, or a placeholder it cannot fill, is a definition error", () => {
  assert.throws(() => vo.literal("card", { messages: { minLength: "x" } as never }), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.literal("card", { messages: { oneOf: "{maximum}" } }), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.record(Amount, { messages: { minItems: "x" } as never }), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.record(Country, Amount, { messages: { oneOf: "x" } as never }), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.tuple([Amount], { messages: { noMatch: "x" } as never }), vo.ValueObjectDefinitionError);
  assert.throws(() => vo.tuple([Amount], { messages: { minItems: "{minimum}" } }), vo.ValueObjectDefinitionError);
  assert.throws(
    () => vo.discriminatedUnion("type", [vo.object({ type: vo.literal("a") })], { messages: { unknown: "x" } as never }),
    vo.ValueObjectDefinitionError,
  );
});

test("a discriminated union's unknown key is said in the locale, named or not (it stayed English)", () => {
  const alternatives = [vo.object({ type: vo.literal("refund") }), vo.object({ type: vo.literal("cancel") })] as const;
  for (const declare of [() => vo.discriminatedUnion("type", alternatives, { name: "Action" }), () => vo.discriminatedUnion("type", alternatives)]) {
    for (const [how, path] of paths) {
      const schema = path(declare) as vo.Schema<any, any>;
      const issue = (vo.validate(schema, { type: "ship" }, { locale: fr }) as { issues: readonly vo.Issue[] }).issues[0];
      assert.equal(issue.code, vo.NOT_ALLOWED, how);
      assert.match(issue.message, /refund, cancel/, how);
      assert.doesNotMatch(issue.message, /The value|must be/, `${how}: ${issue.message}`);
    }
  }
});
