/**
 * Property: whatever JSON a model sends as a tool's arguments, `checkArguments` gives
 * the value the oracle reads, or the refusal object of DESIGN.md naming exactly the
 * positions the oracle finds broken. Never an exception, never a value in the refusal,
 * never a touched prototype. Seeds are fixed so that a failure replays.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { checkArguments } from "@adcodicem/value-objects-ai";
import { expectArgumentCheck, expectRefusal } from "./support/expect-arguments.js";
import { anyArgs, asSent, messageLike, oddArgs, paramsArgs } from "./support/json.js";
import { Params, suites } from "./support/params.js";
import { IBAN } from "../../../../test-support/shop.js";

const SEED = 20260511;
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
const options = (seed: number, numRuns: number) => ({ seed, numRuns, endOnFailure: true, includeErrorInReport: true });

/** One read, asserted; an exception out of the library fails the property. */
function read(suite: (typeof suites)[number], args: unknown): boolean {
  let checked: ReturnType<typeof checkArguments>;
  try {
    checked = checkArguments(suite.schema, args);
  } catch (error) {
    assert.fail(`checkArguments threw ${String((error as Error)?.message ?? error).slice(0, 100)}`);
  }
  return expectArgumentCheck(suite, args, checked);
}

const [params, odd] = suites;

test("Params: arguments with the right keys, right or wrong values, extra keys and __proto__", (t) => {
  const RUNS = 12_000;
  let accepted = 0;
  fc.assert(fc.property(paramsArgs, (args) => void (read(params, args) && accepted++)), options(SEED, RUNS));
  t.diagnostic(`Params arguments: ${RUNS} cases (seed ${SEED}), ${accepted} accepted`);
  assert.ok(accepted > RUNS / 20, `the accepting path is reached often enough (${accepted})`);
});

test("parameters named __proto__, constructor and toString, and one a pointer escapes", (t) => {
  const RUNS = 5_000;
  let accepted = 0;
  fc.assert(fc.property(oddArgs, (args) => void (read(odd, args) && accepted++)), options(SEED + 1, RUNS));
  t.diagnostic(`Odd arguments: ${RUNS} cases (seed ${SEED + 1}), ${accepted} accepted`);
  assert.ok(accepted > RUNS / 20, `the accepting path is reached often enough (${accepted})`);
});

test("any JSON at all, for both parameter sets", (t) => {
  const RUNS = 4_000;
  fc.assert(
    fc.property(anyArgs, (args) => {
      read(params, args);
      read(odd, args);
    }),
    options(SEED + 2, RUNS),
  );
  t.diagnostic(`any JSON: ${RUNS * 2} cases (${RUNS} values × 2 parameter sets, seed ${SEED + 2})`);
});

test("a value that looks like a message is refused exactly as a plain text in its place", (t) => {
  const RUNS = 2_000;
  const base = { iban: IBAN, quantity: 2, country: "FR" };
  const plain = checkArguments(Params, { ...base, quantity: "plain", note: 7, deliverOn: "plain" });
  assert.equal(plain.ok, false);
  fc.assert(
    fc.property(messageLike, (text) => {
      const args = asSent({ ...base, quantity: text, note: 7, deliverOn: text });
      const checked = checkArguments(Params, args);
      assert.ok(!checked.ok);
      expectRefusal(params, args, checked.refusal);
      // a text refused for its type says what any text would: nothing of its own
      assert.deepEqual(checked.refusal.code, "value_object.not_parsable");
      assert.deepEqual(checked.refusal, plain.refusal);
    }),
    options(SEED + 3, RUNS),
  );
  t.diagnostic(`message-like values: ${RUNS} cases (seed ${SEED + 3})`);
});

test("no read touched Object.prototype", () => {
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(({} as Record<string, unknown>).x, undefined);
});
