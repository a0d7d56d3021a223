// A definition that cannot hold throws when it is declared, naming the value object and the rule.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";

/** Asserts that `declare` throws a definition error naming `valueObject` and `rule`. */
function refusedAtDeclaration(declare: () => unknown, valueObject: string, rule: string): void {
  assert.throws(declare, (error: unknown) => {
    assert.ok(error instanceof vo.ValueObjectDefinitionError, `a ValueObjectDefinitionError, got ${String(error)}`);
    assert.equal(error.valueObject, valueObject);
    assert.equal(error.rule, rule);
    assert.ok(error.message.startsWith(`Value object ${valueObject}, rule ${rule}: `), error.message);
    return true;
  });
}

describe("lengths", () => {
  test("minLength above maxLength", () => {
    refusedAtDeclaration(() => vo.string("Code", { minLength: 5, maxLength: 4 }), "Code", "minLength");
  });

  test("a length that is not a non-negative integer", () => {
    refusedAtDeclaration(() => vo.string("Code", { minLength: -1 }), "Code", "minLength");
    refusedAtDeclaration(() => vo.string("Code", { maxLength: 2.5 }), "Code", "maxLength");
    refusedAtDeclaration(() => vo.string("Code", { maxLength: Infinity }), "Code", "maxLength");
  });

  test("equal lengths hold", () => {
    assert.equal(vo.string("Code", { minLength: 2, maxLength: 2 }).name, "Code");
  });
});

describe("rules a kind does not take", () => {
  test("the message names the kind with no article to get wrong", () => {
    const cases: [() => unknown, string, string][] = [
      [() => vo.integer("Quantity", { minLength: 1 } as never), "minLength", "integer"],
      [() => vo.oneOf("Country", ["FR"], { minimum: 1 } as never), "minimum", "oneOf"],
      [() => vo.string("Code", { minimum: 1 } as never), "minimum", "string"],
    ];
    for (const [declare, rule, kind] of cases) {
      assert.throws(declare, (error: unknown) => {
        assert.ok(error instanceof vo.ValueObjectDefinitionError);
        assert.ok(error.message.endsWith(`rule ${rule}: does not apply to ${kind} value objects.`), error.message);
        assert.doesNotMatch(error.message, /\ba [aeiou]/);
        return true;
      });
    }
  });
});

describe("pattern", () => {
  test("a pattern invalid with the u flag, though valid without it", () => {
    assert.doesNotThrow(() => new RegExp("^\\q$"));
    refusedAtDeclaration(() => vo.string("Code", { pattern: "^\\q$" }), "Code", "pattern");
    refusedAtDeclaration(() => vo.string("Code", { pattern: "[a-" }), "Code", "pattern");
  });

  test("RegExp flags other than u", () => {
    for (const pattern of [/a/i, /a/g, /a/m, /a/s, /a/y, /a/d, /a/iu]) {
      refusedAtDeclaration(() => vo.string("Code", { pattern }), "Code", "pattern");
    }
  });
});

