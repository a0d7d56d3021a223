import { nameOfRefSegment } from "../json-schema/ref-segment.js";
import type { JsonSchema } from "../json-schema/types.js";
import { escapeKey, toJsonPointer } from "../refusal/json-pointer.js";
import { cutText } from "./refusal-bounds.js";

/**
 * Lenient reading (opt-in): a model that sends text where the schema asks an integer, a
 * number, a boolean, a list or an object gets it read as that value, then checked by the
 * rules. Read by the schema the model was sent (the `languageModel` profile), so what is
 * read leniently is exactly what the schema says the text should have been.
 *
 * Bounds, whatever the input: the walk follows the value and the schema together (linear
 * in the value), at most {@link LENIENT_DEPTH} deep; a JSON text is parsed only up to
 * {@link LENIENT_TEXT_CHARS} characters, and only one level: inside a value read from a
 * JSON text, text is still read as a number or a boolean, never parsed as JSON again (so
 * the work stays one parse of what was sent). Inside a union (`anyOf`), only the union's
 * own value is read leniently, not the members of an object or list alternative.
 */

/** A JSON text longer than this (UTF-16 units) is left as it was sent, for the rules to refuse. */
export const LENIENT_TEXT_CHARS = 1024 * 1024;
/** The deepest a lenient read walks; deeper values are left as sent. */
export const LENIENT_DEPTH = 64;

/** One value read leniently, as `onLenient` sees it: where, and from which JSON type to which; never the value. */
export interface LenientEvent {
  readonly tool: string | undefined;
  readonly pointer: string;
  readonly argument: string | undefined;
  readonly from: "string";
  readonly to: "integer" | "number" | "boolean" | "array" | "object";
}

/** The hook that sees each lenient read. What it throws is dropped. */
export type OnLenient = (event: LenientEvent) => unknown;

type Target = LenientEvent["to"];
type Node = Record<string, unknown>;
type Path = (string | number)[];

const INTEGER = /^-?(?:0|[1-9][0-9]*)$/;
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const NUMBER_CHARS = 400;

const isNode = (x: unknown): x is Node => typeof x === "object" && x !== null && !Array.isArray(x);
const own = (o: Node, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : undefined);

// a local $ref (#/$defs/X, #/definitions/X, X percent-encoded) resolved against the root, a few hops at most
function resolve(root: Node, schema: unknown): Node | undefined {
  for (let hops = 0; isNode(schema) && typeof schema.$ref === "string" && hops < 16; hops++) {
    const m = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(schema.$ref);
    const defs = m === null ? undefined : own(root, m[1]);
    const name = m === null ? undefined : nameOfRefSegment(m[2]);
    schema = name === undefined || !isNode(defs) ? undefined : own(defs, name);
  }
  return isNode(schema) ? schema : undefined;
}

// the JSON types a schema allows: its `type`, or those of its alternatives
function typesOf(root: Node, schema: Node): Set<string> {
  const types = new Set<string>();
  const add = (t: unknown) => (typeof t === "string" ? types.add(t) : Array.isArray(t) ? t.forEach((x) => typeof x === "string" && types.add(x)) : undefined);
  add(schema.type);
  if (Array.isArray(schema.const ?? undefined)) return types;
  if (typeof schema.const === "string" || Array.isArray(schema.enum) && schema.enum.some((v) => typeof v === "string")) types.add("string");
  for (const key of ["anyOf", "oneOf"]) {
    const alternatives = own(schema, key);
    if (Array.isArray(alternatives)) for (const alt of alternatives) {
      const a = resolve(root, alt);
      if (a !== undefined) typesOf(root, a).forEach((t) => types.add(t));
    }
  }
  return types;
}

