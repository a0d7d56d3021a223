/** The steps of a valid cheap-fields read, one row each (bench/diagnose/cheap-steps.ts), beside ours. */
import { cheapValidInputs } from "../../contestants/cheap/fixtures.js";
import type { Group } from "../types.js";

const at = "diagnose/cheap-steps.ts";

export const steps: Group = {
  id: "steps",
  title: "A valid cheap-fields read, step by step",
  contestants: [
    { name: "hand-written, plain reads + copy", module: at, fn: "withCopy", verdict: "result" },
    { name: "tests only, no copy", module: at, fn: "checkOnly", verdict: "result" },
    { name: "+ copy + issue list with room for one", module: at, fn: "withList", verdict: "result" },
    { name: "+ depth count in `try`/`finally`", module: at, fn: "withDepth", verdict: "result" },
    { name: "+ `{ value }` wrapper", module: at, fn: "withWrapper", verdict: "standard" },
    { name: "+ keys as arguments (`input[k]`) behind the prototype test", module: "diagnose/cheap-keyed.ts", fn: "keyedReads", verdict: "standard" },
    { name: "+ the value as a literal of computed keys `{ [k0]: v0 }`", module: "diagnose/cheap-keyed.ts", fn: "computedLiteral", verdict: "standard" },
    { name: "ours `~standard.validate`", module: "contestants/cheap/ours.ts", fn: "oursCheapStandard", verdict: "standard" },
  ],
  sets: [{ id: "valid", label: "valid", inputs: cheapValidInputs, valid: true }],
};
