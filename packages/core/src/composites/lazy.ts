import { readsUnderWay } from "../drop-promise.js";
import { NOT_PARSABLE } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { refusedAs } from "../refusal/messages.js";
import { type Locale, sayIn } from "../refusal/locale.js";
import * as sentences from "../refusal/messages.js";
import type { LazySchema } from "../nodes/lazy.js";
import { type SchemaNode, WRITE } from "../nodes/schema-node.js";
import { type AnySchema, FAILED, type ReadIssue, type Reader } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { settled } from "../compile/lazy-reader.js";
import { writeLazy } from "../json-schema/write-lazy.js";
import { type IssueList, SCRATCH } from "../issue-list.js";
import { reachesItself } from "./lazy-recursion.js";
import { toNode } from "./to-node.js";

/**
 * How many lazy schemas one path of an input may pass through: a tree 256 levels deep is
 * read, one level deeper is refused at its place (`value_object.not_parsable`). Every other
 * nesting is bounded by the schema's own depth; recursion is bounded here, far short of the
 * stack (each level costs a few frames) and far deeper than a tree a model writes.
 */
export const MAX_RECURSION = 256;

// lazy readers on the stack now; the memo of the outermost one's read (see `read` below); the whole
// read they count for (a read started inside a read, by a check that validates, counts its own)
let depth = 0;
let memo: Map<object, Map<Reader, unknown>> | undefined;
let counting = 0;

/**
 * A schema met through a function, at its first use: how a schema holds itself (a category
 * tree, a thread of replies). A schema that holds itself must be named (`vo.object(shape,
 * { name })`, `vo.union(name, …)`): it is written once in `$defs` and referenced by `$ref`.
 * TypeScript cannot infer a type that holds itself: declare the type and annotate the schema.
 * An input nested deeper than 256 levels (`MAX_RECURSION`) is refused at its place; checking
 * takes time in proportion to the input's size.
 *
 * @example
 * ```ts
 * const Title = vo.string("Title", { minLength: 1, maxLength: 80 });
 * interface CategoryInput { title: string; children: CategoryInput[] }
 * type Category = { title: vo.Infer<typeof Title>; children: Category[] } & vo.Brand<"Category">;
 * const Category: vo.Schema<CategoryInput, Category> = vo.object(
 *   { title: Title, children: vo.array(vo.lazy(() => Category)) },
 *   { name: "Category" },
 * );
 * Category.tryCreate({ title: "Books", children: [{ title: "Poetry", children: [] }] }); // { ok: true, value: … }
 * ```
 */
export function lazy<S extends AnySchema>(getter: () => S): LazySchema<S> {
  if (typeof getter !== "function") {
    throw new ValueObjectDefinitionError("lazy", "schema", `must be a function that returns a schema, as in vo.lazy(() => Category); it was given ${kindOf(getter)}.`);
  }
  let node: SchemaNode | undefined;
  let resolving: SchemaNode | undefined;
  // asked once: the schema, its recursion checked; while that check walks, the schema as found
  const target = (): SchemaNode => {
    if (node !== undefined) return node;
    if (resolving !== undefined) return resolving;
    const found = toNode(ask(getter) as AnySchema, "lazy");
    if (found.kind === "lazy") throw new ValueObjectDefinitionError("lazy", "schema", "must return a schema other than a vo.lazy: return the schema itself.");
    resolving = found;
    try {
      const name = (found as { name?: unknown }).name;
      if (typeof name !== "string" && reachesItself(found, target)) {
        throw new ValueObjectDefinitionError(
          "lazy",
          "schema",
          `returns an unnamed ${found.kind} that holds itself: name it (vo.object(shape, { name: "Category" }), vo.union(name, …) or vo.discriminatedUnion(key, objects, { name })), so that it is written once in $defs and referenced by $ref.`,
        );
      }
      node = found;
    } finally {
      resolving = undefined;
    }
    return node;
  };
  let inner: Reader | undefined;
  let deep: ReadIssue["message"] | undefined;
  const tooDeep = (issues: IssueList): unknown => {
    const name = (node as { name?: unknown }).name;
    // English (no locale) and how a locale says it again: the frame where the schema is named
    const said = (locale?: Locale): string =>
      typeof name === "string" ? sayIn(locale, refusedAs, name, sayIn(locale, sentences.tooDeep, MAX_RECURSION)) : sayIn(locale, sentences.tooDeep, MAX_RECURSION);
    deep ??= said();
    issues.add({ code: NOT_PARSABLE, message: deep, path: [], said });
    return FAILED;
  };
  const read: Reader = (input, issues) => {
    if (readsUnderWay !== counting) {
      // another whole read than the one counted: its own depth and memo, the counted one's kept for after it
      const [outerDepth, outerMemo, outer] = [depth, memo, counting];
      [depth, memo, counting] = [0, undefined, readsUnderWay];
      try {
        return read(input, issues);
      } finally {
        [depth, memo, counting] = [outerDepth, outerMemo, outer];
      }
    }
    inner ??= settled(target()["~read"]);
    if (depth >= MAX_RECURSION) return tooDeep(issues);
    depth++;
    try {
      // A union tries its alternatives on the same input; where each holds the recursion, every level
      // would read the levels below once per alternative (2^n). An alternative reads into SCRATCH and
      // needs only the value or FAILED: kept per input and per lazy schema for the outermost read.
      if (issues !== SCRATCH || typeof input !== "object" || input === null) return inner(input, issues);
      const known = (memo ??= new Map()).get(input);
      if (known !== undefined && known.has(inner)) return known.get(inner);
      const out = inner(input, issues);
      const answers = memo.get(input) ?? new Map<Reader, unknown>();
      answers.set(inner, out);
      memo.set(input, answers);
      return out;
    } finally {
      if (--depth === 0) memo = undefined;
    }
  };
  return schemaNode<LazySchema<S>>({ kind: "lazy" as const, [WRITE]: writeLazy, target, "~read": read });
}

// the function, asked: one that throws (the schema it names not declared yet) is said in the library's words, by the error's kind
function ask(getter: () => unknown): unknown {
  try {
    return getter();
  } catch (error) {
    const kind = error instanceof Error ? error.name : kindOf(error);
    throw new ValueObjectDefinitionError(
      "lazy",
      "schema",
      `its function threw (${kind}): a lazy schema is met at its first use, and a read before the schema it names is declared (a default read at declaration) comes too early.`,
    );
  }
}

const kindOf = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "an array" : typeof value === "object" ? "an object" : typeof value);
