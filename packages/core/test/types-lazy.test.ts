// Type tests for vo.lazy (issue 23): checked by `npx tsc -p tsconfig.json` (a wrong type fails the
// type check, not this run); the runtime test only proves the file loads. A type that holds itself
// cannot be inferred: declared, then the schema annotated with it (as Zod and valibot ask too).
import assert from "node:assert/strict";
import { test } from "node:test";
import { expectTypeOf } from "expect-type";
import * as vo from "@adcodicem/value-objects";
import type { Arguments, ParametersSchema } from "@adcodicem/value-objects/arguments";

const Title = vo.string("Title", { maxLength: 80 });
type Title = vo.Infer<typeof Title>;

interface CategoryInput {
  title: string;
  note?: string | undefined;
  children: CategoryInput[];
}
type Category = { title: Title; note?: Title; children: Category[] } & vo.Brand<"Category">;
const Category: vo.Schema<CategoryInput, Category> = vo.object(
  { title: Title, note: vo.optional(Title), children: vo.array(vo.lazy(() => Category)) },
  { name: "Category" },
);

// the tree's value and input, as declared
expectTypeOf<vo.Infer<typeof Category>>().toEqualTypeOf<Category>();
expectTypeOf<vo.InferInput<typeof Category>>().toEqualTypeOf<CategoryInput>();
const read = Category.create({ title: "a", children: [{ title: "b", children: [] }] });
expectTypeOf<(typeof read)["children"][number]["children"][number]["title"]>().toEqualTypeOf<Title>();
expectTypeOf(read.note).toEqualTypeOf<Title | undefined>();

// a lazy schema reads as its target
const Child = vo.lazy(() => Category);
expectTypeOf<vo.Infer<typeof Child>>().toEqualTypeOf<Category>();
expectTypeOf<vo.InferInput<typeof Child>>().toEqualTypeOf<CategoryInput>();
expectTypeOf(Child.kind).toEqualTypeOf<"lazy">();
// a lazy member of an object keeps its type, optional too
const Holder = vo.object({ main: vo.lazy(() => Category), spare: vo.optional(vo.lazy(() => Category)) });
expectTypeOf<vo.Infer<typeof Holder>>().toEqualTypeOf<{ main: Category; spare?: Category }>();

// an annotated tree is a tool's parameters: its arguments are the tree
expectTypeOf<Arguments<typeof Category>>().toEqualTypeOf<Category>();
expectTypeOf<vo.InferInput<ParametersSchema<typeof Category>>>().toEqualTypeOf<CategoryInput>();
// a shape and an object keep their types
expectTypeOf<Arguments<{ title: typeof Title }>>().toEqualTypeOf<{ title: Title }>();

// the annotation is checked: a schema that reads something else is not a Category schema
// @ts-expect-error children are Categories, not Titles
const Wrong: vo.Schema<CategoryInput, Category> = vo.object({ title: Title, children: vo.array(Title) }, { name: "Category" });
// vo.lazy takes a function
// @ts-expect-error a schema, not a function returning one
const notAFunction = () => vo.lazy(Title);

test("the lazy type tests load", () => {
  assert.equal(Child.kind, "lazy");
  assert.ok(Wrong);
  assert.throws(notAFunction, vo.ValueObjectDefinitionError);
});
