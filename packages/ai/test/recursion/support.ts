// A recursive tool's parameters the ai tests share: a category tree whose every level holds an
// optional note (a forced null under openai-strict) and optional labels (a record: `{ key, value }`
// pairs in the strict dialects), so that undoing the reshaping shows at every depth.
import * as vo from "@adcodicem/value-objects";

export const Title = vo.string("Title", { minLength: 1, maxLength: 40 });
const Label = vo.string("Label", { maxLength: 20 });

export interface CategoryInput {
  title: string;
  note?: string;
  labels?: Record<string, string>;
  children: CategoryInput[];
}
type Out = vo.Infer<typeof Title>;
export type Category = { title: Out; note?: Out; labels?: Record<string, vo.Infer<typeof Label>>; children: Category[] } & vo.Brand<"Category">;

export const Category: vo.Schema<CategoryInput, Category> = vo.object(
  {
    title: Title,
    note: vo.optional(vo.describe(Title, "A note for the shop.")),
    labels: vo.optional(vo.record(Label)),
    children: vo.array(vo.lazy(() => Category), { maxItems: 3 }),
  },
  { name: "Category", description: "A category of the catalogue and the categories under it." },
);

/** A tree `levels` deep, one child a level: notes left out, labels at every level. */
export function tree(levels: number): CategoryInput {
  let node: CategoryInput = { title: "leaf", labels: { fr: "feuille" }, children: [] };
  for (let i = 1; i < levels; i++) node = { title: `level ${i}`, labels: { en: `l${i}` }, children: [node] };
  return node;
}
