import type { JsonSchema } from "@adcodicem/value-objects";

/**
 * A node whose `type` is an array, as `anyOf` with one branch per type: for the
 * providers that read a type array as bare types and drop the node's other keywords
 * (llama.cpp's grammar), or that document `anyOf` and not type arrays (Gemini).
 * Each branch keeps the keywords of the node; null takes a bare `{ "type": "null" }`
 * and leaves the enum's null behind. The description stays outside, where it is read.
 *
 * @example
 * ```ts
 * splitTypes({ description: "A quantity.", type: ["integer", "null"], minimum: 1 });
 * // { description: "A quantity.", anyOf: [{ type: "integer", minimum: 1 }, { type: "null" }] }
 * ```
 */
export function splitTypes(node: JsonSchema): JsonSchema {
  const { type, description, ...rest } = node;
  if (!Array.isArray(type) || type.length < 2) return node;
  const enumValues = Array.isArray(rest.enum) ? rest.enum : undefined;
  const branches = type.map((t): JsonSchema => {
    if (t === "null") return { type: "null" };
    const branch: JsonSchema = { type: t, ...rest };
    if (enumValues !== undefined) branch.enum = enumValues.filter((v) => v !== null);
    return branch;
  });
  return { ...(description === undefined ? {} : { description }), anyOf: branches };
}
