// Each kind reads a parsed JSON value exactly as a tool argument arrives.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { CountryCode, IBAN, Iban, Quantity } from "./support/design-example.js";
import { codeOf, refusal, valueOf } from "./support/results.js";

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const INFINITY_FROM_JSON = JSON.parse("1e400") as number;

describe("every kind", () => {
  const kinds = [
    vo.string("S"),
    vo.integer("I"),
    vo.number("N"),
    vo.date("D"),
    vo.dateTime("T"),
    vo.oneOf("O", ["a"]),
    vo.oneOf("P", [1, 2]),
  ];

  test("JSON null and undefined are value_object.required", () => {
    for (const kind of kinds) {
      assert.equal(codeOf(kind, null), vo.REQUIRED, kind.name);
      assert.equal(codeOf(kind, undefined), vo.REQUIRED, kind.name);
      assert.equal(refusal(kind, null).message, `The value is not a valid ${kind.name}: A value is required.`);
    }
  });

  test("a JSON token of the wrong type is value_object.not_parsable", () => {
    for (const kind of kinds) {
      for (const input of [true, false, {}, [], [1], { value: 1 }]) assert.equal(codeOf(kind, input), vo.NOT_PARSABLE, `${kind.name} ${JSON.stringify(input)}`);
    }
    for (const kind of kinds.filter((k) => ["string", "date", "dateTime"].includes(k.kind))) assert.equal(codeOf(kind, 1), vo.NOT_PARSABLE);
    for (const kind of [vo.integer("I"), vo.number("N"), vo.oneOf("P", [1, 2])]) assert.equal(codeOf(kind, "1"), vo.NOT_PARSABLE);
  });

  test("each kind carries its name and kind", () => {
    assert.deepEqual(
      kinds.map((k) => [k.name, k.kind]),
      [["S", "string"], ["I", "integer"], ["N", "number"], ["D", "date"], ["T", "dateTime"], ["O", "oneOf"], ["P", "oneOf"]],
    );
  });
});

describe("string", () => {
  test("reads a string as it is, the empty string included", () => {
    const Note = vo.string("Note");
    assert.equal(valueOf(Note, "hello"), "hello");
    assert.equal(valueOf(Note, ""), "");
    assert.equal(valueOf(Note, " spaced "), " spaced ");
  });

  test("the empty string is a present value, checked by the rules", () => {
    const Name = vo.string("Name", { minLength: 1 });
    assert.equal(codeOf(Name, ""), vo.TOO_SHORT);
    const Code = vo.string("Code", { pattern: "^[A-Z]+$" });
    assert.equal(codeOf(Code, ""), vo.PATTERN_MISMATCH);
  });
});

describe("integer", () => {
  test("reads safe integers, 5.0 included", () => {
    const Count = vo.integer("Count");
    for (const n of [0, 1, -1, 42, 5.0, MAX_SAFE, -MAX_SAFE]) assert.equal(valueOf(Count, n), n);
  });

  test("2.5, 2^53, NaN and ±Infinity are not_parsable", () => {
    const Count = vo.integer("Count");
    for (const n of [2.5, -0.1, 2 ** 53, -(2 ** 53), 2 ** 53 + 2, 1e21, NaN, Infinity, -Infinity, INFINITY_FROM_JSON]) {
      assert.equal(codeOf(Count, n), vo.NOT_PARSABLE, String(n));
    }
    assert.equal(refusal(Count, 2.5).message, "The value is not a valid Count: The value must be an integer.");
  });

  test("-0 reads as 0", () => {
    const value = valueOf(vo.integer("Count"), -0);
    assert.ok(Object.is(value, 0));
  });

  test("a number sent as text is refused unless fromText is on", () => {
    assert.equal(codeOf(vo.integer("Count"), "42"), vo.NOT_PARSABLE);
    assert.equal(codeOf(vo.integer("Count", { fromText: false }), "42"), vo.NOT_PARSABLE);
  });

  test("with fromText, JSON number text reads as the number and nothing else does", () => {
    const Count = vo.integer("Count", { fromText: true, minimum: -10 });
    assert.equal(valueOf(Count, "42"), 42);
    assert.equal(valueOf(Count, "-7"), -7);
    assert.equal(valueOf(Count, "1e2"), 100);
    assert.equal(valueOf(Count, 42), 42);
    assert.ok(Object.is(valueOf(Count, "-0"), 0));
    for (const text of ["042", " 42", "42 ", "+42", "4_2", "0x2A", "", "4.2", "1e400", "9007199254740993", "NaN", "Infinity", "42abc", "٤٢"]) {
      assert.equal(codeOf(Count, text), vo.NOT_PARSABLE, JSON.stringify(text));
    }
  });

  test("with fromText, the rules still apply to the number read", () => {
    const Count = vo.integer("Count", { fromText: true, maximum: 10 });
    assert.equal(codeOf(Count, "11"), vo.OUT_OF_RANGE);
  });
});