describe("examples", () => {
  test("an example that breaks the rules", () => {
    refusedAtDeclaration(() => vo.string("Iban", { minLength: 15, examples: ["FR7630006000011234567890189", "FR76"] }), "Iban", "examples");
    refusedAtDeclaration(() => vo.integer("Quantity", { maximum: 100, examples: [500] }), "Quantity", "examples");
    refusedAtDeclaration(() => vo.oneOf("Country", ["FR"], { examples: ["IT"] as never }), "Country", "examples");
    refusedAtDeclaration(() => vo.date("Day", { examples: ["2026-02-30"] }), "Day", "examples");
  });

  test("the error says which example and why", () => {
    assert.throws(() => vo.integer("Quantity", { maximum: 100, examples: [5, 500] }), /example 2 breaks the rules \(value_object\.out_of_range/);
  });
});

describe("closed sets", () => {
  test("an empty set", () => {
    refusedAtDeclaration(() => vo.oneOf("Country", []), "Country", "values");
  });

  test("a value twice, or twice ignoring case when ignoreCase is on", () => {
    refusedAtDeclaration(() => vo.oneOf("Country", ["FR", "DE", "FR"]), "Country", "values");
    refusedAtDeclaration(() => vo.oneOf("Size", [1, 2, 1]), "Size", "values");
    refusedAtDeclaration(() => vo.oneOf("Country", ["FR", "fr"], { ignoreCase: true }), "Country", "values");
    assert.deepEqual(vo.oneOf("Country", ["FR", "fr"]).values, ["FR", "fr"]);
  });

  test("strings and numbers mixed, or a number that is not finite", () => {
    refusedAtDeclaration(() => vo.oneOf("Mixed", ["a", 1] as unknown as string[]), "Mixed", "values");
    refusedAtDeclaration(() => vo.oneOf("Odd", [1, NaN]), "Odd", "values");
  });
});

describe("bounds", () => {
  test("bounds out of order", () => {
    refusedAtDeclaration(() => vo.integer("Quantity", { minimum: 10, maximum: 1 }), "Quantity", "minimum");
    refusedAtDeclaration(() => vo.number("Price", { exclusiveMinimum: 5, exclusiveMaximum: 5 }), "Price", "minimum");
    refusedAtDeclaration(() => vo.number("Price", { minimum: 5, exclusiveMaximum: 5 }), "Price", "minimum");
    refusedAtDeclaration(() => vo.integer("Quantity", { minimum: 1.2, maximum: 1.8 }), "Quantity", "minimum");
  });

  test("a multipleOf with no multiple between the bounds", () => {
    refusedAtDeclaration(() => vo.integer("Crate", { minimum: 1, maximum: 4, multipleOf: 5 }), "Crate", "multipleOf");
    refusedAtDeclaration(() => vo.number("Price", { minimum: 0.01, maximum: 0.04, multipleOf: 0.05 }), "Price", "multipleOf");
    refusedAtDeclaration(() => vo.number("Price", { exclusiveMinimum: 0, exclusiveMaximum: 0.05, multipleOf: 0.05 }), "Price", "multipleOf");
    refusedAtDeclaration(() => vo.integer("Odd", { minimum: 1, maximum: 2, multipleOf: 2.5 }), "Odd", "multipleOf");
    assert.equal(vo.integer("Crate", { minimum: 1, maximum: 5, multipleOf: 5 }).create(5), 5);
    assert.equal(vo.number("Price", { minimum: 0.04, maximum: 0.06, multipleOf: 0.05 }).create(0.05), 0.05);
    assert.equal(vo.number("Price", { exclusiveMinimum: 0.1, maximum: 0.3, multipleOf: 0.1 }).create(0.3), 0.3);
    assert.equal(vo.number("Tiny", { minimum: 1e-7, maximum: 1.5e-7, multipleOf: 1e-7 }).create(1e-7), 1e-7);
  });

  test("a bound that is not a finite number, a multipleOf not above 0", () => {
    refusedAtDeclaration(() => vo.number("Price", { minimum: NaN }), "Price", "minimum");
    refusedAtDeclaration(() => vo.number("Price", { maximum: Infinity }), "Price", "maximum");
    refusedAtDeclaration(() => vo.number("Price", { multipleOf: 0 }), "Price", "multipleOf");
    refusedAtDeclaration(() => vo.number("Price", { multipleOf: -0.5 }), "Price", "multipleOf");
  });

  test("date bounds out of order, or not dates", () => {
    refusedAtDeclaration(() => vo.date("Day", { min: "2026-12-31", max: "2026-01-01" }), "Day", "min");
    refusedAtDeclaration(() => vo.date("Day", { min: "2026-02-30" }), "Day", "min");
    refusedAtDeclaration(() => vo.date("Day", { max: "tomorrow" }), "Day", "max");
    refusedAtDeclaration(() => vo.dateTime("Slot", { min: "2026-01-01T01:00:00+00:00", max: "2026-01-01T01:30:00+01:00" }), "Slot", "min");
    refusedAtDeclaration(() => vo.dateTime("Slot", { min: "2026-01-01" }), "Slot", "min");
  });
});

describe("rules of the wrong kind, or of the wrong type", () => {
  test("a rule the kind does not take", () => {
    refusedAtDeclaration(() => vo.string("Code", { minimum: 1 } as never), "Code", "minimum");
    refusedAtDeclaration(() => vo.integer("Count", { pattern: "^1$" } as never), "Count", "pattern");
    refusedAtDeclaration(() => vo.date("Day", { maxLength: 10 } as never), "Day", "maxLength");
  });

  test("normalize or check that is not a function, a description that is not a string", () => {
    refusedAtDeclaration(() => vo.string("Code", { normalize: "trim" } as never), "Code", "normalize");
    refusedAtDeclaration(() => vo.string("Code", { check: true } as never), "Code", "check");
    refusedAtDeclaration(() => vo.string("Code", { description: 5 } as never), "Code", "description");
  });

  test("an empty name", () => {
    assert.throws(() => vo.string(""), vo.ValueObjectDefinitionError);
  });
});

describe("composites", () => {
  test("a default that breaks the member's rules names the member's value object", () => {
    const Quantity = vo.integer("Quantity", { minimum: 1 });
    refusedAtDeclaration(() => vo.optional(Quantity, 0), "Quantity", "default");
  });

  test("minItems above maxItems", () => {
    refusedAtDeclaration(() => vo.array(vo.string("Tag"), { minItems: 3, maxItems: 2 }), "array", "minItems");
    refusedAtDeclaration(() => vo.array(vo.string("Tag"), { maxItems: -1 }), "array", "maxItems");
  });
});
