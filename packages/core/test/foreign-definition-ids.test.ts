/**
 * Zod writes a `.meta({ id })` into its `$ref`s as it is, not percent-encoded (`#/$defs/50%25off`
 * names the definition "50%25off"): the hoist reads a foreign schema's references as its writer
 * meant them (red-team round 10 #1). Every reference resolves after the hoist, to the definition
 * it named, under every target and profile; two ids stay two definitions; Ajv reads each rule as
 * `vo.validate` does; an ordinary id is written as before.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";
import { refsOf, resolveRef } from "../../../test-support/json-refs.js";

const IDS = ["%", "%E9", "a%2Fb", "%25", "50%25off", "Cat", "node_1", "a b", "a/b~"];
const TARGETS = ["draft-2020-12", "draft-07", "openapi-3.0"] as const;

/** A recursive Zod object under `id`: `n` at most `max` characters, `sub` a list of itself. */
function recursive(id: string, max: number) {
  const Node: z.ZodType<{ n: string; sub: unknown[] }> = z.object({ n: z.string().max(max), get sub() { return z.array(Node); } }).meta({ id });
  return Node;
}


/** Every output of `Root`: each target in the standard profile, and the languageModel profile. */
function* outputs(Root: vo.AnySchema) {
  for (const target of TARGETS) yield { name: target, schema: vo.toJsonSchema(Root, { target }), draft: target === "openapi-3.0" ? "draft-07" : target };
  yield { name: "languageModel", schema: vo.toJsonSchema(Root, { profile: "languageModel" }), draft: "draft-2020-12" } as const;
}

function agrees(Root: vo.AnySchema, cases: readonly (readonly [unknown, boolean])[], label: string): void {
  for (const { name, schema, draft } of outputs(Root)) {
    for (const ref of refsOf(schema)) assert.notEqual(resolveRef(schema, ref), undefined, `${label} ${name}: ${ref} resolves`);
    const check = makeAjv(draft).compile(schema);
    for (const [input, ok] of cases) {
      assert.equal(vo.validate(Root, input).ok, ok, `${label} ${name}: vo.validate ${JSON.stringify(input)}`);
      assert.equal(check(input), ok, `${label} ${name}: Ajv ${JSON.stringify(input)} ${JSON.stringify(check.errors)}`);
    }
  }
}

for (const id of IDS) {
  test(`a recursive Zod member with id ${JSON.stringify(id)}: every reference resolves, Ajv reads the rule as vo.validate does`, () => {
    const Root = vo.object({ cat: recursive(id, 3) });
    agrees(Root, [
      [{ cat: { n: "abc", sub: [{ n: "x", sub: [] }] } }, true],
      [{ cat: { n: "abcd", sub: [] } }, false],
      [{ cat: { n: "a", sub: [{ n: "abcd", sub: [] }] } }, false],
    ], JSON.stringify(id));
    // OpenAPI 3.0 keeps the recursive definition, and its rule, under its own name
    const openapi = vo.toJsonSchema(Root, { target: "openapi-3.0" });
    assert.deepEqual(Object.keys(openapi.$defs as object), [id], "openapi-3.0: the definition kept, no other");
    assert.match(JSON.stringify(openapi), /"maxLength":3/);
  });
}

test("ids that read alike once percent-decoded (é and %C3%A9) stay two definitions, each with its own rule", () => {
  const Pair = z.object({ a: recursive("é", 1), b: recursive("%C3%A9", 2) });
  const Root = vo.object({ u: Pair });
  agrees(Root, [
    [{ u: { a: { n: "x", sub: [] }, b: { n: "yy", sub: [{ n: "zz", sub: [] }] } } }, true],
    [{ u: { a: { n: "xx", sub: [] }, b: { n: "y", sub: [] } } }, false],
    [{ u: { a: { n: "x", sub: [{ n: "xx", sub: [] }] }, b: { n: "y", sub: [] } } }, false],
    [{ u: { a: { n: "x", sub: [] }, b: { n: "y", sub: [{ n: "yyy", sub: [] }] } } }, false],
  ], "é / %C3%A9");
  for (const { name, schema } of outputs(Root)) {
    const key = name === "draft-07" ? "definitions" : "$defs";
    assert.deepEqual(Object.keys(schema[key] as object).sort(), ["%C3%A9", "é"], name);
    const [a, b] = ["a", "b"].map((m) => ((schema.properties as any).u.properties[m] as vo.JsonSchema).$ref);
    assert.equal((resolveRef(schema, a as string) as any).properties.n.maxLength, 1, `${name}: a names é`);
    assert.equal((resolveRef(schema, b as string) as any).properties.n.maxLength, 2, `${name}: b names %C3%A9`);
  }
});

test("an ordinary id is written as before, byte for byte", () => {
  const schema = vo.toJsonSchema(vo.object({ cat: recursive("Cat", 3) }));
  assert.equal(
    JSON.stringify(schema),
    '{"type":"object","properties":{"cat":{"$ref":"#/$defs/Cat"}},"required":["cat"],"$defs":{"Cat":{"type":"object","properties":{"n":{"type":"string","maxLength":3},"sub":{"type":"array","items":{"$ref":"#/$defs/Cat"}}},"required":["n","sub"]}}}',
  );
});