describe("number", () => {
  test("reads finite numbers", () => {
    const Price = vo.number("Price");
    for (const n of [0, 2.5, -1e-7, 1e300, 2 ** 53, Number.MAX_VALUE]) assert.equal(valueOf(Price, n), n);
  });

  test("NaN and ±Infinity (1e400 from JSON.parse too) are not_parsable", () => {
    const Price = vo.number("Price");
    for (const n of [NaN, Infinity, -Infinity, INFINITY_FROM_JSON, -INFINITY_FROM_JSON]) assert.equal(codeOf(Price, n), vo.NOT_PARSABLE);
    assert.equal(refusal(Price, NaN).message, "The value is not a valid Price: The value must be a number.");
  });

  test("-0 reads as 0", () => {
    assert.ok(Object.is(valueOf(vo.number("Price"), -0), 0));
  });

  test("with fromText, decimals and exponents read by JSON's grammar", () => {
    const Price = vo.number("Price", { fromText: true });
    assert.equal(valueOf(Price, "2.50"), 2.5);
    assert.equal(valueOf(Price, "-1.5e3"), -1500);
    for (const text of [".5", "5.", "1e400", "-", "1,5", " 2.5"]) assert.equal(codeOf(Price, text), vo.NOT_PARSABLE, text);
  });
});

describe("date", () => {
  const DeliveryDate = vo.date("DeliveryDate");

  test("reads ISO YYYY-MM-DD and keeps the text", () => {
    assert.equal(valueOf(DeliveryDate, "2026-02-28"), "2026-02-28");
    assert.equal(valueOf(DeliveryDate, "2024-02-29"), "2024-02-29");
    assert.equal(valueOf(DeliveryDate, "2000-02-29"), "2000-02-29");
  });

  test("unreadable date text is not_parsable", () => {
    for (const text of ["2026-02-30", "2023-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-01T00:00:00Z", "2026/01/01", "", " 2026-01-01"]) {
      assert.equal(codeOf(DeliveryDate, text), vo.NOT_PARSABLE, text);
    }
    // written YYYY-MM-DD, but no such day or month: the sentence says what is wrong
    for (const text of ["2026-02-30", "2023-02-29", "1900-02-29", "2026-13-01", "2026-00-10"]) {
      assert.equal(refusal(DeliveryDate, text).message, "The value is not a valid DeliveryDate: The value must be a date that exists in the calendar.", text);
    }
    for (const text of ["2026-1-01", "26-01-01", "2026/01/01", "", " 2026-01-01"]) {
      assert.equal(refusal(DeliveryDate, text).message, "The value is not a valid DeliveryDate: The value must be a date written YYYY-MM-DD.", text);
    }
  });

  test("min and max bound the date, inclusive", () => {
    const Booking = vo.date("Booking", { min: "2026-01-01", max: "2026-12-31" });
    assert.equal(valueOf(Booking, "2026-01-01"), "2026-01-01");
    assert.equal(valueOf(Booking, "2026-12-31"), "2026-12-31");
    assert.deepEqual(refusal(Booking, "2025-12-31"), { code: vo.OUT_OF_RANGE, message: "The value is not a valid Booking: The value must be on or after 2026-01-01.", path: [], pointer: "" });
    assert.deepEqual(refusal(Booking, "2027-01-01"), { code: vo.OUT_OF_RANGE, message: "The value is not a valid Booking: The value must be on or before 2026-12-31.", path: [], pointer: "" });
  });
});

