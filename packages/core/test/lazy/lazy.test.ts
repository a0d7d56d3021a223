/**
 * vo.lazy (issue 23): a recursive composite over every face — tryCreate, create, is,
 * vo.validate, ~standard — its input depth bounded with a refusal at the place, its reading
 * linear in the input, an unnamed recursion refused at the point it is found.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as vo from "@adcodicem/value-objects";
import { MAX_RECURSION } from "../../src/composites/lazy.js";
import { chain, declareCategory, declareThread } from "./support.js";

const Category = declareCategory();

test("a category tree is read on every face", () => {
  const input = { title: "Books", children: [{ title: "Poetry", note: "Verse", children: [] }, { title: "Novels", children: [] }] };
  const created = Category.create(input);
  assert.deepEqual(created, input);
  assert.equal(Category.is(created), true);
  assert.deepEqual(vo.validate(Category, input), { ok: true, value: input });
  assert.deepEqual(Category["~standard"].validate(input), { value: input });
  // unknown members dropped at every depth
  assert.deepEqual(Category.create({ title: "A", extra: 1, children: [{ title: "B", extra: 2, children: [] }] }), { title: "A", children: [{ title: "B", children: [] }] });
});

test("a refusal deep in the tree comes back at its path, on every face", () => {
  const input = { title: "Books", children: [{ title: "Poetry", children: [{ title: "", children: [] }] }] };
  const result = Category.tryCreate(input);
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.equal(result.error.code, vo.TOO_SHORT);
  assert.deepEqual(result.error.path, ["children", 0, "children", 0, "title"]);
  assert.equal(result.error.pointer, "/children/0/children/0/title");
  assert.throws(() => Category.create(input), (e: unknown) => e instanceof vo.ValueObjectError && e.pointer === "/children/0/children/0/title");
  assert.equal(Category.is(input), false);
  const all = vo.validate(Category, { title: "", children: [{ title: "", children: [{ title: 3, children: [] }] }, 5] });
  assert.equal(all.ok, false);
  if (all.ok) return;
  assert.deepEqual(all.issues.map((i) => i.pointer), ["/title", "/children/0/title", "/children/0/children/0/title", "/children/1"]);
  const standard = Category["~standard"].validate(input);
  assert.ok("issues" in standard && standard.issues?.[0].path?.length === 5);
});

test(`an input nested past ${MAX_RECURSION} levels is refused at its place, never a RangeError, however deep`, () => {
  // the root and 256 levels below it
  assert.equal(Category.tryCreate(chain(MAX_RECURSION + 1)).ok, true);
  for (const depth of [MAX_RECURSION + 2, 100_000]) {
    const result = vo.validate(Category, chain(depth));
    assert.equal(result.ok, false);
    if (result.ok) continue;
    assert.equal(result.issues.length, 1);
    const [issue] = result.issues;
    assert.equal(issue.code, vo.NOT_PARSABLE);
    assert.equal(issue.message, `The value is not a valid Category: The value must not nest more than ${MAX_RECURSION} levels deep.`);
    // the place: the first level past the bound
    assert.equal(issue.path.length, 2 * (MAX_RECURSION + 1));
    assert.equal(issue.pointer, "/children/0".repeat(MAX_RECURSION + 1));
    assert.equal(Category.is(chain(depth)), false);
  }
  // a cycle built in code is refused the same way
  const cycle: { title: string; children: unknown[] } = { title: "loop", children: [] };
  cycle.children.push(cycle);
  const refused = Category.tryCreate(cycle);
  assert.ok(!refused.ok && refused.error.code === vo.NOT_PARSABLE);
});

test("a union whose alternatives both recurse reads each level a bounded number of times (linear, not 2^n)", () => {
  let checks = 0;
  const Thread = declareThread(() => checks++);
  for (const depth of [10, 40, 200]) {
    checks = 0;
    // every post an answer: the first alternative reads the replies, then refuses on `kind`
    let post: unknown = { replies: [], kind: "answer", text: "a" };
    for (let i = 1; i < depth; i++) post = { replies: [post], kind: "answer", text: "a" };
    assert.equal(Thread.tryCreate(post).ok, true);
    // each alternative checks `text` once a level, and the root's two alternatives read the replies once each
    assert.ok(checks <= 4 * depth, `${checks} checks for ${depth} levels`);
    checks = 0;
    assert.equal(vo.validate(Thread, post).ok, true);
    assert.ok(checks <= 4 * depth, `${checks} checks for ${depth} levels (validate)`);
  }
});

test("an unnamed schema that holds itself is a ValueObjectDefinitionError where it is found, saying what to do", () => {
  const Unnamed: vo.AnySchema = vo.object({ children: vo.array(vo.lazy(() => Unnamed)) });
  const says = (e: unknown) => e instanceof vo.ValueObjectDefinitionError && /name it/.test(e.message) && /\$defs/.test(e.message);
  assert.throws(() => vo.toJsonSchema(Unnamed), says);
  assert.throws(() => (Unnamed as vo.Schema).tryCreate({ children: [{ children: [] }] }), says);
  // a lazy that does not recurse needs no name: written in place
  const Note = vo.object({ text: vo.string("Note") });
  const Forward = vo.object({ note: vo.lazy(() => Note) });
  assert.deepEqual(vo.toJsonSchema(Forward).properties, { note: vo.toJsonSchema(Note) });
  assert.equal(Forward.tryCreate({ note: { text: "x" } }).ok, true);
  // declared wrong from plain JavaScript: said what was expected and what was given
  assert.throws(() => vo.lazy(Note as never), (e: unknown) => e instanceof vo.ValueObjectDefinitionError && /a function/.test(e.message) && /an object/.test(e.message));
  // read before its declaration ends (a default read at declaration): said, not a bare ReferenceError
  assert.throws(
    () => {
      const Early: vo.AnySchema = vo.object({ parent: vo.optional(vo.lazy(() => Early), { parent: undefined } as never) }, { name: "Early" });
      return Early;
    },
    (e: unknown) => e instanceof vo.ValueObjectDefinitionError && /first use/.test(e.message) && /ReferenceError/.test(e.message),
  );
  const Self: vo.AnySchema = vo.lazy(() => Self);
  assert.throws(() => (Self as vo.Schema).tryCreate({}), vo.ValueObjectDefinitionError);
});

test("two named objects that name each other are each written once and read", () => {
  type A = { b?: B };
  type B = { a: A[] };
  const A: vo.Schema<A, A> = vo.object({ b: vo.optional(vo.lazy(() => B)) }, { name: "A" });
  const B: vo.Schema<B, B> = vo.object({ a: vo.array(vo.lazy(() => A)) }, { name: "B" });
  assert.deepEqual(A.create({ b: { a: [{}, { b: { a: [] } }] } }), { b: { a: [{}, { b: { a: [] } }] } });
  const written = vo.toJsonSchema(A);
  // each definition once; the root is A itself, written in place (hosts want an object at the root)
  assert.deepEqual(Object.keys(written.$defs as object), ["B", "A"]);
  assert.deepEqual((written.properties as { b: unknown }).b, { $ref: "#/$defs/B" });
  assert.deepEqual(((written.$defs as { B: { properties: { a: unknown } } }).B.properties.a as { items: unknown }).items, { $ref: "#/$defs/A" });
});

test("a named discriminated union that holds itself (a thread of replies) reads and is written once", () => {
  type Post = { kind: "text"; text: string; replies: Post[] } | { kind: "deleted" };
  const Text = vo.string("Text", { maxLength: 20 });
  const Post: vo.Schema<Post, Post> = vo.discriminatedUnion(
    "kind",
    [vo.object({ kind: vo.literal("text"), text: Text, replies: vo.array(vo.lazy(() => Post)) }), vo.object({ kind: vo.literal("deleted") })],
    { name: "Post" },
  ) as never;
  const thread = { kind: "text", text: "hi", replies: [{ kind: "deleted" }, { kind: "text", text: "yo", replies: [] }] };
  assert.deepEqual(Post.create(thread), thread);
  const refused = Post.tryCreate({ kind: "text", text: "hi", replies: [{ kind: "text", text: "x".repeat(21), replies: [] }] });
  assert.ok(!refused.ok && refused.error.pointer === "/replies/0/text");
  const written = vo.toJsonSchema(Post);
  assert.deepEqual(Object.keys(written.$defs as object), ["Post"]);
  assert.equal((written.anyOf as unknown[]).length, 2);
});
