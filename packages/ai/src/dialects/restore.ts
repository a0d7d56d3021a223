import type { JsonSchema } from "@adcodicem/value-objects";
import { setOwn } from "@adcodicem/value-objects/internal";
import { declaredMember, isPair, isPlainObject, itemSchema, leftOut, type RestoreStep, restoreStep, valueSight } from "./restore-step.js";

/**
 * Undoes the reshaping of the strict dialects on a value a model sent, given the
 * `languageModel` schema that was lowered: a null sent for an optional member that does
 * not take null becomes absent again, and an array of `{ key, value }` pairs sent for a
 * record becomes the record again. Pure: returns a new value; anything it does not
 * recognise (pairs with a key twice, a member the schema does not declare) is left as
 * it is, for the rules to refuse. Harmless on a value that was never reshaped.
 *
 * @example
 * ```ts
 * restoreStrictValue({ note: null, stock: [{ key: "FR", value: 3 }] }, languageModelSchema);
 * // { stock: { FR: 3 } }
 * ```
 */
export function restoreStrictValue(value: unknown, languageModelSchema: JsonSchema): unknown {
  const restore = (current: unknown, node: JsonSchema, depth: number): unknown => {
    const step = restoreStep(node, languageModelSchema, depth, valueSight(current));
    if (step === undefined) return current;
    const inner: Restore = (v, s) => restore(v, s, step.depth);
    if (step.kind === "record") return restoreRecord(current, step.values, inner);
    if (step.kind === "object") return restoreObject(current as Record<string, unknown>, step, inner);
    return (current as unknown[]).map((item, index) => {
      const schema = itemSchema(step, index);
      return schema === undefined ? item : inner(item, schema);
    });
  };
  return restore(value, languageModelSchema, 0);
}

type Restore = (value: unknown, schema: JsonSchema) => unknown;

function restoreObject(value: Record<string, unknown>, step: Extract<RestoreStep, { kind: "object" }>, restore: Restore): Record<string, unknown> {
  const out: JsonSchema = {};
  for (const [key, member] of Object.entries(value)) {
    const schema = declaredMember(step, key);
    if (schema === undefined) setOwn(out, key, member);
    else if (member !== null || !leftOut(step, key, schema)) setOwn(out, key, restore(member, schema));
  }
  return out;
}

function restoreRecord(value: unknown, valueSchema: JsonSchema, restore: Restore): unknown {
  if (isPlainObject(value)) {
    const out: JsonSchema = {};
    for (const [key, member] of Object.entries(value)) setOwn(out, key, restore(member, valueSchema));
    return out;
  }
  if (!Array.isArray(value)) return value;
  const out: JsonSchema = {};
  for (const pair of value) {
    if (!isPair(pair) || Object.prototype.hasOwnProperty.call(out, pair.key)) return value;
    setOwn(out, pair.key, restore(pair.value, valueSchema));
  }
  return out;
}
