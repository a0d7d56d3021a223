import type { JsonSchema } from "@adcodicem/value-objects";
import { acceptsNull, isSchemaNode, setOwn } from "@adcodicem/value-objects/internal";
import { isRecordNode } from "./reshape.js";

/** Deeper than any schema a person writes; stops a cycle of $refs. */
export const MAX_DEPTH = 64;

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
    if (depth > MAX_DEPTH) return current;
    const resolved = resolveRef(node, languageModelSchema);
    if (resolved === undefined) return current;
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (Array.isArray(branches)) {
      const valued = branches.filter((b): b is JsonSchema => isSchemaNode(b) && !isNullOnly(b));
      if (current === null) return current;
      if (valued.length === 1) return restore(current, valued[0], depth + 1);
      const branch = chooseBranch(current, valued, languageModelSchema);
      return branch === undefined ? current : restore(current, branch, depth + 1);
    }
    if (isRecordNode(resolved)) return restoreRecord(current, resolved.additionalProperties as JsonSchema, (v, s) => restore(v, s, depth + 1));
    if (isSchemaNode(resolved.properties) && isPlainObject(current)) {
      return restoreObject(current, resolved, (v, s) => restore(v, s, depth + 1));
    }
    if (isSchemaNode(resolved.items) && Array.isArray(current)) {
      return current.map((item) => restore(item, resolved.items as JsonSchema, depth + 1));
    }
    return current;
  };
  return restore(value, languageModelSchema, 0);
}

type Restore = (value: unknown, schema: JsonSchema) => unknown;

function restoreObject(value: Record<string, unknown>, node: JsonSchema, restore: Restore): Record<string, unknown> {
  const properties = node.properties as JsonSchema;
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  const out: JsonSchema = {};
  for (const [key, member] of Object.entries(value)) {
    const schema = Object.prototype.hasOwnProperty.call(properties, key) ? properties[key] : undefined;
    if (!isSchemaNode(schema)) {
      setOwn(out, key, member);
      continue;
    }
    // a null the strict dialect forced on an optional member means "left out"
    if (member === null && !required.has(key) && !acceptsNull(schema)) continue;
    setOwn(out, key, restore(member, schema));
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

function isPair(value: unknown): value is { key: string; value: unknown } {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.key === "string" && Object.prototype.hasOwnProperty.call(value, "value");
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The alternative of a union a value sent in a strict dialect is restored by: the object
 * branch the value names by its fixed members (a discriminated union's key); else, for a
 * list of `{ key, value }` pairs with distinct keys, the first record (a record travels as
 * pairs, so they are taken for one before a list of such objects); else the first
 * alternative of the value's shape (a record or an object for an object, a record or a
 * list for a list). Undefined: nothing to restore, the value goes on as sent.
 */
export function chooseBranch(value: unknown, valued: readonly JsonSchema[], root: JsonSchema): JsonSchema | undefined {
  const branches = valued.map((b) => resolveRef(b, root)).filter((b): b is JsonSchema => b !== undefined);
  const named = branches.find((b) => fitsBranch(value, b));
  if (named !== undefined) return named;
  if (Array.isArray(value) && value.length > 0 && arePairs(value)) {
    const record = branches.find(isRecordNode);
    if (record !== undefined) return record;
  }
  return branches.find((b) =>
    isRecordNode(b) ? isPlainObject(value) || (Array.isArray(value) && arePairs(value)) : Array.isArray(value) ? isSchemaNode(b.items) : isPlainObject(value) && isSchemaNode(b.properties),
  );
}

// pairs as the strict dialects send a record: each a pair, no key twice
function arePairs(value: readonly unknown[]): boolean {
  const keys = new Set<string>();
  for (const pair of value) {
    if (!isPair(pair) || keys.has(pair.key)) return false;
    keys.add(pair.key);
  }
  return true;
}

/** A branch that holds only null (the one `withNull` adds). */
export const isNullOnly = (schema: JsonSchema): boolean => schema.type === "null";

/**
 * Whether an object value is one of a union's object branches: each of the branch's
 * fixed members (a `const`, or an `enum`) holds one of its values, and, where the
 * branch is closed, the value holds no member it does not declare.
 */
export function fitsBranch(value: unknown, branch: JsonSchema | undefined): boolean {
  if (branch === undefined || !isPlainObject(value) || !isSchemaNode(branch.properties)) return false;
  const properties = branch.properties;
  let fixed = 0;
  for (const key of Object.keys(properties)) {
    const member = properties[key];
    if (!isSchemaNode(member)) continue;
    const values = "const" in member ? [member.const] : Array.isArray(member.enum) ? member.enum : undefined;
    if (values === undefined) continue;
    fixed++;
    if (!Object.prototype.hasOwnProperty.call(value, key) || !values.includes(value[key])) return false;
  }
  if (branch.additionalProperties === false) {
    for (const key of Object.keys(value)) if (!Object.prototype.hasOwnProperty.call(properties, key)) return false;
  }
  return fixed > 0 || branch.additionalProperties === false;
}

/** A local `$ref` ("#/$defs/Item") read against the root; any other node as it is. */
export function resolveRef(node: JsonSchema, root: JsonSchema): JsonSchema | undefined {
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  if (!ref.startsWith("#")) return undefined;
  let current: unknown = root;
  for (const raw of ref.slice(1).split("/").slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    } catch {
      return undefined;
    }
    if (!isSchemaNode(current) || !Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = current[segment];
  }
  return isSchemaNode(current) ? current : undefined;
}
