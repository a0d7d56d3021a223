/** Wide objects (64, 65, 128, 200 members: the compiled readers stop at 64) and long lists (1,000, 10,000 and 100,000 items). */
import { LENGTHS, listInputs } from "../../contestants/list/fixtures.js";
import { WIDTHS, wideInputs } from "../../contestants/wide/fixtures.js";
import type { Group } from "../types.js";

export const wide: Group = {
  id: "wide",
  title: "Wide objects, valid (strings and numbers alternating)",
  contestants: [
    { name: "hand-written (plain reads, copy)", module: "contestants/wide/hand-written.ts", fn: "hand{set}", verdict: "result" },
    { name: "ours `~standard.validate`", module: "contestants/wide/ours.ts", fn: "ours{set}", verdict: "standard" },
    { name: "ajv 8 + copy", module: "contestants/wide/peers.ts", fn: "ajv{set}", verdict: "okValue" },
    { name: "zod 4 `safeParse`", module: "contestants/wide/peers.ts", fn: "zod{set}", verdict: "zod" },
    { name: "valibot 1.5 `safeParse`", module: "contestants/wide/peers.ts", fn: "valibot{set}", verdict: "valibot" },
  ],
  sets: WIDTHS.map((n) => ({ id: String(n), label: `${n} members`, inputs: () => wideInputs(n), valid: true, unit: { name: "member", count: n } })),
};

const at = "contestants/list/contestants.ts";

export const list: Group = {
  id: "list",
  title: "Long lists of line items `{ sku, qty }`, valid",
  contestants: [
    { name: "hand-written (plain reads, copy)", module: at, fn: "handList", verdict: "result" },
    { name: "ours `~standard.validate`", module: at, fn: "oursList", verdict: "standard" },
    { name: "ajv 8 + copy", module: at, fn: "ajvList", verdict: "okValue" },
    { name: "zod 4 `safeParse`", module: at, fn: "zodList", verdict: "zod" },
    { name: "valibot 1.5 `safeParse`", module: at, fn: "valibotList", verdict: "valibot" },
  ],
  sets: LENGTHS.map((n) => ({ id: String(n), label: `${n.toLocaleString("en")} items`, inputs: () => listInputs(n), valid: true, unit: { name: "item", count: n } })),
};
