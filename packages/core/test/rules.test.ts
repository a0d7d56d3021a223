// Every rule of the contract: its code, its sentence, and the order the rules run in.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { codeOf, refusal, valueOf } from "./support/results.js";

const sentence = (valueObject: vo.ValueObject, input: unknown) => refusal(valueObject, input).message;

describe("messages", () => {
  test("the one message form names the value object and the rule", () => {
    const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
    assert.deepEqual({ ...refusal(Quantity, 500) }, {
      code: "value_object.out_of_range",
      message: "The value is not a valid Quantity: The value must be less than or equal to 100.",
      path: [],
      pointer: "",
    });
  });

  test("each rule has its code and sentence", () => {
    const cases: [vo.ValueObject, unknown, string, string][] = [
      [vo.integer("Q", { minimum: 1 }), 0, vo.OUT_OF_RANGE, "The value must be greater than or equal to 1."],
      [vo.integer("Q", { maximum: 9 }), 10, vo.OUT_OF_RANGE, "The value must be less than or equal to 9."],
      [vo.number("P", { exclusiveMinimum: 0 }), 0, vo.OUT_OF_RANGE, "The value must be greater than 0."],
      [vo.number("P", { exclusiveMaximum: 1.5 }), 1.5, vo.OUT_OF_RANGE, "The value must be less than 1.5."],
      [vo.number("P", { multipleOf: 0.01 }), 1.005, vo.OUT_OF_RANGE, "The value must be a multiple of 0.01."],
      [vo.string("S", { minLength: 15 }), "short", vo.TOO_SHORT, "The value must be at least 15 characters long."],
      [vo.string("S", { minLength: 1 }), "", vo.TOO_SHORT, "The value must be at least 1 character long."],
      [vo.string("S", { maxLength: 3 }), "long", vo.TOO_LONG, "The value must be at most 3 characters long."],
      [vo.string("S", { pattern: "^[A-Z]+$" }), "abc", vo.PATTERN_MISMATCH, "The value must match the pattern ^[A-Z]+$."],
      [vo.string("S", { format: "email" }), "not an email", vo.INVALID_FORMAT, "The value must be a valid email."],
      [vo.date("D", { min: "2026-01-01" }), "2025-01-01", vo.OUT_OF_RANGE, "The value must be on or after 2026-01-01."],
      [vo.date("D", { max: "2026-01-01" }), "2027-01-01", vo.OUT_OF_RANGE, "The value must be on or before 2026-01-01."],
      [vo.oneOf("C", ["FR", "DE"]), "IT", vo.NOT_ALLOWED, "The value must be one of: FR, DE."],
      [vo.string("S"), 1, vo.NOT_PARSABLE, "The value must be a string."],
      [vo.string("S"), null, vo.REQUIRED, "A value is required."],
    ];
    for (const [valueObject, input, code, expected] of cases) {
      assert.deepEqual({ ...refusal(valueObject, input) }, { code, message: `The value is not a valid ${valueObject.name}: ${expected}`, path: [], pointer: "" });
    }
  });

  test("the codes are exported as constants", () => {
    assert.deepEqual(vo.codes, {
      required: "value_object.required",
      notParsable: "value_object.not_parsable",
      tooShort: "value_object.too_short",
      tooLong: "value_object.too_long",
      patternMismatch: "value_object.pattern_mismatch",
      invalidFormat: "value_object.invalid_format",
      outOfRange: "value_object.out_of_range",
      notAllowed: "value_object.not_allowed",
      noMatch: "value_object.no_match",
      invalidResult: "value_object.invalid_result",
    });
    assert.equal(vo.REQUIRED, vo.codes.required);
    assert.equal(vo.NOT_ALLOWED, vo.codes.notAllowed);
  });
});

describe("lengths", () => {
  test("count Unicode code points: an emoji is one", () => {
    const Short = vo.string("Short", { minLength: 2, maxLength: 3 });
    assert.equal(valueOf(Short, "😀😀😀"), "😀😀😀");
    assert.equal(codeOf(Short, "😀😀😀😀"), vo.TOO_LONG);
    assert.equal(codeOf(Short, "😀"), vo.TOO_SHORT);
    assert.equal(valueOf(Short, "é😀"), "é😀");
  });

  test("a lone surrogate counts as one code point, as JSON Schema validators count", () => {
    const One = vo.string("One", { minLength: 1, maxLength: 1 });
    assert.equal(valueOf(One, "\ud83d"), "\ud83d");
    assert.equal(codeOf(One, "\ud83d\ud83d"), vo.TOO_LONG);
  });
});

