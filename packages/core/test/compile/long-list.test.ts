/**
 * A long list's compiled reader reads each item once, with no own-property check per item,
 * while neither prototype holds an item (counted through a Proxy, a test instrument); a hole
 * is still an absent item whatever a prototype holds at its index (`Array.prototype[i]`, or
 * `Object.prototype[i]` defined as not enumerable), as the loop reads it.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { answers } from "./support/both-paths.js";

const LENGTH = 1000;
const declare = () => ({
  // items checked directly (a value object), and items read by their reader (an object)
  codes: vo.array(vo.string("Code")),
  lines: vo.array(vo.object({ sku: vo.string("Sku"), qty: vo.integer("Qty", { minimum: 1 }) })),
});

/** Counts what the reader asks of `list`: reads of a member, and own-property checks. */
function counted(list: unknown[]) {
  const asked = { gets: 0, ownChecks: 0 };
  const proxy = new Proxy(list, {
    get: (target, key, receiver) => (asked.gets++, Reflect.get(target, key, receiver)),
    getOwnPropertyDescriptor: (target, key) => (asked.ownChecks++, Reflect.getOwnPropertyDescriptor(target, key)),
    has: (target, key) => (asked.ownChecks++, Reflect.has(target, key)),
  });
  return { proxy, asked };
}

test("a long list is read an item once: no own-property check per item while no prototype holds an item", () => {
  const { codes, lines } = declare();
  const texts = Array.from({ length: LENGTH }, (_, i) => `C${i}`);
  const objects = Array.from({ length: LENGTH }, (_, i) => ({ sku: `S${i}`, qty: 1 + (i % 9) }));
  for (const [schema, items] of [[codes, texts], [lines, objects]] as const) {
    vo.validate(schema, items); // compiled at its first read
    const { proxy, asked } = counted(items);
    const read = vo.validate(schema, proxy);
    assert.deepEqual(read, { ok: true, value: items });
    // its length, then each item once
    assert.ok(asked.gets <= LENGTH + 2, `${asked.gets} reads`);
    assert.equal(asked.ownChecks, 0);
  }
});

/** Runs `body` while a prototype holds an item at `index`, then removes it (and the length it gave Array.prototype). */
function withItemOn(prototype: object, index: number, enumerable: boolean, body: () => void): void {
  Object.defineProperty(prototype, index, { value: "INHERITED", enumerable, configurable: true, writable: true });
  try {
    body();
  } finally {
    delete (prototype as Record<number, unknown>)[index];
    if (prototype === Array.prototype) Array.prototype.length = 0;
  }
}

test("a hole in a long list is absent, whatever a prototype holds at its index, compiled as in the loop", () => {
  const compiled = declare();
  const loop = withoutCodeGeneration(declare);
  const at = LENGTH - 3;
  const texts: unknown[] = Array.from({ length: LENGTH }, (_, i) => `C${i}`);
  const objects: unknown[] = Array.from({ length: LENGTH }, (_, i) => ({ sku: `S${i}`, qty: 1 }));
  delete texts[at];
  delete objects[at];
  const cases: [object, boolean][] = [[Array.prototype, true], [Array.prototype, false], [Object.prototype, true], [Object.prototype, false]];
  for (const [prototype, enumerable] of cases) {
    for (const [key, items] of [["codes", texts], ["lines", objects]] as const) {
      // read once before the prototype changes too: the compiled reader is made then
      vo.validate(compiled[key], [] as unknown[]);
      withItemOn(prototype, at, enumerable, () => {
        const read = vo.validate(compiled[key], items);
        assert.deepEqual(read.ok ? [] : read.issues.map((i) => [i.code, i.path]), [[vo.REQUIRED, [at]]], `${key}, ${prototype === Array.prototype ? "Array" : "Object"}.prototype, enumerable: ${enumerable}`);
        assert.deepEqual(answers(compiled[key], items), answers(loop[key], items));
      });
    }
  }
  // the same lists with nothing on the prototypes: the hole is absent too
  assert.deepEqual(answers(compiled.codes, texts), answers(loop.codes, texts));
  assert.equal(Object.hasOwn(Object.prototype, at) || Object.hasOwn(Array.prototype, at), false);
});
