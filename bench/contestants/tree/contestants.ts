/**
 * A category tree `{ title, children }` (titles of 1 to 80 characters, every level the same schema),
 * read by a hand-written recursive check (plain reads, a copy, each refusal with its path), ours
 * (`vo.lazy`), Zod 4 (a getter) and Valibot 1.5 (`v.lazy`). Each process times one; the others'
 * schemas are declared beside it and never read.
 */
import * as vo from "@adcodicem/value-objects";
import * as v from "valibot";
import { z } from "zod";
import type { Tree } from "./fixtures.js";

type Path = (string | number)[];

// each refusal's path made only where one is found: relative to the node, prefixed as it rises
function readTree(input: unknown, issues: Path[]): Tree | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    issues.push([]);
    return undefined;
  }
  const { title, children } = input as { title?: unknown; children?: unknown };
  if (typeof title !== "string" || title.length < 1 || title.length > 80) issues.push(["title"]);
  if (!Array.isArray(children)) {
    issues.push(["children"]);
    return undefined;
  }
  const out: Tree[] = new Array(children.length);
  for (let i = 0; i < children.length; i++) {
    const from = issues.length;
    out[i] = readTree(children[i], issues)!;
    for (let j = from; j < issues.length; j++) issues[j] = ["children", i, ...issues[j]];
  }
  return { title: title as string, children: out };
}

export function handTree(input: unknown) {
  const issues: Path[] = [];
  const value = readTree(input, issues);
  return issues.length > 0 ? { ok: false as const, issues } : { ok: true as const, value };
}
export const handBushy = handTree;
export const handDeep = handTree;

const Title = vo.string("Title", { minLength: 1, maxLength: 80 });
const Category: vo.Schema<Tree, Tree> = vo.object({ title: Title, children: vo.array(vo.lazy(() => Category)) }, { name: "Category" });
const standard = Category["~standard"];
export const oursBushy = (input: unknown) => standard.validate(input);
export const oursDeep = oursBushy;

const ZodTree: z.ZodType<Tree> = z.object({
  title: z.string().min(1).max(80),
  get children() {
    return z.array(ZodTree);
  },
});
export const zodBushy = (input: unknown) => ZodTree.safeParse(input);
export const zodDeep = zodBushy;

const ValibotTree: v.GenericSchema<Tree> = v.object({ title: v.pipe(v.string(), v.minLength(1), v.maxLength(80)), children: v.array(v.lazy(() => ValibotTree)) });
export const valibotBushy = (input: unknown) => v.safeParse(ValibotTree, input);
export const valibotDeep = valibotBushy;
