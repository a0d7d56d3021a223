// Paths, one form (DESIGN.md): every refusal a program reads — a `tryCreate` error, a
// `vo.ValueObjectError`, an issue of `vo.validate` and of `~standard.validate` — has `path`, the
// exact keys and indexes, and `pointer`, the same place as an RFC 6901 JSON Pointer ("" at the root).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { expectTypeOf } from "expect-type";
import * as vo from "@adcodicem/value-objects";

const Quantity = vo.integer("Quantity", { minimum: 1, maximum: 100 });
const Shape = vo.object({
  "a/b": Quantity,
  "~": vo.object({ lines: vo.array(vo.object({ quantity: Quantity })) }),
});
const LONG = "k".repeat(100);
const Long = vo.record(Quantity);

interface Place {
  readonly path: readonly (string | number)[];
  readonly pointer: string;
}

// each input, the place of its (first) refusal
const cases: readonly { readonly schema: vo.Schema; readonly input: unknown; readonly place: Place }[] = [
  { schema: Quantity, input: 500, place: { path: [], pointer: "" } },
  { schema: Shape, input: "not an object", place: { path: [], pointer: "" } },
  { schema: Shape, input: { "a/b": 0, "~": { lines: [] } }, place: { path: ["a/b"], pointer: "/a~1b" } },
  { schema: Shape, input: { "a/b": 1, "~": { lines: [{ quantity: 1 }, { quantity: 0 }] } }, place: { path: ["~", "lines", 1, "quantity"], pointer: "/~0/lines/1/quantity" } },
  // the pointer a program reads is exact: not cut at 64 characters, no key escaped as JSON
  { schema: Long, input: { [LONG]: 0 }, place: { path: [LONG], pointer: `/${LONG}` } },
  { schema: Long, input: { 'q"\n': 0 }, place: { path: ['q"\n'], pointer: '/q"\n' } },
];

describe("every face a program reads gives path (keys and indexes) and pointer (RFC 6901)", () => {
  for (const { schema, input, place } of cases) {
    const where = JSON.stringify(place.path);
    test(`tryCreate at ${where}`, () => {
      const result = schema.tryCreate(input);
      assert.equal(result.ok, false);
      if (result.ok) return;
      assert.deepEqual([result.error.path, result.error.pointer], [place.path, place.pointer]);
    });
    test(`create throws a ValueObjectError at ${where}`, () => {
      assert.throws(
        () => schema.create(input),
        (error: unknown) => {
          assert.ok(error instanceof vo.ValueObjectError);
          assert.deepEqual([error.path, error.pointer], [place.path, place.pointer]);
          return true;
        },
      );
    });
    test(`vo.validate at ${where}`, () => {
      const result = vo.validate(schema, input);
      assert.equal(result.ok, false);
      if (result.ok) return;
      assert.deepEqual([result.issues[0].path, result.issues[0].pointer], [place.path, place.pointer]);
      const bounded = vo.validate(schema, input, { maxIssues: 1 });
      assert.ok(!bounded.ok);
      assert.deepEqual([bounded.issues[0].path, bounded.issues[0].pointer], [place.path, place.pointer]);
    });
    test(`~standard.validate at ${where}`, () => {
      const result = schema["~standard"].validate(input);
      assert.ok("issues" in result && result.issues !== undefined);
      const [first] = result.issues;
      assert.deepEqual([first.path, first.pointer], [place.path, place.pointer]);
    });
  }

  test("every issue of a read has its own pointer", () => {
    const result = vo.validate(Shape, { "a/b": 0, "~": { lines: [{ quantity: 0 }] } });
    assert.ok(!result.ok);
    assert.deepEqual(result.issues.map((issue) => issue.pointer), ["/a~1b", "/~0/lines/0/quantity"]);
  });

  test("a ValueObjectError made by hand has the root unless told", () => {
    const error = new vo.ValueObjectError({ code: "x.y", message: "No." });
    assert.deepEqual([error.path, error.pointer], [[], ""]);
    const placed = new vo.ValueObjectError({ code: "x.y", message: "No." }, { path: ["a/b", 0] });
    assert.deepEqual([placed.path, placed.pointer], [["a/b", 0], "/a~1b/0"]);
  });
});

// the types say the same: keys and indexes, and the pointer's text
expectTypeOf<vo.Issue["path"]>().toEqualTypeOf<readonly vo.PathKey[]>();
expectTypeOf<vo.Issue["pointer"]>().toEqualTypeOf<string>();
expectTypeOf<vo.Refusal["path"]>().toEqualTypeOf<readonly vo.PathKey[]>();
expectTypeOf<vo.Refusal["pointer"]>().toEqualTypeOf<string>();
expectTypeOf<vo.ValueObjectError["path"]>().toEqualTypeOf<readonly vo.PathKey[]>();
expectTypeOf<vo.ValueObjectError["pointer"]>().toEqualTypeOf<string>();
expectTypeOf<vo.PathKey>().toEqualTypeOf<string | number>();
// an issue is a Standard Schema issue (its extra fields allowed), and ~standard.validate's result type holds ours
expectTypeOf<vo.Issue>().toExtend<StandardSchemaV1.Issue>();
expectTypeOf<readonly vo.Issue[]>().toExtend<ReadonlyArray<StandardSchemaV1.Issue>>();
