// Locales meet the features merged beside them (issue 24 with issues 23 and 25): the depth of a
// recursive schema, a keyed record's key read twice, a tuple's and a key's sentences in OpenAPI
// 3.0, and the repeated call's sentence are said in the locale asked for; English without one.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { checkArguments, markRepeated } from "@adcodicem/value-objects/arguments";
import { keyRuleSentence } from "@adcodicem/value-objects/internal";
import { fr } from "@adcodicem/value-objects/locales/fr";
import { de } from "@adcodicem/value-objects/locales/de";
import { MAX_RECURSION } from "../src/composites/lazy.js";
import { chain, declareCategory } from "./lazy/support.js";

const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Stock = vo.record(Country, Quantity);
const Point = vo.tuple([vo.number("Latitude"), vo.number("Longitude")], { rest: vo.number("Altitude") });

const messageOf = (validation: vo.Validation<unknown>): string => (validation.ok ? "" : validation.issues[0].message);

test("a recursive schema nested past its depth is refused in the locale, the schema's name in the frame", () => {
  const Category = declareCategory();
  const deep = chain(MAX_RECURSION + 2);
  assert.equal(messageOf(vo.validate(Category, deep, { locale: fr })), `La valeur n’est pas valide pour Category\u00a0: La valeur ne doit pas compter plus de ${MAX_RECURSION} niveaux d’imbrication.`);
  assert.equal(messageOf(vo.validate(Category, deep, { locale: de })), `Der Wert ist für Category ungültig: Der Wert darf höchstens ${MAX_RECURSION} Ebenen tief verschachtelt sein.`);
  assert.equal(messageOf(vo.validate(Category, deep)), `The value is not a valid Category: The value must not nest more than ${MAX_RECURSION} levels deep.`);
});

test("a keyed record's key read twice is refused in the locale", () => {
  assert.equal(messageOf(vo.validate(Stock, { fr: 1, FR: 2 }, { locale: fr })), "Une fois ses clés lues, l’objet contient cette clé en double.");
  assert.equal(messageOf(vo.validate(Stock, { fr: 1, FR: 2 }, { locale: de })), "Nach dem Lesen seiner Schlüssel enthält das Objekt diesen Schlüssel doppelt.");
});

test("OpenAPI 3.0 says a tuple's positions and a record's keys in the locale", () => {
  const tuple = vo.toJsonSchema(Point, { target: "openapi-3.0", locale: fr }) as { description: string };
  assert.equal(
    tuple.description,
    "Les éléments suivent les schémas de anyOf selon leur position\u00a0: l’élément 1 le premier, l’élément 2 le deuxième, et ainsi de suite, sur 2 positions\u00a0; tout élément au-delà suit le dernier schéma.",
  );
  const record = vo.toJsonSchema(vo.record(vo.oneOf("Code", ["FR", "DE"]), Quantity), { target: "openapi-3.0", locale: de }) as { description: string };
  assert.equal(record.description, "Jeder Schlüssel des Objekts: Der Wert muss einer der folgenden sein: FR, DE.");
  // the sibling packages' copy of the key's sentence says it in the locale too
  assert.equal(keyRuleSentence({ type: "string", enum: ["FR", "DE"] }, fr), "Chaque clé de l’objet\u00a0: La valeur doit être l’une des suivantes\u00a0: FR, DE.");
});

test("the repeated call's sentence is said in the locale, after the refusal's own message", () => {
  const Parameters = vo.object({ quantity: Quantity });
  const checked = checkArguments(Parameters, { quantity: 500 }, { locale: fr });
  assert.equal(checked.ok, false);
  if (checked.ok) return;
  const marked = markRepeated(checked.refusal, 2, fr);
  assert.equal(
    marked.message,
    "La valeur n’est pas valide pour Quantity\u00a0: La valeur doit être inférieure ou égale à 100. Ce même appel a déjà été refusé\u00a0: modifie l’argument refusé plutôt que de renvoyer l’appel tel quel.",
  );
  assert.match(markRepeated(checked.refusal, 2, de).message, /Genau dieser Aufruf wurde schon einmal abgelehnt: Ändere das abgelehnte Argument/);
  assert.match(markRepeated(checked.refusal, 2).message, /This same call was refused before: change the refused argument rather than send it again\.$/);
});
