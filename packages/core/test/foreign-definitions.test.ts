// A recursive foreign member (Zod 4) writes its $defs at its own root and points at them,
// and at itself ("#"), from the document root. Written inside our documents, the
// definitions move to the root and the references follow, in both profiles and every target.
import assert from "node:assert/strict";
import { test } from "node:test";
import { z } from "zod";
import * as vo from "@adcodicem/value-objects";
import { makeAjv } from "./support/ajv.js";

interface Category { name: string; children: Category[] }
const Category: z.ZodType<Category> = z.object({ name: z.string(), get children() { return z.array(Category); } });
const Tree = z.object({ left: Category, right: Category });
const Shelf = vo.object({ label: vo.string("Label"), category: Category, tree: Tree, more: vo.array(Category) });

const leaf = (name: string): Category => ({ name, children: [] });
const good = { label: "x", category: { name: "a", children: [leaf("b")] }, tree: { left: leaf("l"), right: { name: "r", children: [leaf("s")] } }, more: [leaf("m")] };
// what a "$ref": "#" pointing at the outer object would accept: the outer shape where a category stands
const outerInPlaceOfChild = { ...good, category: { name: "a", children: [{ label: "x", category: leaf("c"), tree: good.tree, more: [] }] } };
const badDeep = { ...good, tree: { left: leaf("l"), right: { name: "r", children: [{ name: 3, children: [] }] } } };

test("Ajv resolves every reference, in both profiles and both drafts, and reads the recursion as Zod does", (t) => {
  let compiled = 0;
  for (const draft of ["draft-2020-12", "draft-07"] as const) {
    for (const profile of ["standard", "languageModel"] as const) {
      const schema = vo.toJsonSchema(Shelf, { profile, target: draft });
      const text = JSON.stringify(schema);
      // every definition at the root, none left under a property
      const key = draft === "draft-07" ? "definitions" : "$defs";
      assert.ok(schema[key] !== undefined, `${draft} ${profile}: definitions at the root`);
      assert.equal(text.split(`"${key}"`).length - 1, 1, `${draft} ${profile}: one definitions block`);
      assert.doesNotMatch(text, /"\$ref":"#"/);
      const check = makeAjv(draft).compile(schema);
      compiled++;
      assert.equal(check(good), true, JSON.stringify(check.errors));
      assert.equal(check(outerInPlaceOfChild), false, `${draft} ${profile}: "#" must not point at the outer object`);
      assert.equal(check(badDeep), false);
      assert.equal(vo.validate(Shelf, good).ok, true);
      assert.equal(vo.validate(Shelf, outerInPlaceOfChild).ok, false);
      assert.equal(vo.validate(Shelf, badDeep).ok, false);
    }
  }
  t.diagnostic(`${compiled} documents compiled`);
});

test("two foreign members with definitions of the same name keep both, under names of their own", () => {
  const Other: z.ZodType<{ id: number; next?: unknown }> = z.object({ id: z.number(), get next() { return Other.optional(); } });
  const Both = vo.object({ a: z.object({ x: Category, y: Category }), b: z.object({ x: Other, y: Other }) });
  const schema = vo.toJsonSchema(Both);
  const defs = schema.$defs as Record<string, vo.JsonSchema>;
  assert.equal(Object.keys(defs).length, 2);
  const check = makeAjv("draft-2020-12").compile(schema);
  assert.equal(check({ a: { x: leaf("p"), y: leaf("q") }, b: { x: { id: 1, next: { id: 2 } }, y: { id: 3 } } }), true, JSON.stringify(check.errors));
  assert.equal(check({ a: { x: leaf("p"), y: leaf("q") }, b: { x: { id: 1, next: leaf("p") }, y: { id: 3 } } }), false);
});

test("openapi-3.0 rewrites the hoisted definitions too", () => {
  const schema = vo.toJsonSchema(vo.object({ c: vo.nullable(vo.array(Category)) }), { target: "openapi-3.0" });
  const defs = schema.$defs as Record<string, vo.JsonSchema>;
  assert.ok(defs !== undefined);
  assert.doesNotMatch(JSON.stringify(schema), /"type":\[/);
  assert.match(JSON.stringify(schema), /"\$ref":"#\/\$defs\//);
});

test("a foreign member without references is written as it is", () => {
  const schema = vo.toJsonSchema(vo.object({ n: z.number().int().min(1) }));
  assert.equal(schema.$defs, undefined);
  assert.deepEqual((schema.properties as Record<string, vo.JsonSchema>).n, { type: "integer", minimum: 1, maximum: 9007199254740991 });
});
