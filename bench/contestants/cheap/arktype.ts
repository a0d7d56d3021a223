/**
 * The cheap-fields shape in ArkType 2.2: `allows` (its boolean check) first; a valid input is
 * then copied out (unknown members dropped), an invalid one read again for its errors.
 */
import { type } from "arktype";
import { copyCheap } from "./copy.js";

const ArkCheap = type({
  number: "number",
  negNumber: "number",
  maxNumber: "number",
  string: "string",
  longString: "string",
  boolean: "boolean",
  deeplyNested: { foo: "string", num: "number", bool: "boolean" },
});

export function arktypeCheap(input: unknown) {
  if (ArkCheap.allows(input)) return { ok: true as const, value: copyCheap(input as Record<string, any>) };
  return { ok: false as const, errors: ArkCheap(input) as InstanceType<typeof type.errors> };
}
