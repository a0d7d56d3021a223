/**
 * A tuple reads its positions as the list's own items: a hole (or a position past the end)
 * is absent, whatever Array.prototype or Object.prototype holds at that index — a value, or
 * an accessor, which is never even called — and whatever prototype an in-process list was
 * given. The compiled reader and the loop give the same answers, both faces alike.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../../src/compile/code-generation.js";
import { answers } from "../compile/support/both-paths.js";

const Label = vo.string("Label", { minLength: 1, maxLength: 40 });
const Latitude = vo.number("Latitude", { minimum: -90, maximum: 90 });

const declare = () => ({
  pair: vo.tuple([Label, Latitude]),
  optional: vo.tuple([Label, vo.optional(Latitude), vo.optional(Label, "none")]),
  rest: vo.tuple([Label], { rest: Latitude }),
  nested: vo.tuple([vo.object({ name: Label }), Label]),
});

type Gadget = "array value" | "object value" | "array accessor";

/** The accessor reads of the gadget now in place. */
const gadgetReads = { count: 0 };

/** Runs `body` with indexes 0 to 2 of Array.prototype (or Object.prototype) set, then removes them. */
function withGadget(gadget: Gadget, body: () => void): void {
  const target = (gadget === "object value" ? Object.prototype : Array.prototype) as unknown as Record<number, unknown>;
  for (const index of [0, 1, 2]) {
    // (its setter stores as a plain assignment would: the library's own lists are written by index)
    const set = function (this: object, value: unknown) {
      Object.defineProperty(this, index, { value, writable: true, enumerable: true, configurable: true });
    };
    const get = () => (gadgetReads.count++, "Gadget");
    if (gadget === "array accessor") Object.defineProperty(target, index, { get, set, configurable: true });
    else Object.defineProperty(target, index, { value: index === 1 ? 45 : "Gadget", configurable: true, writable: true });
  }
  try {
    body();
  } finally {
    for (const index of [0, 1, 2]) delete target[index];
  }
}

/** A value's own data only (a hole as "hole"): what JSON text would show, without reading through a prototype. */
function own(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return Array.from({ length: value.length }, (_, i) => (Object.hasOwn(value, i) ? own(value[i]) : "hole"));
  return Object.fromEntries(Object.keys(value).map((key) => [key, own((value as Record<string, unknown>)[key])]));
}

// biome-ignore lint/suspicious/noSparseArray: the holes are the point
const holed = (): unknown[][] => [[, 45], ["ada", ,], [, ,], ["ada"], [], [, 45, "x"], ["ada", , "x"], ["ada", 1, , 2]];

/** Every face's answer to `input`, own data only, and how many gadget accessor reads they made. */
function readAll(schema: vo.AnySchema & vo.Schema, input: unknown): [answer: unknown, reads: number] {
  const before = gadgetReads.count;
  const answer = [vo.validate(schema, input), vo.validate(schema, input, { maxIssues: 1 }), schema["~standard"].validate(input), schema.tryCreate(input)];
  const reads = gadgetReads.count - before;
  // (`is` compares the value read with the input item by item, a hole in both alike: not counted)
  return [own([...answer, schema.is(input)]), reads];
}

test("a hole in a tuple is absent, never a polluted prototype's value, on both paths and both faces", () => {
  const compiled = declare();
  const loop = withoutCodeGeneration(declare);
  for (const gadget of ["array value", "object value", "array accessor"] as const) {
    withGadget(gadget, () => {
      for (const [name, schema] of Object.entries(compiled)) {
        for (const input of holed()) {
          const [got, reads] = readAll(schema, input);
          const at = `${gadget}, ${name}: ${JSON.stringify(own(input))}`;
          assert.deepEqual(got, readAll(loop[name as keyof typeof loop], input)[0], at);
          assert.ok(!JSON.stringify(got).includes("Gadget"), `${at}: the prototype's value was read`);
          assert.equal(reads, 0, `${at}: an accessor on Array.prototype was called`);
        }
      }
      // a hole where a position is required is refused as absent, at its place
      const first = vo.validate(compiled.pair, holed()[0]);
      assert.deepEqual(first.ok ? [] : first.issues.map((i) => [i.code, i.pointer]), [[vo.REQUIRED, "/0"]]);
      // an absent optional position stays a hole; one with a default takes it
      assert.deepEqual(own(vo.validate(compiled.optional, ["ada", , ,])), { ok: true, value: ["ada", "hole", "none"] });
    });
  }
});

test("a list whose prototype holds items: its holes are absent, its own items read", () => {
  const compiled = declare();
  const loop = withoutCodeGeneration(declare);
  const made = (items: unknown[]) => Object.setPrototypeOf(items, Object.assign(Object.create(Array.prototype), { 0: "Gadget", 1: 45 })) as unknown[];
  for (const [name, schema] of Object.entries(compiled)) {
    // biome-ignore lint/suspicious/noSparseArray: the holes are the point
    for (const input of [made([, 1]), made(["ada", ,]), made(["ada", 2]), made([{ name: "a" }, "b"])]) {
      const got = answers(schema, input);
      assert.deepEqual(got, answers(loop[name as keyof typeof loop], input), `${name}: ${JSON.stringify(input)}`);
      assert.ok(!JSON.stringify(got).includes("Gadget"), `${name}: the prototype's value was read`);
    }
  }
  assert.deepEqual(vo.validate(compiled.pair, made(["ada", 2])), { ok: true, value: ["ada", 2] });
});
