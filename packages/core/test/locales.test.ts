// Locales (issue 24): one table holds every sentence the library writes; a shipped locale holds
// every one of them; a locale is passed per call and says refusals and descriptions alike.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { ruleSentence } from "@adcodicem/value-objects/internal";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { de } from "@adcodicem/value-objects/locales/de";
import { englishTable } from "../src/locales/en.js";

const en = englishTable();
import { foreignSentences } from "../src/refusal/foreign-issue.js";
import * as sentences from "../src/refusal/messages.js";
import { OrderParameters, Quantity } from "./support/design-example.js";

const shipped = { fr, de };

// words that only an English sentence holds
const ENGLISH = /\b(?:The|value|must|least|most|allowed|written|object|list)\b/;

test("each shipped locale holds every sentence of the English table, of the same form", () => {
  for (const [name, locale] of Object.entries(shipped)) {
    assert.deepEqual(Object.keys(locale.table).sort(), Object.keys(en).sort(), name);
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      assert.equal(typeof locale.table[key], typeof en[key], `${name}.${key}`);
      // translated: no entry is the English one (an entry that is only a JSON Schema keyword aside)
      if (typeof en[key] === "string" && key !== "trueOrFalse") assert.notEqual(locale.table[key], en[key], `${name}.${key}`);
    }
  }
});

test("the English table holds every sentence the library writes: each of the rule table and each of a foreign issue's", () => {
  const tabled = new Set<unknown>(Object.values(en));
  for (const [key, entry] of Object.entries(sentences)) assert.ok(tabled.has(entry), `messages.${key} is in the table`);
  for (const [key, entry] of Object.entries(foreignSentences)) assert.ok(tabled.has(entry), `foreign ${key} is in the table`);
});

// one refusal of each kind and rule, and what a composite says
const refusing: [vo.Schema<any, any>, unknown][] = [
  [vo.string("S", { minLength: 3 }), "a"],
  [vo.string("S", { maxLength: 1 }), "ab"],
  [vo.string("S", { pattern: "^a$" }), "b"],
  [vo.string("S", { format: "email" }), "b"],
  [vo.string("S"), 1],
  [vo.integer("I", { minimum: 1 }), 0],
  [vo.integer("I", { maximum: 1 }), 2],
  [vo.integer("I"), 2.5],
  [vo.number("N", { exclusiveMinimum: 1 }), 1],
  [vo.number("N", { exclusiveMaximum: 1 }), 1],
  [vo.number("N", { multipleOf: 0.5 }), 0.2],
  [vo.number("N"), "x"],
  [vo.date("D", { min: "2024-01-01" }), "2023-01-01"],
  [vo.date("D", { max: "2024-01-01" }), "2025-01-01"],
  [vo.date("D"), "x"],
  [vo.date("D"), "2025-02-30"],
  [vo.dateTime("T"), "x"],
  [vo.dateTime("T"), "2025-02-30T00:00:00Z"],
  [vo.oneOf("O", ["a"]), "b"],
  [vo.oneOf("O", [1]), "b"],
  [vo.boolean("B"), "b"],
  [vo.literal("card"), "cash"],
  [vo.integer("I"), null],
  [vo.union("U", [vo.integer("I"), vo.boolean("B")]), "x"],
  [vo.array(vo.integer("I"), { minItems: 2 }), [1]],
  [vo.array(vo.integer("I"), { maxItems: 1 }), [1, 2]],
  [vo.array(vo.integer("I")), 1],
  [vo.object({ a: vo.integer("I") }), 1],
  [vo.object({ a: vo.integer("I") }, { unknown: "refuse" }), { a: 1, b: 2 }],
  [vo.object({ a: vo.integer("I") }, { name: "Named" }), null],
  [vo.string("C", { check: () => ({ code: "c.own", message: "Own words." }) }), "x"],
  [vo.string("C", { check: () => { throw new Error("boom"); } }), "x"],
];

test("every refusal, in each shipped locale, is in that locale's words; the code never changes", () => {
  for (const [name, locale] of Object.entries(shipped)) {
    for (const [schema, input] of refusing) {
      const english = vo.validate(schema, input);
      const local = vo.validate(schema, input, { locale });
      assert.equal(english.ok || local.ok, false);
      if (english.ok || local.ok) continue;
      assert.deepEqual(local.issues.map((i) => [i.code, i.pointer]), english.issues.map((i) => [i.code, i.pointer]));
      for (const issue of local.issues) {
        // a check's own words stay the user's
        const words = issue.message.replace("Own words.", "");
        assert.doesNotMatch(words, ENGLISH, `${name}: ${issue.message}`);
      }
    }
  }
});

