import { escapeKey } from "./refusal/json-pointer.js";

const VALUE_OBJECT_KINDS = new Set(["string", "integer", "number", "date", "dateTime", "oneOf", "boolean"]);

const isObjectLike = (x: unknown): x is Record<string, unknown> => (typeof x === "object" && x !== null) || typeof x === "function";
export const isOwn = (x: unknown): boolean => isObjectLike(x) && typeof x["~read"] === "function";
export const isStandard = (x: unknown): boolean => {
  const standard = isObjectLike(x) ? x["~standard"] : undefined;
  return isObjectLike(standard) && typeof standard.validate === "function";
};

/**
 * What `x` is, by its kind alone: "an object", "a string", "an empty array", "the value object
 * Quantity" (a name is declared, not sent), "a vo.object schema", "a Standard Schema". Never its
 * content: no text, number or key of it.
 */
export function kindOf(x: unknown): string {
  if (x === null || x === undefined) return String(x);
  if (Array.isArray(x)) return x.length === 0 ? "an empty array" : "an array";
  if (isOwn(x)) {
    const { kind, name } = x as { kind?: unknown; name?: unknown };
    if (VALUE_OBJECT_KINDS.has(kind as string) && typeof name === "string") return `the value object ${escapeKey(name)}`;
    return typeof kind === "string" ? `a vo.${escapeKey(kind)} schema` : "a schema";
  }
  if (isStandard(x)) return "a Standard Schema";
  if (typeof x === "string") return x === "" ? "an empty string" : "a string";
  if (typeof x === "object") return "an object";
  // a number, a boolean, a function, a symbol, a bigint
  return `a ${typeof x}`;
}
