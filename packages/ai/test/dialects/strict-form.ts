// A value as a model in a strict dialect sends it, from the value the rules read.
import type { JsonSchema } from "@adcodicem/value-objects";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Records as `{ key, value }` pairs and, when `forceNulls`, a null for each member left
 * out, walking the languageModel schema the value was read with.
 */
export function strictForm(value: unknown, schema: JsonSchema, forceNulls: boolean, root: JsonSchema = schema): unknown {
  if (value === null) return null;
  // a local reference ("#/$defs/Category"): the value takes the form of the definition it names
  if (typeof schema.$ref === "string") return strictForm(value, definitionAt(root, schema.$ref), forceNulls, root);
  if (isObject(schema.additionalProperties) && isObject(value)) {
    const valueSchema = schema.additionalProperties as JsonSchema;
    return Object.entries(value).map(([key, v]) => ({ key, value: strictForm(v, valueSchema, forceNulls, root) }));
  }
  if (Array.isArray(schema.anyOf)) {
    // a union's branch: the one whose fixed members (const) the value holds, else the first that is not null
    const valued = schema.anyOf.filter((b) => isObject(b) && b.type !== "null") as JsonSchema[];
    const branch = valued.find((b) => fixedMembersHeld(value, b)) ?? valued[0];
    return isObject(branch) ? strictForm(value, branch, forceNulls, root) : value;
  }
  if (isObject(schema.properties) && isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(schema.properties)) {
      if (Object.prototype.hasOwnProperty.call(value, key)) out[key] = strictForm(value[key], member as JsonSchema, forceNulls, root);
      else if (forceNulls) out[key] = null;
    }
    return out;
  }
  if (Array.isArray(schema.prefixItems) && Array.isArray(value)) {
    // a tuple: each item by its position's schema, the rest's after them
    const positions = schema.prefixItems as unknown[];
    return value.map((v, i) => {
      const at = i < positions.length ? positions[i] : schema.items;
      return isObject(at) ? strictForm(v, at as JsonSchema, forceNulls, root) : v;
    });
  }
  if (isObject(schema.items) && Array.isArray(value)) return value.map((v) => strictForm(v, schema.items as JsonSchema, forceNulls, root));
  return value;
}

function fixedMembersHeld(value: unknown, branch: JsonSchema): boolean {
  if (!isObject(value) || !isObject(branch.properties)) return false;
  const fixed = Object.entries(branch.properties).filter(([, member]) => isObject(member) && "const" in member);
  return fixed.length > 0 && fixed.every(([key, member]) => value[key] === (member as JsonSchema).const);
}

function definitionAt(root: JsonSchema, ref: string): JsonSchema {
  let node: unknown = root;
  for (const segment of ref.slice(2).split("/")) node = (node as Record<string, unknown>)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  return node as JsonSchema;
}
