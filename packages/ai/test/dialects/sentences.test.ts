import assert from "node:assert/strict";
import { test } from "node:test";
import { PAIRS_SENTENCE, withSentences } from "../../src/dialects/sentences.js";

test("sentences join a description after a blank line, in one paragraph", () => {
  const atLeast1 = "The value must be greater than or equal to 1.";
  const atMost100 = "The value must be less than or equal to 100.";
  const threeItems = "The list must hold at most 3 items.";
  const oneItem = "The list must hold at least 1 item.";
  assert.equal(withSentences("A quantity.", [atLeast1, atMost100]), `A quantity.\n\n${atLeast1} ${atMost100}`);
  assert.equal(withSentences(undefined, [threeItems]), threeItems);
  assert.equal(withSentences("", ["", threeItems]), threeItems);
  assert.equal(withSentences("Kept.", []), "Kept.");
  assert.equal(withSentences(undefined, [""]), undefined);
  assert.equal(withSentences(`A note.\n\n${threeItems}`, [threeItems, oneItem, oneItem]), `A note.\n\n${threeItems}\n\n${oneItem}`);
  assert.match(PAIRS_SENTENCE, /"key", "value"/);
});
