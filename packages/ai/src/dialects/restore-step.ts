import type { JsonSchema } from "@adcodicem/value-objects";
import { acceptsNull, isSchemaNode, nameOfRefSegment } from "@adcodicem/value-objects/internal";
import { isRecordNode } from "./reshape.js";

// The schema's side of undoing the strict reshaping, shared by the restore of a parsed value
// (restore.ts) and the restore of JSON text (the AI SDK middleware's): which node a value is
// restored by, and what that node undoes. Each side only reads and writes its own form.

/**
 * Steps of the schema a restore walks down (an object, a list's items, a union's branch, a
 * record's values) before it leaves the rest as sent: past any schema a person writes, and past
 * the deepest tree a recursive schema reads (the root and 256 levels below it, each of a few
 * steps), so forced nulls and pairs are undone at every depth the rules read; short of the stack.
 */
export const MAX_DEPTH = 2048;

/** What a restore needs to know of a value to walk the schema: its shape, and the value itself for a union to choose by. */
export interface ValueSight {
  readonly shape: "null" | "object" | "array" | "other";
  /** The value (parsed, for text); read only where a union of several alternatives must choose. Undefined: unreadable. */
  value(): unknown;
}

/** What the node a value is restored by undoes, and the depth its parts are restored at. */
export type RestoreStep =
  /** A record: its members (an object) or its `{ key, value }` pairs (a list), each restored by `values`. */
  | { readonly kind: "record"; readonly values: JsonSchema; readonly depth: number }
  /** An object: forced nulls go (see {@link leftOut}), declared members are restored by their schemas. */
  | { readonly kind: "object"; readonly properties: JsonSchema; readonly required: ReadonlySet<unknown>; readonly depth: number }
  /**
   * A list: each item restored by `item`; a tuple's items by its `positions` first (`prefixItems`,
   * a position that is not a schema restores nothing), then by `item` (its rest, if any).
   */
  | { readonly kind: "items"; readonly item: JsonSchema | undefined; readonly positions?: readonly unknown[]; readonly depth: number };

/**
 * The step that restores a value against a node of the `languageModel` schema: `$ref`s read,
 * a union's alternative chosen ({@link chooseBranch}), then what that node undoes.
 * Undefined: nothing to restore, the value goes on as sent.
 */
export function restoreStep(node: JsonSchema, root: JsonSchema, depth: number, sight: ValueSight): RestoreStep | undefined {
  for (;;) {
    if (depth > MAX_DEPTH) return undefined;
    const resolved = resolveRef(node, root);
    if (resolved === undefined) return undefined;
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (Array.isArray(branches)) {
      if (sight.shape === "null") return undefined;
      const valued = branches.filter((b): b is JsonSchema => isSchemaNode(b) && !isNullOnly(b));
      // only an object or a list can be reshaped, so only they need a value to choose by
      const chosen = valued.length === 1 ? valued[0] : sight.shape === "other" ? undefined : chooseBranch(sight.value(), valued, root);
      if (chosen === undefined) return undefined;
      node = chosen;
      depth++;
      continue;
    }
    if (isRecordNode(resolved)) return { kind: "record", values: resolved.additionalProperties as JsonSchema, depth: depth + 1 };
    if (isSchemaNode(resolved.properties) && sight.shape === "object") {
      return { kind: "object", properties: resolved.properties, required: new Set(Array.isArray(resolved.required) ? resolved.required : []), depth: depth + 1 };
    }
    if (Array.isArray(resolved.prefixItems) && sight.shape === "array") {
      return { kind: "items", item: isSchemaNode(resolved.items) ? resolved.items : undefined, positions: resolved.prefixItems, depth: depth + 1 };
    }
    // a draft-07 tuple: the positions under items, the rest under additionalItems
    if (Array.isArray(resolved.items) && sight.shape === "array") {
      return { kind: "items", item: isSchemaNode(resolved.additionalItems) ? resolved.additionalItems : undefined, positions: resolved.items, depth: depth + 1 };
    }
    if (isSchemaNode(resolved.items) && sight.shape === "array") return { kind: "items", item: resolved.items, depth: depth + 1 };
    return undefined;
  }
}

/** The schema the item at `index` of a list is restored by (a tuple's position, else the items'); undefined: kept as sent. */
export function itemSchema(step: Extract<RestoreStep, { kind: "items" }>, index: number): JsonSchema | undefined {
  const positions = step.positions;
  if (positions === undefined || index >= positions.length) return step.item;
  const position = positions[index];
  return isSchemaNode(position) ? position : undefined;
}

/** The schema of an object's member, where the object declares it; undefined: kept as sent. */
export function declaredMember(step: Extract<RestoreStep, { kind: "object" }>, key: string): JsonSchema | undefined {
  const schema = Object.prototype.hasOwnProperty.call(step.properties, key) ? step.properties[key] : undefined;
  return isSchemaNode(schema) ? schema : undefined;
}

/** Whether a null sent for this declared member is one the strict dialect forced on an optional member: it means "left out". */
export function leftOut(step: Extract<RestoreStep, { kind: "object" }>, key: string, schema: JsonSchema): boolean {
  return !step.required.has(key) && !acceptsNull(schema);
}

/** The shape of a parsed value, as a {@link ValueSight} sees it. */
export function valueSight(value: unknown): ValueSight {
  const shape = value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "object" ? "object" : "other";
  return { shape, value: () => value };
}

/** A `{ key, value }` pair as the strict dialects send a record's member: those two members only, the key text. */
export function isPair(value: unknown): value is { key: string; value: unknown } {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.key === "string" && Object.prototype.hasOwnProperty.call(value, "value");
}

/** An object that is not a list (a parsed JSON object). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
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

/** A local `$ref` ("#/$defs/Item", each segment percent-encoded) read against the root; any other node as it is. */
export function resolveRef(node: JsonSchema, root: JsonSchema): JsonSchema | undefined {
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  if (!ref.startsWith("#")) return undefined;
  let current: unknown = root;
  for (const raw of ref.slice(1).split("/").slice(1)) {
    const segment = nameOfRefSegment(raw);
    if (segment === undefined || !isSchemaNode(current) || !Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = current[segment];
  }
  return isSchemaNode(current) ? current : undefined;
}