describe("pattern", () => {
  test("is unanchored, as JSON Schema reads it", () => {
    const HasDigit = vo.string("HasDigit", { pattern: "[0-9]" });
    assert.equal(valueOf(HasDigit, "a1b"), "a1b");
    assert.equal(codeOf(HasDigit, "abc"), vo.PATTERN_MISMATCH);
  });

  test("is compiled with the u flag: . is one code point", () => {
    const OneChar = vo.string("OneChar", { pattern: "^.$" });
    assert.equal(valueOf(OneChar, "😀"), "😀");
    const Letters = vo.string("Letters", { pattern: "^\\p{L}+$" });
    assert.equal(valueOf(Letters, "Ünïcödé"), "Ünïcödé");
    assert.equal(codeOf(Letters, "abc1"), vo.PATTERN_MISMATCH);
  });

  test("a RegExp with the u flag, or none, is taken", () => {
    assert.equal(valueOf(vo.string("R", { pattern: /^[a-z]+$/u }), "abc"), "abc");
    assert.equal(codeOf(vo.string("R", { pattern: /^[a-z]+$/ }), "ABC"), vo.PATTERN_MISMATCH);
  });
});

describe("formats", () => {
  const cases: Record<string, [string[], string[]]> = {
    date: [["2026-01-31", "2024-02-29"], ["2026-02-30", "2026-1-1", "x"]],
    "date-time": [["2026-01-31T10:00:00Z", "2026-01-31T10:00:00.5+02:00"], ["2026-01-31T10:00:00", "2026-01-31"]],
    time: [["10:00:00Z", "23:59:59.999+01:00"], ["10:00:00", "24:00:00Z", "10:00"]],
    email: [["ada@example.com", "a.b+c@sub.example.org"], ["ada", "ada@", "@example.com", "a b@example.com"]],
    uuid: [["123e4567-e89b-12d3-a456-426614174000"], ["123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400"]],
    uri: [["https://example.com/a?b=c#d", "urn:isbn:0451450523", "mailto:ada@example.com", "http://[::1]:8080/"], ["example.com", "/relative", "http://exa mple.com", "urn:", "a:?q"]],
    ipv4: [["192.168.0.1", "0.0.0.0"], ["256.1.1.1", "1.2.3", "01.2.3.4"]],
    ipv6: [["::1", "2001:db8::8a2e:370:7334", "::ffff:192.168.0.1", "1:2:3:4:5:6:7::"], ["1::2::3", "12345::", "1:2:3:4:5:6:7:8:9", ":1:2:3:4:5:6:7"]],
    hostname: [["example.com", "a-b.example", "localhost"], ["-a.example", "a..b", "exa mple.com", "a".repeat(64) + ".com"]],
  };
  for (const [format, [good, bad]] of Object.entries(cases)) {
    test(`${format} is checked`, () => {
      const Checked = vo.string("Checked", { format });
      for (const text of good) assert.equal(valueOf(Checked, text), text, `${format}: ${text}`);
      for (const text of bad) assert.equal(codeOf(Checked, text), vo.INVALID_FORMAT, `${format}: ${text}`);
    });
  }

  test("any other format only describes", () => {
    assert.equal(valueOf(vo.string("Iban", { format: "iban" }), "anything"), "anything");
    assert.equal(valueOf(vo.integer("Count", { format: "int32" }), 2 ** 40), 2 ** 40);
    assert.equal(valueOf(vo.number("Amount", { format: "decimal" }), 0.5), 0.5);
  });
});

describe("multipleOf", () => {
  test("is decided as a person reads decimals", () => {
    const Price = vo.number("Price", { multipleOf: 0.01 });
    for (const n of [19.99, 0.07, 0.1, 0.3, 1.1, 100, 0, -4.35, 1234567.89]) assert.equal(valueOf(Price, n), n, String(n));
    for (const n of [19.995, 0.001, 0.105]) assert.equal(codeOf(Price, n), vo.OUT_OF_RANGE, String(n));
    assert.equal(valueOf(vo.number("Tenth", { multipleOf: 0.1 }), 0.3), 0.3);
    assert.equal(valueOf(vo.number("Tiny", { multipleOf: 1e-7 }), 3e-7), 3e-7);
    assert.equal(codeOf(vo.number("Tiny", { multipleOf: 1e-7 }), 3.5e-7), vo.OUT_OF_RANGE);
    assert.equal(valueOf(vo.integer("Five", { multipleOf: 5 }), 35), 35);
    assert.equal(codeOf(vo.integer("Five", { multipleOf: 5 }), 36), vo.OUT_OF_RANGE);
  });

  test("is exact for numbers with many digits, large or small", () => {
    const Price = vo.number("Price", { multipleOf: 0.01 });
    for (const n of [98765432.12345678, 987654321.1234567, 0.30000000000000004]) assert.equal(codeOf(Price, n), vo.OUT_OF_RANGE, String(n));
    for (const n of [1e21, 123456789012345.67, 9007199254740993]) assert.equal(valueOf(Price, n), n, String(n));
    const Tiny = vo.number("Tiny", { multipleOf: 1e-20 });
    assert.equal(valueOf(Tiny, 3e-20), 3e-20);
    assert.equal(codeOf(Tiny, 3.5e-21), vo.OUT_OF_RANGE);
    const Third = vo.number("Third", { multipleOf: 0.3 });
    assert.equal(valueOf(Third, 0.9), 0.9);
    assert.equal(codeOf(Third, 1), vo.OUT_OF_RANGE);
  });
});

