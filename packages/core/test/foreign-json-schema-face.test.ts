// Red-team finding 04: a member whose `~standard.jsonSchema` face gives no JSON Schema (`undefined`, `true`,
// a number, an array…) was accepted and written as `{}`; one whose face threw was accepted and made
// `toJsonSchema` throw the vendor's own message later. The face is asked once at declaration (input and
// output, draft-2020-12): a throw of the input face or anything but a plain object is a
// ValueObjectDefinitionError naming the member, in the library's words. An output face that throws is
// Zod's answer for a transform: declared, and refused in our words where toJsonSchema asks for the output. `true` ("anything") tells a model nothing and is refused too. Where
// `toJsonSchema` later asks for another target and the face throws, the error is ours, not the vendor's.
import assert from "node:assert/strict";
import { test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../src/compile/code-generation.js";

const VENDOR = "vendor secret text";
const Note = vo.string("Note", { maxLength: 20 });
type Face = { input: (options: { target: string }) => unknown; output: (options: { target: string }) => unknown };
const member = (jsonSchema: Face) => ({ "~standard": { version: 1, vendor: "hand", validate: (value: unknown) => ({ value }), jsonSchema } }) as unknown as vo.AnySchema;
const both = (answer: (options: { target: string }) => unknown): Face => ({ input: answer, output: answer });
const thrower = () => {
  throw new Error(VENDOR);
};

const FACES: readonly [string, Face][] = [
  ["returns undefined", both(() => undefined)],
  ["returns null", both(() => null)],
  ["returns true", both(() => true)],
  ["returns false", both(() => false)],
  ["returns a number", both(() => 42)],
  ["returns a string", both(() => VENDOR)],
  ["returns an array", both(() => [{ type: "string" }])],
  ["input throws", { input: thrower, output: () => ({ type: "string" }) }],
  ["output returns true", { input: () => ({ type: "string" }), output: () => true }],
];

/** The refusal every declaration below must throw: a definition error naming where, never the vendor's text. */
const refusesNaming = (declare: () => unknown, where: string, face: string) =>
  assert.throws(declare, (error: unknown) => {
    assert.notEqual(error, undefined, face);
    assert.ok(error instanceof vo.ValueObjectDefinitionError, `${face}: ${String(error)}`);
    assert.match(error.message, new RegExp(`^Value object ${where}, rule schema: `), face);
    assert.match(error.message, /~standard\.jsonSchema/, face);
    assert.ok(!error.message.includes(VENDOR), `${face}: the vendor's text in ${error.message}`);
    assert.equal((error as { cause?: unknown }).cause, undefined, face);
    return true;
  });

for (const path of ["compiled", "loop"] as const) {
  const declared = <T>(declare: () => T) => (path === "loop" ? withoutCodeGeneration(declare) : declare());

  test(`a member whose JSON Schema face throws or gives no object is refused when declared, naming it (${path})`, () => {
    for (const [face, jsonSchema] of FACES) {
      const m = member(jsonSchema);
      refusesNaming(() => declared(() => vo.object({ note: Note, code: m })), "code", face);
      refusesNaming(() => declared(() => vo.array(m)), "item", face);
      refusesNaming(() => declared(() => vo.record(m)), "value", face);
      refusesNaming(() => declared(() => vo.union("Reference", [Note, m])), "Reference alternative 2", face);
      refusesNaming(() => declared(() => vo.optional(m)), "optional", face);
      refusesNaming(() => declared(() => vo.nullable(m)), "nullable", face);
      refusesNaming(() => declared(() => vo.describe(m, "A code.")), "describe", face);
      // at the root, toJsonSchema asks the face for the io it writes: one of the two fails
      refusesNaming(() => [vo.toJsonSchema(m), vo.toJsonSchema(m, { io: "output" })], "toJsonSchema", face);
    }
  });
}

test("a face that answers draft-2020-12 and throws for another target: toJsonSchema throws our words, not the vendor's", () => {
  const onlyLatest: Face = both(({ target }) => {
    if (target !== "draft-2020-12") throw new Error(VENDOR);
    return { type: "string" };
  });
  const Params = vo.object({ note: Note, code: member(onlyLatest) });
  assert.deepEqual((vo.toJsonSchema(Params).properties as Record<string, unknown>).code, { type: "string" });
  refusesNaming(() => vo.toJsonSchema(Params, { target: "draft-07" }), "toJsonSchema", "draft-07 throws");
  const laterTrue: Face = both(({ target }) => (target === "draft-2020-12" ? { type: "string" } : true));
  refusesNaming(() => vo.toJsonSchema(vo.object({ code: member(laterTrue) }), { target: "draft-07" }), "toJsonSchema", "draft-07 true");
});

test("a face that gives a plain object, empty or not, is declared and written as it says", () => {
  const Params = vo.object({ note: Note, code: member(both(() => ({ type: "integer" }))), any: member(both(() => ({}))) });
  const properties = vo.toJsonSchema(Params).properties as Record<string, unknown>;
  assert.deepEqual([properties.code, properties.any], [{ type: "integer" }, {}]);
});

test("an output face that throws (a Zod transform) is declared; toJsonSchema of the output refuses in our words", () => {
  const transformed = z.string().transform((text) => text.length);
  for (const [where, m] of [["hand", member({ input: () => ({ type: "string" }), output: thrower })], ["zod", transformed]] as const) {
    const Params = vo.object({ note: Note, code: m as vo.AnySchema });
    assert.deepEqual((vo.toJsonSchema(Params).properties as Record<string, unknown>).code, { type: "string" }, where);
    refusesNaming(() => vo.toJsonSchema(Params, { io: "output" }), "toJsonSchema", where);
    assert.throws(() => vo.toJsonSchema(Params, { io: "output" }), (error: Error) => !error.message.includes("Transforms cannot be represented"));
  }
});
