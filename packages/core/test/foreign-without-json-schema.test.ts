// A foreign member that can check but not describe itself (a valibot 1.5 schema: `~standard.validate`,
// no `~standard.jsonSchema`) would be written as `{}` in both profiles: a model is told nothing, and
// OpenAI's strict mode refuses the schema with a 400. It is refused where it is declared, naming the
// member and what to do; given a Standard JSON Schema face (valibot's `toStandardJsonSchema`), it is
// written by it. A Zod 4 member describes itself and keeps working.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as v from "valibot";
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { withoutCodeGeneration } from "../src/compile/code-generation.js";

const Note = vo.string("Note", { maxLength: 20 });

/** The refusal every declaration below must throw: a definition error naming where, and saying what to do. */
const refusesNaming = (declare: () => unknown, where: string) =>
  assert.throws(declare, (error: unknown) => {
    assert.ok(error instanceof vo.ValueObjectDefinitionError, String(error));
    assert.match(error.message, new RegExp(`^Value object ${where}, rule schema: `));
    assert.match(error.message, /~standard\.jsonSchema/);
    assert.match(error.message, /toStandardJsonSchema/);
    assert.match(error.message, /value object/);
    return true;
  });

for (const path of ["compiled", "loop"] as const) {
  const declared = <T>(declare: () => T) => (path === "loop" ? withoutCodeGeneration(declare) : declare());

  test(`a validate-only member is refused when declared, naming it (${path})`, () => {
    const validateOnly = v.pipe(v.string(), v.maxLength(5));
    const bare = { "~standard": { version: 1, vendor: "hand", validate: (value: unknown) => ({ value }) } };
    for (const member of [validateOnly, bare] as vo.AnySchema[]) {
      refusesNaming(() => declared(() => vo.object({ note: Note, code: member })), "code");
      refusesNaming(() => declared(() => vo.array(member)), "item");
      refusesNaming(() => declared(() => vo.record(member)), "value");
      refusesNaming(() => declared(() => vo.union("Reference", [Note, member])), "Reference alternative 2");
      refusesNaming(() => declared(() => vo.optional(member)), "optional");
      refusesNaming(() => declared(() => vo.nullable(member)), "nullable");
      refusesNaming(() => declared(() => vo.describe(member, "A code.")), "describe");
      // no JSON Schema of one is written either: not `{}`
      refusesNaming(() => vo.toJsonSchema(member), "toJsonSchema");
    }
  });

  test(`with a Standard JSON Schema face, the same valibot member is declared, checked and described (${path})`, () => {
    const Code = toStandardJsonSchema(v.pipe(v.string(), v.maxLength(5)));
    const Params = declared(() => vo.object({ note: Note, code: Code, codes: vo.array(vo.describe(Code, "A code.")) }));
    assert.deepEqual(Params.tryCreate({ note: "n", code: "abc", codes: ["x"] }), { ok: true, value: { note: "n", code: "abc", codes: ["x"] } });
    const refused = Params.tryCreate({ note: "n", code: "abcdef", codes: [] });
    assert.equal(refused.ok, false);
    if (!refused.ok) assert.deepEqual([refused.error.path, refused.error.pointer], [["code"], "/code"]);
    for (const profile of ["standard", "languageModel"] as const) {
      const properties = vo.toJsonSchema(Params, { profile }).properties as Record<string, vo.JsonSchema>;
      assert.deepEqual(properties.code, { type: "string", maxLength: 5 });
      assert.deepEqual(properties.codes.items, { description: "A code.", type: "string", maxLength: 5 });
    }
  });

  test(`a Zod 4 member keeps working (${path})`, () => {
    const Params = declared(() => vo.object({ note: Note, n: z.number().int().min(1), list: vo.array(z.string()) }));
    assert.deepEqual(Params.tryCreate({ note: "n", n: 2, list: ["a"] }), { ok: true, value: { note: "n", n: 2, list: ["a"] } });
    const properties = vo.toJsonSchema(Params).properties as Record<string, vo.JsonSchema>;
    assert.deepEqual(properties.list, { type: "array", items: { type: "string" } });
  });
}

test("vo.validate still reads a validate-only schema at its root: nothing is described there", () => {
  assert.deepEqual(vo.validate(v.pipe(v.string(), v.maxLength(3)), "abc"), { ok: true, value: "abc" });
  assert.equal(vo.validate(v.pipe(v.string(), v.maxLength(3)), "abcd").ok, false);
});
