/**
 * vo.lazy as JSON Schema (issue 23): the recursive schema is written once in the document's
 * definitions and referenced by `$ref`, on every target (OpenAPI 3.0 keeps it under `$defs`,
 * as it keeps any recursive definition) and in both profiles; `~standard.jsonSchema` says the same.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { declareCategory } from "./support.js";

const Category = declareCategory();
const targets = [
  ["draft-2020-12", "$defs"],
  ["draft-07", "definitions"],
  ["openapi-3.0", "$defs"],
] as const;

for (const profile of ["standard", "languageModel"] as const) {
  for (const [target, keyword] of targets) {
    test(`${profile}, ${target}: the tree is one definition under ${keyword}, each recursion a $ref to it`, () => {
      const written = vo.toJsonSchema(Category, { profile, target });
      const ref = `#/${keyword}/Category`;
      const definitions = written[keyword] as Record<string, Record<string, unknown>>;
      assert.deepEqual(Object.keys(definitions), ["Category"]);
      const { [keyword]: _definitions, ...root } = written;
      // the root is the tree itself (hosts want an object there); the definition is the same object
      assert.deepEqual(definitions.Category, root);
      assert.deepEqual((root.properties as { children: unknown }).children, { type: "array", items: { $ref: ref }, maxItems: 4 });
      // written once: two references in all (the root's and the definition's), whatever the depth read
      assert.equal(JSON.stringify(written).split(`"$ref":"${ref}"`).length - 1, 2);
      if (profile === "languageModel") assert.equal(root.additionalProperties, false);
    });
  }
}

test("~standard.jsonSchema gives the same document, with its definitions", () => {
  // the languageModel profile unless the standard one is asked for
  const input = Category["~standard"].jsonSchema.input({ target: "draft-2020-12" });
  assert.deepEqual(input, vo.toJsonSchema(Category, { profile: "languageModel" }));
  const draft07 = Category["~standard"].jsonSchema.output({ target: "draft-07" });
  assert.ok("definitions" in draft07 && !("$defs" in draft07));
});

test("a described lazy member keeps its description beside the reference; two trees of one name get two definitions", () => {
  const Other = vo.object({ label: vo.string("Label") }, { name: "Category" });
  const Holder = vo.object({ main: vo.describe(vo.lazy(() => Category), "The main tree."), other: vo.lazy(() => Other) });
  const written = vo.toJsonSchema(Holder);
  const properties = written.properties as Record<string, unknown>;
  assert.deepEqual(properties.main, { description: "The main tree.", $ref: "#/$defs/Category" });
  assert.deepEqual(properties.other, { $ref: "#/$defs/Category_2" });
  assert.deepEqual(Object.keys(written.$defs as object), ["Category", "Category_2"]);
  // OpenAPI 3.0 ignores keywords beside $ref: the description meets the reference in allOf
  const openapi = vo.toJsonSchema(Holder, { target: "openapi-3.0" });
  assert.deepEqual((openapi.properties as Record<string, unknown>).main, { description: "The main tree.", allOf: [{ $ref: "#/$defs/Category" }] });
});
