import assert from "node:assert/strict";
import { test } from "node:test";
import { PAIRS_SENTENCE, ruleSentence, withSentences } from "../../src/dialects/sentences.js";

test("each rule keyword reads as one sentence", () => {
  const cases: [string, unknown, string][] = [
    ["minLength", 15, "At least 15 characters."],
    ["minLength", 1, "At least 1 character."],
    ["maxLength", 34, "At most 34 characters."],
    ["pattern", "^[A-Z]{2}$", "Must match the pattern ^[A-Z]{2}$."],
    ["format", "email", "Must be an email address."],
    ["format", "uri", "Must be an absolute URI."],
    ["format", "iban", "Format: iban."],
    ["minimum", 1, "Must be at least 1."],
    ["exclusiveMinimum", 0, "Must be greater than 0."],
    ["maximum", 100, "Must be at most 100."],
    ["exclusiveMaximum", 1000, "Must be less than 1000."],
    ["multipleOf", 0.01, "Must be a multiple of 0.01."],
    ["minItems", 2, "At least 2 items."],
    ["maxItems", 1, "At most 1 item."],
    ["uniqueItems", true, "The items must all differ."],
    ["uniqueItems", false, ""],
    ["maxProperties", 3, "At most 3 entries."],
    ["const", "FR", 'Must be exactly "FR".'],
    ["enum", ["FR", "DE", null], 'Must be one of: "FR", "DE", null.'],
    ["default", 1, "Defaults to 1."],
    ["examples", ["FR76"], 'Example: "FR76".'],
    ["examples", [1, 2], "Examples: 1, 2."],
    ["contentEncoding", "base64", 'contentEncoding: "base64".'],
  ];
  for (const [keyword, value, sentence] of cases) assert.equal(ruleSentence(keyword, value), sentence, keyword);
});

test("sentences join a description after a blank line, in one paragraph", () => {
  assert.equal(withSentences("A quantity.", ["Must be at least 1.", "Must be at most 100."]), "A quantity.\n\nMust be at least 1. Must be at most 100.");
  assert.equal(withSentences(undefined, ["At most 3 items."]), "At most 3 items.");
  assert.equal(withSentences("", ["", "At most 3 items."]), "At most 3 items.");
  assert.equal(withSentences("Kept.", []), "Kept.");
  assert.equal(withSentences(undefined, [""]), undefined);
  assert.equal(withSentences("A note.\n\nAt most 3 items.", ["At most 3 items.", "At least 1 item.", "At least 1 item."]), "A note.\n\nAt most 3 items.\n\nAt least 1 item.");
  assert.match(PAIRS_SENTENCE, /"key", "value"/);
});
