/** The cheap-fields shape in Ajv 8 (compiled, allErrors); a valid input is then copied out, as the others return it. */
import { Ajv } from "ajv";
import { copyCheap } from "./copy.js";

const ajvCheck = new Ajv({ allErrors: true }).compile({
  type: "object",
  properties: {
    number: { type: "number" },
    negNumber: { type: "number" },
    maxNumber: { type: "number" },
    string: { type: "string" },
    longString: { type: "string" },
    boolean: { type: "boolean" },
    deeplyNested: {
      type: "object",
      properties: { foo: { type: "string" }, num: { type: "number" }, bool: { type: "boolean" } },
      required: ["foo", "num", "bool"],
    },
  },
  required: ["number", "negNumber", "maxNumber", "string", "longString", "boolean", "deeplyNested"],
});

export function ajvCheap(input: unknown) {
  if (!ajvCheck(input)) return { ok: false as const, errors: ajvCheck.errors };
  return { ok: true as const, value: copyCheap(input as Record<string, any>) };
}
