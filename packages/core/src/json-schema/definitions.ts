import { keyOfSegment } from "../refusal/json-pointer.js";
import { setOwn } from "../set-own.js";
import { definitionName, nameOfRefSegment, refSegment } from "./ref-segment.js";
import { isSchemaNode } from "./subschemas.js";
import type { JsonSchema, WriteContext } from "./types.js";

/** Where definitions sit in a target's documents. */
export const definitionsKeyword = (context: WriteContext): "$defs" | "definitions" => (context.target === "draft-07" ? "definitions" : "$defs");

// keywords whose values are data, not schemas: a "$ref" inside them is a value
const DATA = new Set(["enum", "const", "default", "examples", "example"]);

/**
 * A foreign member's schema, ready to sit anywhere in a document: a foreign schema
 * writes its `$defs` at its own root and points at them (and at itself, `"#"`) from
 * the document root, which is ours. Its definitions move to the document root under
 * names of their own, and every reference is rewritten to match; a schema that
 * refers to itself becomes a definition too, and its place holds a `$ref` to it.
 *
 * @example
 * ```ts
 * // Zod's recursive { name, children: Cat[] }, as `{ …, items: { $ref: "#" } }`, becomes
 * // { $ref: "#/$defs/schema1" }, with $defs.schema1 = { …, items: { $ref: "#/$defs/schema1" } }
 * ```
 */
export function hoistDefinitions(written: JsonSchema, context: WriteContext): JsonSchema {
  const { $defs: _defs, definitions: _definitions, ...body } = written;
  const local: [string, string, JsonSchema][] = [];
  for (const keyword of ["$defs", "definitions"]) {
    const group = written[keyword];
    if (!isSchemaNode(group)) continue;
    for (const [name, schema] of Object.entries(group)) {
      if (schema !== null && typeof schema === "object") local.push([keyword, name, schema as JsonSchema]);
    }
  }
  const into = definitionsKeyword(context);
  const all = context.definitions;
  const renamed = new Map<string, string>();
  const reserve = (wanted: string): string => {
    let name = wanted;
    for (let n = 2; all.has(name) || [...renamed.values()].includes(name); n++) name = `${wanted}_${n}`;
    return name;
  };
  for (const [keyword, name] of local) renamed.set(`${keyword}/${name}`, reserve(definitionName(name)));
  // the new name of the local definition a reference names, its segments read by `read`; a first
  // segment other than "$defs" or "definitions", or one no name gives, finds none
  let read: (segment: string) => string | undefined = keyOfSegment;
  const renamedOf = (pointer: string, by = read): string | undefined => {
    const [first, second] = pointer.slice(2).split("/", 2).map(by);
    return second === undefined ? undefined : renamed.get(`${first}/${second}`);
  };
  // References are read as their writer meant them: as written (Zod writes an id as it is:
  // "#/$defs/50%25off" names "50%25off"), unless one names a definition only percent-decoded, as
  // RFC 6901 §6 reads it ("#/$defs/a%20b" names "a b"); one reading for the whole schema, so that
  // "é" and "%C3%A9" stay two. The rewriting walk, its copies dropped, with a target that only looks.
  let referred = false;
  const look = (pointer: string): string => {
    referred = true;
    if (renamedOf(pointer) === undefined && renamedOf(pointer, nameOfRefSegment) !== undefined) read = nameOfRefSegment;
    return pointer;
  };
  rewrite(body, look);
  for (const [, , schema] of local) rewrite(schema, look);
  if (local.length === 0 && !referred) return written;

  // the definition the schema's own body becomes, made at the first reference into it
  let self: string | undefined;
  const itself = (): string => `#/${into}/${refSegment((self ??= reserve("schema")))}`;
  // a reference to a definition names it under its new name, the rest of the pointer as written;
  // any other points into the body, now the definition `self`
  const target = (pointer: string): string => {
    if (pointer === "#" || pointer === "#/") return itself();
    const segments = pointer.slice(2).split("/");
    const name = renamedOf(pointer);
    if (name !== undefined) return [`#/${into}/${refSegment(name)}`, ...segments.slice(2)].join("/");
    return `${itself()}/${segments.join("/")}`;
  };
  for (const [keyword, name, schema] of local) all.set(renamed.get(`${keyword}/${name}`)!, rewrite(schema, target) as JsonSchema);
  const rewritten = rewrite(body, target) as JsonSchema;
  if (self === undefined) return rewritten;
  all.set(self, rewritten);
  return { $ref: itself() };
}

const isLocal = (ref: unknown): ref is string => typeof ref === "string" && (ref === "#" || ref.startsWith("#/"));

function rewrite(node: unknown, target: (pointer: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, target));
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    const next = key === "$ref" && isLocal(value) ? target(value) : DATA.has(key) ? value : rewrite(value, target);
    setOwn(out, key, next);
  }
  return out;
}
