/**
 * The cheap-fields shape in each peer: Ajv 8 (compiled, allErrors), Zod 4 (classic),
 * Valibot 1.5 and TypeBox 1.4 (compiled). Ajv and TypeBox check without building a value:
 * a valid input is then copied out (unknown members dropped), as the other contestants
 * return it; an invalid one returns the errors (TypeBox: `Errors`, read after `Check`).
 */
import { Ajv } from "ajv";
import Type from "typebox";
import { Compile } from "typebox/compile";
import * as v from "valibot";
import { z } from "zod";

const copy = (a: Record<string, any>) => {
  const n = a.deeplyNested;
  return { number: a.number, negNumber: a.negNumber, maxNumber: a.maxNumber, string: a.string, longString: a.longString, boolean: a.boolean, deeplyNested: { foo: n.foo, num: n.num, bool: n.bool } };
};

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
  return { ok: true as const, value: copy(input as Record<string, any>) };
}

const ZodCheap = z.object({
  number: z.number(),
  negNumber: z.number(),
  maxNumber: z.number(),
  string: z.string(),
  longString: z.string(),
  boolean: z.boolean(),
  deeplyNested: z.object({ foo: z.string(), num: z.number(), bool: z.boolean() }),
});
export const zodCheap = (input: unknown) => ZodCheap.safeParse(input);

const ValibotCheap = v.object({
  number: v.number(),
  negNumber: v.number(),
  maxNumber: v.number(),
  string: v.string(),
  longString: v.string(),
  boolean: v.boolean(),
  deeplyNested: v.object({ foo: v.string(), num: v.number(), bool: v.boolean() }),
});
export const valibotCheap = (input: unknown) => v.safeParse(ValibotCheap, input);

const typeboxCheck = Compile(
  Type.Object({
    number: Type.Number(),
    negNumber: Type.Number(),
    maxNumber: Type.Number(),
    string: Type.String(),
    longString: Type.String(),
    boolean: Type.Boolean(),
    deeplyNested: Type.Object({ foo: Type.String(), num: Type.Number(), bool: Type.Boolean() }),
  }),
);

export function typeboxCheap(input: unknown) {
  if (!typeboxCheck.Check(input)) return { ok: false as const, errors: typeboxCheck.Errors(input) };
  return { ok: true as const, value: copy(input as Record<string, any>) };
}
