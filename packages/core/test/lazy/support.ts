// The recursive schemas the lazy tests share: a category tree, a thread of replies (a union
// whose alternatives both hold the recursion), and two objects that name each other.
import * as vo from "@adcodicem/value-objects";

export const Title = vo.string("Title", { minLength: 1, maxLength: 80 });

export interface CategoryInput {
  title: string;
  note?: string;
  children: CategoryInput[];
}
export type Category = { title: vo.Infer<typeof Title>; note?: vo.Infer<typeof Title>; children: Category[] } & vo.Brand<"Category">;

/** A category tree: declared as a function, so a test can declare it again with code generation off. */
export const declareCategory = (): vo.Schema<CategoryInput, Category> => {
  const Category: vo.Schema<CategoryInput, Category> = vo.object(
    { title: Title, note: vo.optional(Title), children: vo.array(vo.lazy(() => Category), { maxItems: 4 }) },
    { name: "Category" },
  );
  return Category;
};

/** A category tree `depth` levels deep (1: a leaf), each level holding one child. */
export function chain(depth: number, leaf: Record<string, unknown> = {}): CategoryInput {
  let node: CategoryInput = { title: "leaf", children: [], ...leaf } as CategoryInput;
  for (let i = 1; i < depth; i++) node = { title: `level ${i}`, children: [node] };
  return node;
}

/** A post with replies: a union whose two alternatives both hold the recursion before the member that tells them apart. */
export const declareThread = (check?: () => void) => {
  const Text = vo.string("Text", { maxLength: 20, check: () => void check?.() });
  const Thread: vo.AnySchema = vo.union("Post", [
    vo.object({ replies: vo.array(vo.lazy(() => Thread)), kind: vo.literal("question"), text: Text }, { name: "Question" }),
    vo.object({ replies: vo.array(vo.lazy(() => Thread)), kind: vo.literal("answer"), text: Text }, { name: "Answer" }),
  ]);
  return Thread as vo.Schema<unknown, unknown>;
};