describe("dateTime", () => {
  const PickupTime = vo.dateTime("PickupTime");

  test("reads RFC 3339 with an offset and keeps the text", () => {
    for (const text of ["2026-03-01T09:30:00+01:00", "2026-03-01T09:30:00Z", "2026-03-01t09:30:00z", "2026-03-01T09:30:00.123456-05:30"]) {
      assert.equal(valueOf(PickupTime, text), text);
    }
  });

  test("text without an offset, or not RFC 3339, is not_parsable", () => {
    for (const text of ["2026-03-01T09:30:00", "2026-03-01 09:30:00Z", "2026-03-01T24:00:00Z", "2026-03-01T09:60:00Z", "2026-03-01T09:30:60Z", "2026-02-30T09:30:00Z", "2026-03-01T09:30Z", "2026-03-01T09:30:00+0100", "2026-03-01"]) {
      assert.equal(codeOf(PickupTime, text), vo.NOT_PARSABLE, text);
    }
    assert.equal(refusal(PickupTime, "2026-02-30T09:30:00Z").message, "The value is not a valid PickupTime: The value must be a date and time that exists in the calendar.");
    assert.equal(refusal(PickupTime, "2026-03-01T09:30:00").message, "The value is not a valid PickupTime: The value must be a date and time with an offset (RFC 3339).");
  });

  test("min and max compare instants, offsets applied", () => {
    const Slot = vo.dateTime("Slot", { min: "2026-01-01T00:00:00Z", max: "2026-01-31T23:59:59Z" });
    // 00:30 at +01:00 is 23:30 UTC the day before: earlier than min though its text reads later
    assert.equal(codeOf(Slot, "2026-01-01T00:30:00+01:00"), vo.OUT_OF_RANGE);
    assert.equal(valueOf(Slot, "2025-12-31T23:00:00-01:00"), "2025-12-31T23:00:00-01:00");
    assert.equal(refusal(Slot, "2026-02-01T00:00:00Z").message, "The value is not a valid Slot: The value must be on or before 2026-01-31T23:59:59Z.");
  });

  test("bounds are decided below the millisecond", () => {
    const Slot = vo.dateTime("Slot", { min: "2026-01-01T00:00:00.0005Z" });
    assert.equal(codeOf(Slot, "2026-01-01T00:00:00.0001Z"), vo.OUT_OF_RANGE);
    assert.equal(valueOf(Slot, "2026-01-01T00:00:00.0005Z"), "2026-01-01T00:00:00.0005Z");
    assert.equal(valueOf(Slot, "2026-01-01T00:00:00.00051Z"), "2026-01-01T00:00:00.00051Z");
  });
});

