/** Category trees through a recursive schema (`vo.lazy`), valid: a bushy tree and a deep chain (bench/contestants/tree/). */
import { treeInputs } from "../../contestants/tree/fixtures.js";
import type { Group } from "../types.js";

const at = "contestants/tree/contestants.ts";

export const tree: Group = {
  id: "tree",
  title: "Recursive category trees `{ title, children }`, valid",
  contestants: [
    { name: "hand-written (recursive reads, copy)", module: at, fn: "hand{set}", verdict: "result" },
    { name: "ours `~standard.validate` (`vo.lazy`)", module: at, fn: "ours{set}", verdict: "standard" },
    { name: "zod 4 `safeParse` (getter)", module: at, fn: "zod{set}", verdict: "zod" },
    { name: "valibot 1.5 `safeParse` (`v.lazy`)", module: at, fn: "valibot{set}", verdict: "valibot" },
  ],
  sets: [
    { id: "Bushy", label: "1,093 categories (7 levels, 3 children each)", inputs: () => treeInputs("bushy"), valid: true, unit: { name: "category", count: 1093 } },
    { id: "Deep", label: "a chain of 200 levels", inputs: () => treeInputs("deep"), valid: true, unit: { name: "category", count: 200 } },
  ],
};
