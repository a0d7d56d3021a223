/**
 * An object with many members keeps its loop: a generated reader of thousands of members
 * costs far more to make (its text, its parameters, its locals) than its reads ever
 * save, and the engine does not optimize a function that large anyway. The first read of
 * 10,000 members took 3.7 s compiled against 0.4 s with the loop. Bounded here by what is
 * counted (functions generated) and by a ratio to the loop's own first read, measured in
 * this process.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { generatedCount, withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { MAX_COMPILED_MEMBERS } from "../../src/compile/object-reader.js";
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
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

test("an object past MAX_COMPILED_MEMBERS generates nothing at its first read, and answers as its loop", () => {
  const wide = shapeOf(10_000);
  const compiled = vo.object(wide);
  const loop = withoutCodeGeneration(() => vo.object(wide));
  const before = generatedCount();
  for (const input of [inputOf(10_000, 0), inputOf(10_000, 40), {}, null]) assert.deepEqual(answers(compiled, input), answers(loop, input));
  assert.equal(generatedCount() - before, 0, "no reader generated for 10,000 members");

  // at the bound, and nested inside a small object, the small ones still compile
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

test("the first read of 5,000 members costs at most a few times the loop's first read (CPU time, same process)", () => {
  const wide = shapeOf(5_000);
  const input = inputOf(5_000, 5);
  // the lowest of three fresh declarations each, read once: the first read is what is weighed
  const firstRead = (declare: () => vo.AnySchema) => {
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const schema = declare();
      const start = cpuMs();
      vo.validate(schema, input);
      best = Math.min(best, cpuMs() - start);
    }
    return best;
  };
  const loop = firstRead(() => withoutCodeGeneration(() => vo.object(wide)));
  const compiled = firstRead(() => vo.object(wide));
  // before the bound: 30 to 50 times (a generated function of 10,000 parameters and 5,000 locals)
  assert.ok(compiled <= 5 * Math.max(loop, 1), `compiled first read ${compiled.toFixed(1)} ms CPU, loop ${loop.toFixed(1)} ms CPU`);
});
