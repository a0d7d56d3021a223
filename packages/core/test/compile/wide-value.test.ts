/**
 * Objects of 128 members or more, read from what `JSON.parse` makes of them (issue 21, "no
 * cliff"): the engine holds such an input as a dictionary, and the value a reader makes of 128
 * members or more is one the engine builds its own way (bench/README "Wide objects"). Every
 * answer of the compiled reader is the loop's: members in the schema's order, shuffled and
 * reversed, extra and missing, refused, an own `__proto__`, getters (each run once, in the
 * schema's order), symbol keys, members of Object.prototype; the value a plain object.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { MAX_COMPILED_OBJECT_MEMBERS } from "../../src/compile/object-reader.js";
import { answers } from "./support/both-paths.js";

const Text = vo.string("Text", { maxLength: 8 });
const Amount = vo.integer("Amount", { minimum: 0 });

/** `count` members `m0`…, strings and integers alternating, all required (or every `optionalEvery`-th optional). */
function shapeOf(count: number, optionalEvery = 0): Record<string, vo.AnySchema> {
  const shape: Record<string, vo.AnySchema> = {};
  for (let i = 0; i < count; i++) {
    const member = i % 2 === 0 ? Text : Amount;
    shape[`m${i}`] = optionalEvery > 0 && i % optionalEvery === optionalEvery - 1 ? vo.optional(member) : member;
  }
  return shape;
}

/** A valid input's JSON text, its members in `order`. */
const jsonOf = (order: number[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ ...Object.fromEntries(order.map((i) => [`m${i}`, i % 2 === 0 ? `t${i % 100}` : i])), ...extra });

const inOrder = (count: number) => Array.from({ length: count }, (_, i) => i);
/** A fixed shuffle (a multiplicative step through the members: 37 is prime to every count below). */
const shuffled = (count: number) => inOrder(count).map((i) => (i * 37 + 11) % count);

test("past 127 members, every answer is the loop's: inputs from JSON.parse in the schema's order and shuffled, extra, missing and refused members, an own __proto__", () => {
  for (const [count, optionalEvery] of [[128, 0], [129, 0], [200, 0], [256, 0], [200, 150], [300, 0]] as const) {
    const shape = shapeOf(count, optionalEvery);
    const compiled = vo.object(shape);
    const loop = withoutCodeGeneration(() => vo.object(shape));
    const refusing = vo.object(shape, { unknown: "refuse" });
    const refusingLoop = withoutCodeGeneration(() => vo.object(shape, { unknown: "refuse" }));
    const generated = generatedCount();
    const missing = inOrder(count).filter((i) => i % 41 !== 3);
    const texts = [
      jsonOf(inOrder(count)),
      jsonOf(shuffled(count)),
      jsonOf(inOrder(count).reverse()),
      jsonOf(inOrder(count), { extra: 1, "m-1": "x" }),
      `{"__proto__": {"m0": "polluted"}, ${jsonOf(shuffled(count)).slice(1)}`,
      jsonOf(missing),
      jsonOf(shuffled(count)).replace(`"m7":7`, `"m7":-7`).replace(`"m8":"t8"`, `"m8":"far too long"`),
      "{}",
    ];
    for (const text of texts) {
      for (const [ours, theirs] of [[compiled, loop], [refusing, refusingLoop]]) {
        const read = answers(ours, JSON.parse(text));
        assert.deepEqual(read, answers(theirs, JSON.parse(text)), `${count} members: ${text.slice(0, 60)}`);
      }
      const value = vo.validate(compiled, JSON.parse(text));
      if (value.ok) {
        assert.equal(Object.getPrototypeOf(value.value), Object.prototype);
        assert.equal((value.value as { constructor: unknown }).constructor, Object);
        assert.equal(Object.hasOwn(value.value, "__proto__"), false, "an own __proto__ of the input is an unknown member: dropped");
      }
    }
    assert.ok(vo.validate(compiled, JSON.parse(texts[0])).ok, `${count} members: a valid input reads`);
    // two readers compiled (the object, and the one refusing unknown members) up to the bound; none past it
    assert.equal(generatedCount() - generated, count <= MAX_COMPILED_OBJECT_MEMBERS ? 2 : 0, `${count} members`);
  }
});

test("past 127 members, getters of the input run once each, in the schema's order, as in the loop; symbol keys and prototype members are not read", () => {
  const count = 200;
  const shape = shapeOf(count);
  const compiled = vo.object(shape);
  const loop = withoutCodeGeneration(() => vo.object(shape));
  // own getters in a shuffled order, a symbol key; without its own `m1`, a prototype that has a getter for it
  const inputWithGetters = (calls: string[], ownM1: boolean) => {
    const input: Record<string | symbol, unknown> = { [Symbol("m0")]: 1 };
    for (const i of shuffled(count)) {
      if (i === 1 && !ownM1) continue;
      Object.defineProperty(input, `m${i}`, { enumerable: true, get: () => (calls.push(`m${i}`), i % 2 === 0 ? `t${i % 100}` : i) });
    }
    return ownM1 ? input : (Object.setPrototypeOf(input, Object.create(Object.prototype, { m1: { get: () => (calls.push("prototype m1"), 1) } })) as object);
  };
  for (const ownM1 of [true, false]) {
    const calls = { compiled: [] as string[], loop: [] as string[] };
    const read = vo.validate(compiled, inputWithGetters(calls.compiled, ownM1));
    const looped = vo.validate(loop, inputWithGetters(calls.loop, ownM1));
    assert.deepEqual(read, looped);
    assert.equal(calls.compiled.length, ownM1 ? count : count - 1, "each own getter once, the prototype's never");
    assert.deepEqual(calls.compiled, calls.loop);
    assert.equal(read.ok, ownM1);
    if (read.ok && looped.ok) assert.deepEqual(Object.keys(read.value), Object.keys(looped.value), "members in the loop's order");
    else assert.deepEqual(read.ok ? [] : read.issues.map((issue) => [issue.code, issue.path]), [[vo.REQUIRED, ["m1"]]]);
  }
});

test("past 127 members, a member added to Object.prototype after the reader was made is not read as the sender's", () => {
  const count = 150;
  const compiled = vo.object(shapeOf(count));
  const loop = withoutCodeGeneration(() => vo.object(shapeOf(count)));
  const valid = jsonOf(inOrder(count));
  assert.ok(vo.validate(compiled, JSON.parse(valid)).ok);
  const prototype = Object.prototype as Record<string, unknown>;
  prototype.m5 = 5;
  prototype.m6 = "t6";
  try {
    for (const text of [valid, jsonOf(inOrder(count).filter((i) => i !== 5 && i !== 6))]) {
      assert.deepEqual(answers(compiled, JSON.parse(text)), answers(loop, JSON.parse(text)));
    }
    const read = vo.validate(compiled, JSON.parse(valid));
    assert.ok(read.ok && Object.hasOwn(read.value, "m5") && Object.hasOwn(read.value, "m6"), "own members set as data");
  } finally {
    delete prototype.m5;
    delete prototype.m6;
  }
});
