/**
 * A wide object's reader is split into functions of 16 members (each cheap for the engine to
 * optimize) up to MAX_COMPILED_OBJECT_MEMBERS; past it the object keeps its loop: a generated
 * reader of thousands of members costs far more to make (its text, its parameters) than its
 * reads save on inputs the engine holds as dictionaries. Bounded here by what is counted, never
 * by time: functions generated, the characters of their text, reads of the input; and the
 * answers of every split reader are the loop's.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { MAX_COMPILED_OBJECT_MEMBERS as MAX_COMPILED_MEMBERS } from "../../src/compile/object-reader.js";
import { answers } from "./support/both-paths.js";

const shapeOf = (count: number): Record<string, vo.AnySchema> => {
  const Count = vo.integer("Count", { minimum: 0 });
  const Amount = vo.number("Amount");
  const Label = vo.string("Label", { maxLength: 8 });
  const shape: Record<string, vo.AnySchema> = {};
  for (let i = 0; i < count; i++) shape[`m${i}`] = i % 3 === 0 ? Count : i % 3 === 1 ? Amount : vo.optional(Label);
  return shape;
};
const inputOf = (count: number, bad: number): Record<string, unknown> => {
  const input: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) input[`m${i}`] = i % 3 === 2 ? `t${i % 100}` : i;
  for (let i = 0; i < bad; i++) input[`m${(i * 7919) % count}`] = -1;
  return input;
};

test("an object past MAX_COMPILED_OBJECT_MEMBERS generates nothing at its first read, and answers as its loop", () => {
  const wide = shapeOf(10_000);
  const compiled = vo.object(wide);
  const loop = withoutCodeGeneration(() => vo.object(wide));
  const before = generatedCount();
  for (const input of [inputOf(10_000, 0), inputOf(10_000, 40), {}, null]) assert.deepEqual(answers(compiled, input), answers(loop, input));
  assert.equal(generatedCount() - before, 0, "no reader generated for 10,000 members");

  // at the bound, and nested inside a small object, the others still compile
  const atBound = vo.object(shapeOf(MAX_COMPILED_MEMBERS));
  const past = vo.object(shapeOf(MAX_COMPILED_MEMBERS + 1));
  const outer = vo.object({ inner: past, n: vo.integer("N") });
  const generated = generatedCount();
  assert.deepEqual(answers(atBound, inputOf(MAX_COMPILED_MEMBERS, 3)), answers(withoutCodeGeneration(() => vo.object(shapeOf(MAX_COMPILED_MEMBERS))), inputOf(MAX_COMPILED_MEMBERS, 3)));
  assert.equal(generatedCount() - generated, 1, "the object at the bound compiled");
  vo.validate(past, inputOf(MAX_COMPILED_MEMBERS + 1, 0));
  assert.equal(generatedCount() - generated, 1, "the object past the bound did not");
  assert.ok(vo.validate(outer, { inner: inputOf(MAX_COMPILED_MEMBERS + 1, 0), n: 1 }).ok);
  assert.equal(generatedCount() - generated, 2, "the small object around it did");
});

/** What a piece of work generates, counted: the functions made from text, and the characters of their text and parameters. */
function generatedBy(work: () => void): { made: number; chars: number } {
  const count = { made: 0, chars: 0 };
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args: unknown[]) {
      count.made++;
      count.chars += args.reduce((n: number, a) => n + String(a).length, 0);
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    work();
  } finally {
    globalThis.Function = original;
  }
  return count;
}

/** An input that counts every read of it (own members only: the values are plain). */
function countedInput(input: Record<string, unknown>, reads: { count: number }): Record<string, unknown> {
  return new Proxy(input, {
    get: (target, key, receiver) => (reads.count++, Reflect.get(target, key, receiver)),
    has: (target, key) => (reads.count++, Reflect.has(target, key)),
    ownKeys: (target) => (reads.count++, Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, key) => (reads.count++, Reflect.getOwnPropertyDescriptor(target, key)),
  });
}

