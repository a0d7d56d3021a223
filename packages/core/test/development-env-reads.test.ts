/**
 * How often a declaration reads `process.env.NODE_ENV` (src/development.ts): each read calls into
 * Node's environment (about 2,400 machine instructions, counted), so a kind runs its development
 * checks from one site (issue 21, declaring 1,000 value objects). Counted with a proxy in place of
 * `process.env`; the checks still run in their order, and a program may still switch NODE_ENV
 * between declarations.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";

/** The reads of `process.env.NODE_ENV` while `body` runs. */
function nodeEnvReads(body: () => void): number {
  const env = process.env;
  let reads = 0;
  process.env = new Proxy(env, {
    get(target, key) {
      if (key === "NODE_ENV") reads++;
      return Reflect.get(target, key);
    },
  });
  try {
    body();
  } finally {
    process.env = env;
  }
  return reads;
}

test("a value object's declaration reads NODE_ENV once (string, integer, number, date, dateTime, oneOf, boolean)", () => {
  assert.equal(nodeEnvReads(() => vo.string("Code", { pattern: "^[A-Z]{2}[0-9]{3}$", minLength: 3, maxLength: 20, examples: ["AB123"] })), 1);
  assert.equal(nodeEnvReads(() => vo.string("Plain")), 1);
  assert.equal(nodeEnvReads(() => vo.string("Slow", { pattern: /^(a+)+$/u, maxLength: 20 })), 1);
  assert.equal(nodeEnvReads(() => vo.integer("Count", { minimum: 1, maximum: 100, examples: [5] })), 1);
  assert.equal(nodeEnvReads(() => vo.number("Price", { exclusiveMinimum: 0, multipleOf: 0.01 })), 1);
  assert.equal(nodeEnvReads(() => vo.date("Day", { min: "2026-01-01", examples: ["2026-02-01"] })), 1);
  assert.equal(nodeEnvReads(() => vo.date("Window", { min: "2026-01-01", max: "2026-12-31" })), 1);
  assert.equal(nodeEnvReads(() => vo.dateTime("At")), 1);
  assert.equal(nodeEnvReads(() => vo.oneOf("Choice", ["A", "B"], { examples: ["A"] })), 1);
  assert.equal(nodeEnvReads(() => vo.boolean("Flag", { examples: [true] })), 1);
});

test("with one read, the checks still run in their order, and NODE_ENV still switches between declarations", () => {
  // a rule the kind does not take, then an example that breaks the rules: named in development
  assert.throws(() => vo.string("Code", { bogus: 1 } as never), /bogus/);
  assert.throws(() => vo.integer("Count", { minimum: 1, examples: [0] }), /example 1 breaks the rules/);
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    assert.doesNotThrow(() => vo.integer("Count", { minimum: 1, examples: [0] }));
    assert.doesNotThrow(() => vo.date("Window", { min: "2026-12-31", max: "2026-01-01" }));
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
  assert.throws(() => vo.integer("Count", { minimum: 1, examples: [0] }), /example 1 breaks the rules/);
  assert.throws(() => vo.date("Window", { min: "2026-12-31", max: "2026-01-01" }), /is after max/);
});

test("each kind's examples are proved after its other checks", () => {
  assert.throws(() => vo.oneOf("Choice", ["A", "B"], { examples: ["C"] as never }), /example 1 breaks the rules/);
  assert.throws(() => vo.boolean("Flag", { examples: ["yes"] as never }), /example 1 breaks the rules/);
  assert.throws(() => vo.oneOf("Choice", ["A", "B"], { bogus: 1, examples: ["C"] } as never), /bogus/);
  assert.throws(() => vo.string("Code", { pattern: "^[A-Z]+$", examples: ["ab"], bogus: 1 } as never), /bogus/);
  assert.throws(() => vo.date("Day", { min: "2026-01-01", examples: ["2025-01-01"] }), /example 1 breaks the rules/);
});
