/** Every group the harness can time, by id. */
import type { Group } from "../types.js";
import { cheap } from "./cheap.js";
import { kinds, loop, order } from "./order.js";
import { list, wide } from "./sizes.js";
import { steps } from "./steps.js";
import { tree } from "./tree.js";
import { unions } from "./unions.js";
import { keysAndTuples } from "./keys-and-tuples.js";

export const GROUPS: readonly Group[] = [cheap, order, kinds, unions, keysAndTuples, wide, list, steps, tree, loop];

/** The group of that id, or an error naming the ones there are. */
export function groupOf(id: string): Group {
  const group = GROUPS.find((g) => g.id === id);
  if (group === undefined) throw new Error(`no group "${id}"; there are: ${GROUPS.map((g) => g.id).join(", ")}`);
  return group;
}