// the text read as the first type the schema allows that it can be, or undefined
function convert(text: string, types: Set<string>, insideText: boolean): { value: unknown; to: Target } | undefined {
  if (types.has("integer") && text.length <= NUMBER_CHARS && INTEGER.test(text)) return { value: Number(text), to: "integer" };
  if (types.has("number") && text.length <= NUMBER_CHARS && NUMBER.test(text)) {
    const n = Number(text);
    return Number.isFinite(n) ? { value: n, to: "number" } : undefined;
  }
  if (types.has("boolean") && (text === "true" || text === "false")) return { value: text === "true", to: "boolean" };
  if (insideText || text.length > LENIENT_TEXT_CHARS) return undefined;
  const opens = text.trimStart()[0];
  if (!((opens === "[" && types.has("array")) || (opens === "{" && types.has("object")))) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && types.has("array")) return { value, to: "array" };
    if (isNode(value) && types.has("object")) return { value, to: "object" };
  } catch {
    // not JSON: left as sent, for the rules to refuse
  }
  return undefined;
}

/**
 * The value with every text read leniently where the schema asks another JSON type (a
 * fresh copy where anything changed; the input untouched), each read reported.
 *
 * @example
 * ```ts
 * readLeniently(languageModelSchema, { quantity: "42" }, (path, to) => seen.push(to)); // { quantity: 42 }
 * ```
 */
export function readLeniently(root: JsonSchema, value: unknown, report: (path: readonly (string | number)[], to: Target) => void): unknown {
  const rootNode = root as unknown as Node;
  const path: Path = [];
  const walk = (schemaIn: unknown, input: unknown, depth: number, insideText: boolean): unknown => {
    const schema = resolve(rootNode, schemaIn);
    if (schema === undefined || depth > LENIENT_DEPTH) return input;
    let value = input;
    if (typeof value === "string") {
      const types = typesOf(rootNode, schema);
      if (types.size === 0 || types.has("string")) return value;
      const read = convert(value, types, insideText);
      if (read === undefined) return value;
      report(path, read.to);
      value = read.value;
      if (read.to !== "array" && read.to !== "object") return value;
      insideText = true;
    }
    if (Array.isArray(value)) {
      const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
      const rest = Array.isArray(schema.items) ? schema.additionalItems : schema.items;
      let out: unknown[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const itemSchema = i < prefix.length ? prefix[i] : rest;
        if (!isNode(itemSchema)) continue;
        path.push(i);
        const item = walk(itemSchema, value[i], depth + 1, insideText);
        path.pop();
        if (item !== value[i]) (out ??= value.slice())[i] = item;
      }
      return out ?? value;
    }
    if (isNode(value) && (isNode(schema.properties) || isNode(schema.additionalProperties))) {
      const properties = isNode(schema.properties) ? schema.properties : {};
      let out: Node | undefined;
      for (const key of Object.keys(value)) {
        const memberSchema = Object.hasOwn(properties, key) ? properties[key] : schema.additionalProperties;
        if (!isNode(memberSchema)) continue;
        path.push(key);
        const member = walk(memberSchema, value[key], depth + 1, insideText);
        path.pop();
        if (member !== value[key]) {
          out ??= { ...value };
          // a data property even for "__proto__" (the rules read it as data)
          Object.defineProperty(out, key, { value: member, writable: true, enumerable: true, configurable: true });
        }
      }
      return out ?? value;
    }
    return value;
  };
  return walk(root, value, 0, false);
}

/**
 * The event of one lenient read: the pointer escaped and cut as a refusal's, the argument its first key.
 *
 * @example
 * ```ts
 * lenientEvent("order", ["lines", 0, "quantity"], "integer"); // { tool: "order", pointer: "/lines/0/quantity", argument: "lines", from: "string", to: "integer" }
 * ```
 */
export function lenientEvent(tool: string | undefined, path: readonly (string | number)[], to: Target): LenientEvent {
  return { tool, pointer: cutText(toJsonPointer(path)), argument: path.length === 0 ? undefined : escapeKey(String(path[0])), from: "string", to };
}
