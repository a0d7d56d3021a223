/** Cheap fields (moltar's benchmark shape): valid, one bad field, six bad fields. */
import { cheapInvalidInputs, cheapValidInputs } from "../../contestants/cheap/fixtures.js";
import type { Group } from "../types.js";

const at = "contestants/cheap/";

export const cheap: Group = {
  id: "cheap",
  title: "Cheap fields (numbers, strings, a boolean, one nested object)",
  contestants: [
    { name: "hand-written (plain reads, copy)", module: `${at}hand-written.ts`, fn: "handWrittenCheapPlain", verdict: "result" },
    { name: "hand-written (`Object.hasOwn` reads)", module: `${at}hand-written.ts`, fn: "handWrittenCheap", verdict: "result" },
    { name: "hand-written, the contract's answer at its leanest", module: `${at}floor.ts`, fn: "floorCheap", verdict: "standard" },
    { name: "ours `~standard.validate`", module: `${at}ours.ts`, fn: "oursCheapStandard", verdict: "standard" },
    { name: "ours `vo.validate`", module: `${at}ours.ts`, fn: "oursCheapValidate", verdict: "result" },
    { name: "ours `~standard.validate`, French", module: `${at}ours.ts`, fn: "oursCheapStandardFrench", verdict: "standardLocale" },
    { name: "ajv 8 (compiled, allErrors) + copy", module: `${at}ajv.ts`, fn: "ajvCheap", verdict: "okValue" },
    { name: "typebox 1.4 compiled `Check` + copy", module: `${at}typebox.ts`, fn: "typeboxCheap", verdict: "okValue" },
    { name: "arktype 2.2 `allows` + copy", module: `${at}arktype.ts`, fn: "arktypeCheap", verdict: "okValue" },
    { name: "zod 4 `safeParse`", module: `${at}zod.ts`, fn: "zodCheap", verdict: "zod" },
    { name: "valibot 1.5 `safeParse`", module: `${at}valibot.ts`, fn: "valibotCheap", verdict: "valibot" },
  ],
  sets: [
    { id: "valid", label: "valid", inputs: cheapValidInputs, valid: true },
    { id: "one-bad", label: "one bad field", inputs: () => cheapInvalidInputs(1), valid: false, sameRefusalCount: true },
    { id: "six-bad", label: "six bad fields", inputs: () => cheapInvalidInputs(6), valid: false, sameRefusalCount: true },
  ],
};
