/**
 * Every schema's `~standard` is read through one getter shared by all schemas (a getter made
 * per schema gave each its own shape, and V8 kept every value object as a dictionary: slower to
 * declare, issue 21), and still gives each schema its own face, the same object at every read.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";

const getterOf = (schema: object) => Object.getOwnPropertyDescriptor(schema, "~standard")?.get;

test("one getter for every schema's ~standard; each schema its own face, made once", () => {
  const Code = vo.string("Code", { maxLength: 3 });
  const Count = vo.integer("Count", { minimum: 1 });
  const schemas = [Code, Count, vo.oneOf("Choice", ["a", "b"]), vo.object({ code: Code }), vo.array(Count), vo.optional(Code)];
  const getter = getterOf(schemas[0]);
  assert.equal(typeof getter, "function");
  for (const schema of schemas) {
    assert.equal(getterOf(schema), getter);
    assert.equal(Object.getOwnPropertyDescriptor(schema, "~standard")?.enumerable, true);
    assert.equal(schema["~standard"], schema["~standard"]);
    assert.equal(schema["~standard"].version, 1);
  }
  assert.notEqual(Code["~standard"], Count["~standard"]);
  const refused = vo.validate(Code, "abcd");
  assert.deepEqual(Code["~standard"].validate("abcd"), { issues: refused.ok ? [] : refused.issues });
  assert.deepEqual(Count["~standard"].validate(2), { value: 2 });
});
