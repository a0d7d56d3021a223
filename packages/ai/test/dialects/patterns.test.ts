import assert from "node:assert/strict";
import { test } from "node:test";
import { hasBackreferenceOrBoundary, hasLookaround, isGrammarPattern } from "../../src/dialects/patterns.js";

test("lookaround is found outside classes and escapes only", () => {
  assert.equal(hasLookaround("^(?=.*[0-9]).{8,}$"), true);
  assert.equal(hasLookaround("(?<!x)y"), true);
  assert.equal(hasLookaround("^[(?=]+$"), false);
  assert.equal(hasLookaround("^\\(?=$"), false);
  assert.equal(hasLookaround("^(?:ab)+$"), false);
});

test("backreferences and word boundaries are found", () => {
  assert.equal(hasBackreferenceOrBoundary("^(a)\\1$"), true);
  assert.equal(hasBackreferenceOrBoundary("\\bword\\b"), true);
  assert.equal(hasBackreferenceOrBoundary("(?<x>a)\\k<x>"), true);
  assert.equal(hasBackreferenceOrBoundary("^[\\b]$"), false);
  assert.equal(hasBackreferenceOrBoundary("^\\\\b$"), false);
  assert.equal(hasBackreferenceOrBoundary("^[A-Z]{2}[0-9]{2}$"), false);
});

test("llama.cpp's grammar reads anchored patterns of plain syntax only", () => {
  assert.equal(isGrammarPattern("^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"), true);
  assert.equal(isGrammarPattern("^(ab|cd)+\\.x$"), true);
  assert.equal(isGrammarPattern("REF-[0-9]+"), false, "not anchored");
  assert.equal(isGrammarPattern("^REF-[0-9]+"), false, "not anchored at the end");
  assert.equal(isGrammarPattern("^REF\\$"), false, "an escaped dollar is no anchor");
  assert.equal(isGrammarPattern("^\\d+$"), false, "class escapes");
  assert.equal(isGrammarPattern("^\\p{L}+$"), false, "property escapes");
  assert.equal(isGrammarPattern("^(?:ab)+$"), false, "(? groups");
  assert.equal(isGrammarPattern("^a$|^b$"), false, "inner anchors");
  assert.equal(isGrammarPattern("^a|b$"), false, "top-level alternation");
  assert.equal(isGrammarPattern("^$"), true);
});