describe("oneOf", () => {
  test("reads a declared string and refuses any other as not_allowed", () => {
    assert.equal(valueOf(CountryCode, "FR"), "FR");
    assert.deepEqual(refusal(CountryCode, "IT"), { code: vo.NOT_ALLOWED, message: "The value is not a valid CountryCode: The value must be one of: FR, DE.", path: [], pointer: "" });
    assert.equal(codeOf(CountryCode, "fr"), vo.NOT_ALLOWED);
    assert.equal(codeOf(CountryCode, ""), vo.NOT_ALLOWED);
  });

  test("with ignoreCase, 'fr' answers the declared 'FR'", () => {
    const Country = vo.oneOf("Country", ["FR", "De"], { ignoreCase: true });
    assert.equal(valueOf(Country, "fr"), "FR");
    assert.equal(valueOf(Country, "fR"), "FR");
    assert.equal(valueOf(Country, "DE"), "De");
    assert.equal(codeOf(Country, "it"), vo.NOT_ALLOWED);
  });

  test("with ignoreCase, each character may differ only by its own upper or lower case", () => {
    // toLowerCase alone would take these, but no JSON Schema pattern says "ignoring case" that way:
    // the Kelvin sign lowers to "k", a final sigma is the lower case of "Σ" only at a word's end
    const Words = vo.oneOf("Words", ["k", "ΟΔΟΣ", "straße"], { ignoreCase: true });
    assert.equal(valueOf(Words, "K"), "k");
    assert.equal(valueOf(Words, "οδοσ"), "ΟΔΟΣ");
    assert.equal(valueOf(Words, "STRAßE"), "straße");
    assert.equal(codeOf(Words, "\u212A"), vo.NOT_ALLOWED);
    assert.equal(codeOf(Words, "οδος"), vo.NOT_ALLOWED);
    assert.equal(codeOf(Words, "STRASSE"), vo.NOT_ALLOWED);
  });

  test("a set of numbers reads numbers; text only with fromText", () => {
    const Size = vo.oneOf("Size", [36, 38, 40.5]);
    assert.equal(valueOf(Size, 38), 38);
    assert.equal(valueOf(Size, 40.5), 40.5);
    assert.equal(codeOf(Size, 37), vo.NOT_ALLOWED);
    assert.equal(codeOf(Size, "38"), vo.NOT_PARSABLE);
    assert.equal(codeOf(Size, NaN), vo.NOT_PARSABLE);
    assert.equal(codeOf(Size, Infinity), vo.NOT_PARSABLE);
    const Sized = vo.oneOf("Sized", [36, 38], { fromText: true });
    assert.equal(valueOf(Sized, "38"), 38);
    assert.equal(codeOf(Sized, "038"), vo.NOT_PARSABLE);
  });

  test("holds its values in declared spelling", () => {
    assert.deepEqual(vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true }).values, ["FR", "DE"]);
  });
});

describe("is, create and tryCreate", () => {
  test("is tells a value create would return", () => {
    const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true });
    assert.equal(Country.is("FR"), true);
    assert.equal(Country.is("fr"), false);
    assert.equal(Quantity.is(5), true);
    assert.equal(Quantity.is(500), false);
    assert.equal(Quantity.is("5"), false);
    assert.equal(Quantity.is(-0), false);
    const Upper = vo.string("Upper", { normalize: (s) => s.toUpperCase() });
    assert.equal(Upper.is("ABC"), true);
    assert.equal(Upper.is("abc"), false);
    assert.equal(Iban.is(IBAN), true);
    assert.equal(Iban.is(null), false);
  });

  test("create returns the value or throws vo.ValueObjectError with code, message and valueObject", () => {
    assert.equal(Quantity.create(5), 5);
    assert.throws(
      () => Quantity.create(500),
      (error: unknown) => {
        assert.ok(error instanceof vo.ValueObjectError);
        assert.ok(error instanceof Error);
        assert.equal(error.name, "ValueObjectError");
        assert.equal(error.code, vo.OUT_OF_RANGE);
        assert.equal(error.message, "The value is not a valid Quantity: The value must be less than or equal to 100.");
        assert.equal(error.valueObject, "Quantity");
        assert.deepEqual([error.path, error.pointer], [[], ""]);
        return true;
      },
    );
  });

  test("tryCreate answers a plain result object", () => {
    assert.deepEqual(Quantity.tryCreate(5), { ok: true, value: 5 });
    const result = Quantity.tryCreate(0);
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual({ ...result.error }, { code: vo.OUT_OF_RANGE, message: "The value is not a valid Quantity: The value must be greater than or equal to 1.", path: [], pointer: "" });
  });
});