test("the first read of 5,000 members makes no function and reads the input as the loop does; at the bound the text made is linear in the members (counted)", (t) => {
  const wide = shapeOf(5_000);
  const input = inputOf(5_000, 5);
  const firstRead = (schema: vo.AnySchema) => {
    const reads = { count: 0 };
    const made = generatedBy(() => void vo.validate(schema, countedInput(input, reads)));
    return { ...made, reads: reads.count };
  };
  // before the bound: a generated function of 10,000 parameters and 5,000 locals (30 to 50 times the loop's first read)
  const compiled = firstRead(vo.object(wide));
  const loop = firstRead(withoutCodeGeneration(() => vo.object(wide)));
  assert.deepEqual(compiled, { made: 0, chars: 0, reads: loop.reads });
  // at the bound the reader is made once, its text and parameters a bounded size per member
  const atBound = firstRead(vo.object(shapeOf(MAX_COMPILED_MEMBERS)));
  assert.equal(atBound.made, 1);
  assert.ok(atBound.chars <= 400 * MAX_COMPILED_MEMBERS, `${atBound.chars} characters of generated text for ${MAX_COMPILED_MEMBERS} members`);
  t.diagnostic(`5,000 members: ${compiled.reads} reads of the input, nothing generated; ${MAX_COMPILED_MEMBERS} members: ${atBound.chars} characters generated`);
});

test("objects of 17 to 256 members read in chunks of 16 give the loop's answers: refusals across chunks, optional members absent, a __proto__ member, a nested object", () => {
  for (const count of [17, 32, 65, 129, 200, MAX_COMPILED_MEMBERS]) {
    const shape = shapeOf(count);
    const hostileAt = count - 2;
    const nestedAt = Math.floor(count / 2);
    delete shape[`m${hostileAt}`];
    Object.defineProperty(shape, "__proto__", { value: vo.integer("Proto", { minimum: 0 }), enumerable: true, configurable: true, writable: true });
    shape[`m${nestedAt}`] = vo.object({ a: vo.integer("A", { minimum: 0 }), b: vo.optional(vo.string("B")) });
    const declare = () => vo.object(shape);
    const compiled = declare();
    const loop = withoutCodeGeneration(declare);
    const generated = generatedCount();
    const inputs: Record<string, unknown>[] = [inputOf(count, 0), inputOf(count, 3), inputOf(count, 9), {}];
    for (const input of inputs.slice(0, 3)) {
      input[`m${nestedAt}`] = { a: 1, b: "x" };
      Object.defineProperty(input, "__proto__", { value: 7, enumerable: true, configurable: true, writable: true });
    }
    // absent optional members (every third is `vo.optional`), a refused nested member, a refused __proto__
    delete inputs[1].m2;
    delete inputs[1].m14;
    inputs[2][`m${nestedAt}`] = { a: -1 };
    Object.defineProperty(inputs[2], "__proto__", { value: -1, enumerable: true, configurable: true, writable: true });
    for (const input of [...inputs, []]) assert.deepEqual(answers(compiled, input), answers(loop, input), `${count} members`);
    assert.ok(generatedCount() - generated >= 1, `${count} members: the reader was generated`);
    const read = vo.validate(compiled, inputs[0]);
    const looped = vo.validate(loop, inputs[0]);
    assert.ok(read.ok && looped.ok);
    assert.equal(Object.getPrototypeOf(read.value), Object.prototype, "a __proto__ member set as data");
    assert.deepEqual(Object.keys(read.value as object), Object.keys(looped.value as object), "members in the loop's order");
  }
});

test("a reader past 16 members is made of functions of at most 16 members each, so the engine optimizes small functions (counted in the text made)", () => {
  const texts: string[] = [];
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args: unknown[]) {
      texts.push(String(args[args.length - 1]));
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    for (const count of [16, 17, 200]) vo.validate(vo.object(shapeOf(count)), inputOf(count, 0));
  } finally {
    globalThis.Function = original;
  }
  const [sixteen, seventeen, wide] = texts;
  assert.equal(texts.length, 3);
  const chunks = (text: string) => text.split("function chunk").slice(1);
  assert.equal(chunks(sixteen).length, 0, "16 members: one function");
  assert.equal(chunks(seventeen).length, 2);
  assert.equal(chunks(wide).length, 13);
  // each chunk reads at most 16 members (one `x = ` or reader call a member)
  const members = chunks(wide).map((chunk) => chunk.split("\nvar v").length - 1);
  assert.ok(members.every((n) => n <= 16), members.join());
  assert.equal(members.reduce((a, b) => a + b, 0), 200, "every member read in a chunk");
});
