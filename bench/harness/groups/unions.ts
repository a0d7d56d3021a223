/** Unions of five object alternatives, discriminated and plain, valid (bench/contestants/unions/). */
import { unionInputs } from "../../contestants/unions/fixtures.js";
import type { Group } from "../types.js";

const at = "contestants/unions/contestants.ts";

export const unions: Group = {
  id: "unions",
  title: "Unions of five object alternatives, valid",
  contestants: [
    { name: "hand-written (plain reads, copy)", module: at, fn: "hand{set}", verdict: "result" },
    { name: "ours `~standard.validate`", module: at, fn: "ours{set}", verdict: "standard" },
    { name: "ajv 8 + copy", module: at, fn: "ajv{set}", verdict: "okValue" },
    { name: "zod 4 `safeParse`", module: at, fn: "zod{set}", verdict: "zod" },
    { name: "valibot 1.5 `safeParse`", module: at, fn: "valibot{set}", verdict: "valibot" },
  ],
  sets: [
    { id: "Discriminated", label: "discriminated by `kind`", inputs: () => unionInputs(true), valid: true },
    { id: "Union", label: "plain union", inputs: () => unionInputs(false), valid: true },
  ],
};