test("a locale is passed per call: tryCreate, create, validate and ~standard.validate; English without one", () => {
  const english = Quantity.tryCreate(500);
  assert.equal(english.ok ? "" : english.error.message, "The value is not a valid Quantity: The value must be less than or equal to 100.");
  const french = Quantity.tryCreate(500, { locale: fr });
  assert.equal(french.ok ? "" : french.error.message, "La valeur n’est pas valide pour Quantity\u00a0: La valeur doit être inférieure ou égale à 100.");
  assert.throws(() => Quantity.create(500, { locale: de }), (error: unknown) => error instanceof vo.ValueObjectError && error.message.includes("Der Wert muss kleiner oder gleich 100 sein."));
  const nested = OrderParameters.tryCreate({ iban: "FR7630006000011234567890189", quantity: 500, country: "FR" }, { locale: de });
  assert.equal(nested.ok ? "" : nested.error.message, "Der Wert ist für Quantity ungültig: Der Wert muss kleiner oder gleich 100 sein.");
  const standard = OrderParameters["~standard"].validate({ quantity: 500 }, { libraryOptions: { locale: fr } }) as { issues: vo.Issue[] };
  assert.ok(standard.issues.every((issue) => !ENGLISH.test(issue.message)), JSON.stringify(standard.issues));
  // the same schema, at once, in two languages: nothing is set globally
  assert.notEqual(vo.validate(Quantity, 0, { locale: fr }), vo.validate(Quantity, 0, { locale: de }));
  assert.equal((vo.validate(Quantity, 0) as { issues: readonly vo.Issue[] }).issues[0].message, "The value is not a valid Quantity: The value must be greater than or equal to 1.");
});

test("descriptions follow the locale: vo.toJsonSchema, ~standard.jsonSchema and the rule sentences", () => {
  const Booking = vo.object({ day: vo.date("Day", { min: "2024-01-01", max: "2024-12-31" }), iban: vo.string("Iban", { format: "iban" }) });
  const written = vo.toJsonSchema(Booking, { profile: "languageModel", locale: fr }) as { properties: Record<string, { description: string }> };
  assert.equal(written.properties.day.description, "La valeur doit être le 2024-01-01 ou plus tard.\n\nLa valeur doit être le 2024-12-31 ou plus tôt.");
  assert.equal(written.properties.iban.description, "Format\u00a0: iban.");
  const face = Booking["~standard"].jsonSchema.input({ target: "draft-2020-12", libraryOptions: { locale: de } }) as typeof written;
  assert.equal(face.properties.day.description, "Der Wert darf nicht vor 2024-01-01 liegen.\n\nDer Wert darf nicht nach 2024-12-31 liegen.");
  assert.equal(ruleSentence("maximum", 100, fr), "La valeur doit être inférieure ou égale à 100.");
  assert.equal(ruleSentence("format", "date", de), "Der Wert muss dem Format date entsprechen. Er wird als JJJJ-MM-TT geschrieben.");
  assert.equal(ruleSentence("minItems", 1, de), "Die Liste muss mindestens 1 Element enthalten.");
  assert.equal(ruleSentence("maxItems", 2, fr), "La liste doit contenir au plus 2 éléments.");
  assert.equal(ruleSentence("maximum", 100), "The value must be less than or equal to 100.");
});

test("a value read without a refusal never reaches the sentence table (a locale is read only on a refusal)", () => {
  let reads = 0;
  const words = new Map(fr["~words"]);
  words.get = (key) => (reads++, Map.prototype.get.call(words, key));
  const counting: vo.Locale = { name: "counting", "~words": words, "~rule": fr["~rule"], "~say": fr["~say"] };
  for (let i = 0; i < 100; i++) assert.equal(vo.validate(OrderParameters, { iban: "FR7630006000011234567890189", quantity: 5, country: "FR" }, { locale: counting }).ok, true);
  assert.equal(reads, 0);
  vo.validate(Quantity, 0, { locale: counting });
  assert.ok(reads > 0);
});

test("the argument layer says its sentences in the locale: arguments that are not an object, the line of those not listed", async () => {
  const { checkArguments, refusalLines } = await import("@adcodicem/value-objects/arguments");
  const Many = vo.object(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`q${i}`, Quantity])));
  const notObject = checkArguments(Many, "x", { locale: fr });
  assert.equal(notObject.ok ? "" : notObject.refusal.message, "Les arguments ne forment pas un objet.");
  const many = checkArguments(Many, {}, { locale: de });
  assert.equal(many.ok, false);
  const lines = many.ok ? [] : refusalLines(many.refusal, "Argument", de);
  assert.equal(lines.at(-1), "…und 5 weitere abgelehnt (nicht aufgeführt).");
  assert.equal(lines[0], "Argument 'q0' rejected (value_object.required): Der Wert ist für Quantity ungültig: Ein Wert ist erforderlich.");
});
