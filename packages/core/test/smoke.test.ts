import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";

test("a value object reads and refuses", () => {
  const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
  assert.equal(Quantity.create(5), 5);
  const refused = Quantity.tryCreate(500);
  assert.equal(refused.ok, false);
  if (!refused.ok) assert.equal(refused.error.code, vo.OUT_OF_RANGE);
});
