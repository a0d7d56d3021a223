/** A keyed record (stock by country code) and a tuple (a located label), valid (bench/contestants/keys-and-tuples/). */
import { pointInputs, stockInputs } from "../../contestants/keys-and-tuples/fixtures.js";
import type { Group } from "../types.js";

const at = "contestants/keys-and-tuples/contestants.ts";

export const keysAndTuples: Group = {
  id: "keys-and-tuples",
  title: "A keyed record of 8 entries and a tuple of 3 positions, valid",
  contestants: [
    { name: "hand-written (plain reads, copy)", module: at, fn: "hand{set}", verdict: "result" },
    { name: "ours `~standard.validate`", module: at, fn: "ours{set}", verdict: "standard" },
    { name: "zod 4 `safeParse`", module: at, fn: "zod{set}", verdict: "zod" },
    { name: "valibot 1.5 `safeParse`", module: at, fn: "valibot{set}", verdict: "valibot" },
  ],
  sets: [
    { id: "Stock", label: "`vo.record(Country, Stock)`, 8 keys", inputs: stockInputs, valid: true, unit: { name: "entry", count: 8 } },
    { id: "Point", label: "`vo.tuple([Latitude, Longitude, Label])`", inputs: pointInputs, valid: true },
  ],
};