describe("the order of checks", () => {
  test("JSON type comes first: normalize and check never see a value of the wrong type", () => {
    const seen: unknown[] = [];
    const Name = vo.string("Name", { normalize: (s) => (seen.push(s), s), check: (s) => void seen.push(s) });
    for (const input of [1, true, {}, [], null]) codeOf(Name, input);
    assert.deepEqual(seen, []);
  });

  test("normalize runs before the rules", () => {
    const Code = vo.string("Code", { normalize: (s) => s.trim().toUpperCase(), pattern: "^[A-Z]{2}$", minLength: 2, maxLength: 2 });
    assert.equal(valueOf(Code, "  fr "), "FR");
    const Count = vo.integer("Count", { normalize: (n) => Math.abs(n), minimum: 1 });
    assert.equal(valueOf(Count, -5), 5);
  });

  test("lengths before pattern, pattern before format, format before check", () => {
    let checked = 0;
    const Mail = vo.string("Mail", {
      normalize: (s) => s.trim(),
      minLength: 6,
      maxLength: 20,
      pattern: "^[a-z@.]+$",
      format: "email",
      check: (s) => (checked++, s.endsWith(".test") ? { code: "mail.test_domain", message: "The domain must be a real one." } : undefined),
    });
    assert.equal(codeOf(Mail, "  A1 "), vo.TOO_SHORT); // breaks the pattern too
    assert.equal(codeOf(Mail, "A1".repeat(11)), vo.TOO_LONG);
    assert.equal(codeOf(Mail, "NOT-AN-EMAIL"), vo.PATTERN_MISMATCH); // breaks the format too
    assert.equal(codeOf(Mail, "ada@example"), vo.INVALID_FORMAT);
    assert.equal(checked, 0);
    assert.deepEqual({ ...refusal(Mail, "ada@example.test") }, { code: "mail.test_domain", message: "The value is not a valid Mail: The domain must be a real one." , path: [], pointer: "" });
    assert.equal(valueOf(Mail, " ada@example.org "), "ada@example.org");
    assert.equal(checked, 2);
  });

  test("bounds in their order, then multipleOf, then check", () => {
    let checked = 0;
    const Price = vo.number("Price", { minimum: 1, exclusiveMaximum: 100, multipleOf: 0.5, check: () => void checked++ });
    assert.equal(sentence(Price, 0.3), "The value is not a valid Price: The value must be greater than or equal to 1.");
    assert.equal(sentence(Price, 100.3), "The value is not a valid Price: The value must be less than 100.");
    assert.equal(sentence(Price, 2.3), "The value is not a valid Price: The value must be a multiple of 0.5.");
    assert.equal(checked, 0);
    assert.equal(valueOf(Price, 2.5), 2.5);
    assert.equal(checked, 1);
  });

  test("closed set before check; check sees the declared spelling", () => {
    const seen: string[] = [];
    const Country = vo.oneOf("Country", ["FR", "DE"], { ignoreCase: true, normalize: (s) => s.trim(), check: (s) => void seen.push(s) });
    assert.equal(codeOf(Country, "it"), vo.NOT_ALLOWED);
    assert.equal(valueOf(Country, " fr "), "FR");
    assert.deepEqual(seen, ["FR"]);
  });

  test("only the first refusal of a value object is reported", () => {
    const Code = vo.string("Code", { minLength: 5, pattern: "^[0-9]+$" });
    const result = vo.validate(Code, "ab");
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual(result.issues, [{ code: vo.TOO_SHORT, message: "The value is not a valid Code: The value must be at least 5 characters long.", path: [], pointer: "" }]);
  });
});

