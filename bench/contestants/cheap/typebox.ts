/**
 * The cheap-fields shape in TypeBox 1.4 (compiled `Check`); a valid input is then copied out, an
 * invalid one reports its errors with `Errors` (not compiled: its refusals are slow).
 */
import Type from "typebox";
import { Compile } from "typebox/compile";
import { copyCheap } from "./copy.js";

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
  return { ok: true as const, value: copyCheap(input as Record<string, any>) };
}
