import assert from "node:assert/strict";
import type { TestContext } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { countedSync } from "../../../../../test-support/counted-work.js";

/** Runs `declare` and returns the slow-pattern warnings (`ADCODICEM_SLOW_PATTERN`) it emitted, in order. */
export function warningsOf(t: TestContext, declare: () => unknown): string[] {
  const seen: string[] = [];
  const spy = t.mock.method(process, "emitWarning", (warning: string, options?: { code?: string }) => {
    if (options?.code === "ADCODICEM_SLOW_PATTERN") seen.push(warning);
  });
  try {
    declare();
  } finally {
    spy.mock.restore();
  }
  return seen;
}

/** The ceiling a value object without maxLength sets, read from its too_long refusal of a text past 4,096. */
export function ceilingOf(valueObject: vo.ValueObject<string>): number {
  const refused = valueObject.tryCreate("1".repeat(5000));
  assert.equal(refused.ok, false);
  if (refused.ok) return 0;
  assert.equal(refused.error.code, vo.TOO_LONG);
  return Number(/at most (\d+) characters/.exec(refused.error.message)?.[1]);
}

/** Hands `text` to `valueObject` once, counted: refused as a pattern mismatch, the pattern run once on the whole text. */
export function assertHandedOnce(valueObject: vo.ValueObject<string>, text: string, pattern: string): void {
  const { value, count } = countedSync(() => valueObject.tryCreate(text), { chars: 64 * text.length + 4096 });
  assert.equal(value.ok, false, pattern);
  if (!value.ok) assert.equal(value.error.code, vo.PATTERN_MISMATCH, pattern);
  assert.equal(count.regexChars, text.length + 1, pattern);
}
