/** The order tool (IBAN checksums, patterns, a closed set, a list) and the whole tool (a discriminated union, a named object with a rule). */
import { invalidInputs, validInputs } from "../../fixtures.js";
import { kindsInvalidInputs, kindsValidInputs } from "../../contestants/kinds/fixtures.js";
import type { Group } from "../types.js";

export const order: Group = {
  id: "order",
  title: "The order tool (IBAN checksums, patterns, a closed set, a list)",
  contestants: [
    { name: "hand-written (plain reads)", module: "contestants/hand-written.ts", fn: "handWritten", verdict: "result" },
    { name: "ours `~standard.validate`", module: "contestants/ours.ts", fn: "oursStandard", verdict: "standard" },
    { name: "ours `~standard.validate`, French", module: "contestants/ours.ts", fn: "oursStandardFrench", verdict: "standardLocale" },
    { name: "ajv 8 + copy", module: "contestants/ajv.ts", fn: "ajvCheck", verdict: "okValue" },
    { name: "zod 4 `safeParse`", module: "contestants/zod.ts", fn: "zodSafeParse", verdict: "zod" },
    { name: "valibot 1.5 `safeParse`", module: "contestants/valibot.ts", fn: "valibotSafeParse", verdict: "valibot" },
  ],
  sets: [
    { id: "valid", label: "valid", inputs: () => validInputs(16), valid: true },
    { id: "invalid", label: "invalid (one to three refusals)", inputs: invalidInputs, valid: false },
  ],
};

export const kinds: Group = {
  id: "kinds",
  title: "A whole tool: a boolean, a discriminated union of three, a named object with a rule",
  contestants: [
    { name: "hand-written (`Object.hasOwn` reads)", module: "contestants/kinds/hand-written.ts", fn: "handWrittenKinds", verdict: "result" },
    { name: "ours `~standard.validate`", module: "contestants/kinds/ours.ts", fn: "oursKindsStandard", verdict: "standard" },
    { name: "zod 4 `safeParse`", module: "contestants/kinds/zod.ts", fn: "zodKindsSafeParse", verdict: "zod" },
    { name: "valibot 1.5 `safeParse`", module: "contestants/kinds/valibot.ts", fn: "valibotKindsSafeParse", verdict: "valibot" },
  ],
  sets: [
    { id: "valid", label: "valid", inputs: kindsValidInputs, valid: true },
    { id: "invalid", label: "invalid (one refusal)", inputs: kindsInvalidInputs, valid: false },
  ],
};

export const loop: Group = {
  id: "loop",
  title: "The loop around a refusal (issue 25) on the order tool's arguments: each feature off, and on",
  contestants: [
    { name: "`checkArguments` (before the loop)", module: "contestants/loop.ts", fn: "argumentsChecked", verdict: "argument" },
    { name: "`argumentLoop`, every feature off", module: "contestants/loop.ts", fn: "loopOff", verdict: "argument" },
    { name: "repeats counted (`RefusedCalls`)", module: "contestants/loop.ts", fn: "loopCounted", verdict: "argument" },
    { name: "`onRefusal` hook (no-op)", module: "contestants/loop.ts", fn: "loopHooked", verdict: "argument" },
  ],
  sets: [
    { id: "valid", label: "valid", inputs: () => validInputs(16), valid: true },
    { id: "invalid", label: "invalid (one to three refusals)", inputs: invalidInputs, valid: false },
  ],
};