describe("check", () => {
  test("adds a rule with the user's own code and message", () => {
    const Even = vo.integer("Even", { check: (n) => (n % 2 === 0 ? undefined : { code: "even.odd", message: "The value must be even." }) });
    assert.equal(valueOf(Even, 4), 4);
    assert.deepEqual({ ...refusal(Even, 3) }, { code: "even.odd", message: "The value is not a valid Even: The value must be even." , path: [], pointer: "" });
  });

  test("a check answering null passes", () => {
    assert.equal(valueOf(vo.string("S", { check: () => null }), "x"), "x");
  });
});

describe("a normalize or check that throws", () => {
  const failure = (code?: unknown) => Object.assign(new Error("checksum failed for FR7630006000011234567890189"), code === undefined ? {} : { code });

  test("refuses with the thrown error's code and a message without detail", () => {
    const Iban = vo.string("Iban", { check: () => { throw failure("iban.checksum"); } });
    assert.deepEqual({ ...refusal(Iban, "FR7630006000011234567890189") }, { code: "iban.checksum", message: "The value is not a valid Iban." , path: [], pointer: "" });
    const Normalized = vo.string("Iban", { normalize: () => { throw failure("iban.unreadable"); } });
    assert.deepEqual({ ...refusal(Normalized, "FR76") }, { code: "iban.unreadable", message: "The value is not a valid Iban." , path: [], pointer: "" });
  });

  test("without a string code, the code is value_object.not_parsable", () => {
    for (const thrown of [failure(), failure(42), failure(""), "a string", null, undefined, 7]) {
      const Iban = vo.string("Iban", { normalize: () => { throw thrown; } });
      assert.deepEqual({ ...refusal(Iban, "FR76") }, { code: vo.NOT_PARSABLE, message: "The value is not a valid Iban.", path: [], pointer: "" });
    }
    const Count = vo.integer("Count", { check: () => { throw failure(); } });
    assert.deepEqual({ ...refusal(Count, 5) }, { code: vo.NOT_PARSABLE, message: "The value is not a valid Count.", path: [], pointer: "" });
  });

  test("a normalize returning the wrong type is not_parsable", () => {
    const Bad = vo.string("Bad", { normalize: () => 5 as unknown as string });
    assert.equal(codeOf(Bad, "x"), vo.NOT_PARSABLE);
    const BadCount = vo.integer("BadCount", { normalize: (n) => n + 0.5 });
    assert.equal(codeOf(BadCount, 1), vo.NOT_PARSABLE);
    const BadSet = vo.oneOf("BadSet", ["a"], { normalize: () => 1 as unknown as string });
    assert.equal(codeOf(BadSet, "a"), vo.NOT_PARSABLE);
  });
});

describe("bounded work", () => {
  test("a 10 MB string never reaches normalize or the pattern", () => {
    let normalized = 0;
    const Word = vo.string("Word", { maxLength: 50, normalize: (s) => (normalized++, s.trim()), pattern: "^a+$" });
    const huge = "a".repeat(10 * 1024 * 1024);
    // every pattern match goes through RegExp.prototype.exec: count the ones that see the huge text
    const exec = RegExp.prototype.exec;
    let matchedHuge = 0;
    let matchedShort = 0;
    RegExp.prototype.exec = function (this: RegExp, text: string) {
      if (text === huge) matchedHuge++;
      if (text === "b") matchedShort++;
      return exec.call(this, text);
    };
    try {
      assert.deepEqual({ ...refusal(Word, huge) }, { code: vo.TOO_LONG, message: "The value is not a valid Word: The value must be at most 50 characters long.", path: [], pointer: "" });
      assert.equal(codeOf(Word, "b"), vo.PATTERN_MISMATCH);
    } finally {
      RegExp.prototype.exec = exec;
    }
    assert.equal(normalized, 1);
    assert.equal(matchedHuge, 0);
    assert.ok(matchedShort >= 1, "the spy sees the pattern at work");
  });

  test("without maxLength, text past 1 MiB of UTF-16 code units is refused before normalize", () => {
    let normalized = 0;
    const Text = vo.string("Text", { normalize: (s) => (normalized++, s) });
    assert.equal(codeOf(Text, "a".repeat(2 ** 20 + 1)), vo.TOO_LONG);
    assert.equal(normalized, 0);
    assert.equal((valueOf(Text, "a".repeat(2 ** 20)) as string).length, 2 ** 20);
    assert.equal(normalized, 1);
  });

  test("with maxLength, a normalizer still gets room to trim", () => {
    const Trimmed = vo.string("Trimmed", { maxLength: 3, normalize: (s) => s.trim() });
    assert.equal(valueOf(Trimmed, " ".repeat(500) + "abc"), "abc");
  });
});
