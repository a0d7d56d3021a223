// Small readers of results, so that each test states the code or value it expects.
import assert from "node:assert/strict";
import type * as vo from "@adcodicem/value-objects";

type Reads = { tryCreate(input: unknown): vo.Result<unknown> };

/** The refusal of `input`; fails the test when the input is accepted. */
export function refusal(valueObject: Reads, input: unknown): vo.Refusal {
  const result = valueObject.tryCreate(input);
  if (result.ok) assert.fail(`expected a refusal, got the value ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The code `input` is refused with. */
export const codeOf = (valueObject: Reads, input: unknown): string => refusal(valueObject, input).code;

/** The value `input` reads as; fails the test when the input is refused. */
export function valueOf(valueObject: Reads, input: unknown): unknown {
  const result = valueObject.tryCreate(input);
  if (!result.ok) assert.fail(`expected a value, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}
