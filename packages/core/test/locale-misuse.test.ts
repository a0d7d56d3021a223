// A locale passed as its name (`locale: "fr"`, the usual slip from plain JavaScript) or as any other
// thing that is not a Locale: a TypeError that says what a locale is and what was given (by kind,
// never its content), at the first place that reads it; never the bare "Cannot read properties of
// undefined" of a lookup deep in the sentence table (red-team round 7 #8).
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { argumentLoop, checkArguments } from "@adcodicem/value-objects/arguments";
import { fr } from "@adcodicem/value-objects/locales/fr";

const Quantity = vo.integer("Quantity", { minimum: 1 });
const Order = vo.object({ quantity: Quantity });

const notLocales: [unknown, string][] = [
  ["fr", "a string"],
  [{ name: "fr" }, "an object"],
  [42, "a number"],
  [null, "null"],
];

function assertLocaleMisuse(run: () => unknown, given: string): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof TypeError, String(error));
    assert.match(error.message, /locale must be a locale/);
    assert.match(error.message, /vo\.defineLocale/);
    assert.ok(error.message.endsWith(`${given} was given.`), error.message);
    return true;
  });
}

test("the read faces, vo.validate and ~standard.validate name a locale that is not one (development build)", () => {
  for (const [locale, given] of notLocales) {
    const options = { locale } as unknown as vo.ReadOptions;
    assertLocaleMisuse(() => Quantity.tryCreate(0, options), given);
    assertLocaleMisuse(() => Quantity.create(0, options), given);
    assertLocaleMisuse(() => vo.validate(Order, { quantity: 0 }, options as never), given);
    assertLocaleMisuse(() => Order["~standard"].validate({ quantity: 0 }, { libraryOptions: { locale } } as never), given);
  }
});

test("vo.toJsonSchema and the ~standard.jsonSchema face name a locale that is not one", () => {
  for (const [locale, given] of notLocales) {
    assertLocaleMisuse(() => vo.toJsonSchema(Order, { locale } as never), given);
    assertLocaleMisuse(() => Order["~standard"].jsonSchema.input({ target: "draft-2020-12", libraryOptions: { locale } }), given);
  }
});

test("the argument layer refuses such a locale where it is given, in every build", () => {
  for (const [locale, given] of notLocales) {
    assertLocaleMisuse(() => argumentLoop(Order, { tool: "order", locale } as never), given);
    assertLocaleMisuse(() => checkArguments(Order, { quantity: 0 }, { locale } as never), given);
  }
});

test("a shipped locale and one made by vo.defineLocale pass, and undefined means English", () => {
  assert.match(String(Quantity.tryCreate(0, { locale: fr }).ok === false && (Quantity.tryCreate(0, { locale: fr }) as { error: vo.Refusal }).error.message), /1/);
  const mine = vo.defineLocale("fr-CA", fr.table);
  const refused = Quantity.tryCreate(0, { locale: mine });
  assert.equal(refused.ok, false);
  assert.equal(Quantity.tryCreate(0, { locale: undefined }).ok, false);
  assert.equal(argumentLoop(Order, { tool: "order", locale: mine }).read({ quantity: 2 }, undefined).ok, true);
});
