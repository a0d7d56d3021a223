/**
 * Category trees `{ title, children }` (issue 23): a bushy one (1,093 categories: 7 levels, 3
 * children each) and a deep one (a chain of 200 levels), titles of 1 to 80 characters. Valid
 * inputs only: 4 different trees a set.
 */
import { seeded } from "../../fixtures.js";

export interface Tree {
  title: string;
  children: Tree[];
}

const title = (random: () => number) => `Category ${Math.floor(random() * 1e6)}`;

function bushy(random: () => number, levels: number, width: number): Tree {
  return { title: title(random), children: levels <= 1 ? [] : Array.from({ length: width }, () => bushy(random, levels - 1, width)) };
}

function chain(random: () => number, levels: number): Tree {
  let node: Tree = { title: title(random), children: [] };
  for (let i = 1; i < levels; i++) node = { title: title(random), children: [node] };
  return node;
}

/** The trees of one set: `bushy` (1,093 categories) or `deep` (200 levels). */
export function treeInputs(shape: "bushy" | "deep"): Tree[] {
  const random = seeded(shape === "bushy" ? 1093 : 200);
  return Array.from({ length: 4 }, () => (shape === "bushy" ? bushy(random, 7, 3) : chain(random, 200)));
}
