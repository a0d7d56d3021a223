import type { JsonSchema } from "@adcodicem/value-objects";
import { eachSubschema, isSchemaNode, keyRuleSentence, ruleSentence } from "@adcodicem/value-objects/internal";
import { jsonEqual } from "./json-equal.js";
import { sentChild } from "./sent-child.js";

/**
 * Where one declared rule went in what a provider receives:
 * - `keyword`: the schema keyword is there, with its value, at the rule's place;
 * - `sentence`: the rule's sentence is in the description at that place (the keyword is not);
 * - `both`: the keyword is there and its sentence too (a provider that accepts the keyword but ignores it);
 * - `lost`: neither.
 */
export type RuleWhere = "keyword" | "sentence" | "both" | "lost";

/** One rule of a schema, named by its place in the declared (`languageModel`) schema and its keyword. */
export interface RulePlace {
  /** JSON Pointer into the declared schema (`""` at the root, `/properties/quantity`). */
  readonly pointer: string;
  /** The keyword that holds the rule (`maximum`, `pattern`…), or `description` for the sentences the declared schema already says. */
  readonly rule: string;
  readonly where: RuleWhere;
}

// What is not a rule of a value: the schema's shape (walked), help for the model, document keywords.
// `description` is its own rule: what the declared schema says in words (checkDescription, date bounds, formats JSON Schema lacks).
// A tuple's `additionalItems` (draft-07's `items` after its positions) and a record's `propertyNames` are shapes
// too: the rules are their subschemas' (a closed tuple's length is its `maxItems`), and each dialect reshapes them.
const NOT_RULES: ReadonlySet<string> = new Set([
  "description", "title", "examples", "default", "$schema", "$id", "$comment", "$defs", "definitions", "$ref", "type", "properties", "required",
  "additionalProperties", "items", "prefixItems", "additionalItems", "propertyNames", "anyOf", "oneOf", "deprecated", "readOnly", "writeOnly", "nullable",
]);

const SUBSCHEMA_HOLDERS: ReadonlySet<string> = new Set(["allOf", "not", "if", "then", "else", "contains", "patternProperties", "dependentSchemas", "dependencies", "additionalItems", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "contentSchema"]);

// How a description says a keyed record's key rules where no keyword carries them: "Each key of the object: …"
const KEY_LEAD = keyRuleSentence({ description: "." }).slice(0, -1);
// What the descriptions say of each key: the text after the lead (the key's rules are said there, in one paragraph)
const saidOfKeys = (descriptions: readonly string[]): string[] =>
  descriptions.flatMap((d) => (d.includes(KEY_LEAD) ? [d.slice(d.indexOf(KEY_LEAD) + KEY_LEAD.length)] : []));

const escape = (segment: string | number): string => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
const nonNull = (values: unknown): unknown[] => (Array.isArray(values) ? values.filter((v) => v !== null) : []);

// The nodes of the lowered schema that may hold a declared node's keywords: the node itself, and
// its branches when the lowering put an `anyOf` where the declared node had none (a type array
// split into one branch per type; a null branch around a schema without a type).
function viewsOf(declared: JsonSchema, lowered: JsonSchema): JsonSchema[] {
  if (!Array.isArray(lowered.anyOf) || Array.isArray(declared.anyOf) || Array.isArray(declared.oneOf)) return [lowered];
  return [lowered, ...lowered.anyOf.filter(isSchemaNode)];
}

// A keyword's value as sent says the same rule: equal, a const sent as a one-value enum,
// an enum whose null went to a branch of its own; a keyword holding subschemas is there (its subschemas are walked).
function sameRule(keyword: string, declared: unknown, view: JsonSchema): boolean {
  if (keyword === "const" && Array.isArray(view.enum) && view.enum.length === 1 && jsonEqual(view.enum[0], declared)) return true;
  if (!Object.hasOwn(view, keyword)) return false;
  const sent = view[keyword];
  if (SUBSCHEMA_HOLDERS.has(keyword)) return true;
  if (keyword === "enum") {
    const a = nonNull(declared);
    const b = nonNull(sent);
    return a.length === b.length && a.every((v) => b.some((w) => jsonEqual(v, w)));
  }
  return jsonEqual(declared, sent);
}

// Whether a description says a keyword's rule: its sentence, or for a keyword holding
// subschemas (said as `allOf: [...]`, its subschemas lowered first) the keyword's own lead.
function says(descriptions: readonly string[], keyword: string, value: unknown): boolean {
  const sentence = SUBSCHEMA_HOLDERS.has(keyword) ? `${keyword}: ` : ruleSentence(keyword, value);
  return sentence !== "" && descriptions.some((d) => d.includes(sentence));
}

// Deeper than any schema a person writes; stops a walk of a hostile nesting before the stack does
const MAX_WALK = 256;

/**
 * Every rule of a declared (`languageModel`) schema, in the order it is written, and where
 * each went in a schema a provider receives: found there, not read from any dialect's table.
 * A subschema the lowering said as a sentence (an `allOf` a provider rejects) carries the rules
 * inside it in that sentence.
 *
 * @example
 * ```ts
 * rulePlaces({ type: "integer", maximum: 100 }, { description: "The value must be less than or equal to 100.", type: "integer" });
 * // [{ pointer: "", rule: "maximum", where: "sentence" }]
 * ```
 */
export function rulePlaces(declared: JsonSchema, sent: JsonSchema): RulePlace[] {
  const places: RulePlace[] = [];
  const walk = (node: JsonSchema, lowered: JsonSchema | undefined, pointer: string, inSentence: boolean, above: readonly string[], depth: number): void => {
    if (depth > MAX_WALK) return;
    const views = lowered === undefined ? [] : viewsOf(node, lowered);
    // a branch of a union leaves what its union's description says already unsaid (the dialects' rule)
    const descriptions = [...views.map((v) => v.description).filter((d): d is string => typeof d === "string"), ...above];
    const place = (rule: string, keyword: boolean, sentence: boolean): void => {
      const where: RuleWhere = keyword ? (sentence ? "both" : "keyword") : sentence || inSentence ? "sentence" : "lost";
      places.push({ pointer, rule, where });
    };
    if (typeof node.description === "string" && node.description !== "") {
      const text = node.description;
      place("description", false, descriptions.some((d) => d.includes(text)));
    }
    for (const [keyword, value] of Object.entries(node)) {
      if (NOT_RULES.has(keyword)) continue;
      if (keyword === "uniqueItems" && value !== true) continue;
      place(keyword, views.some((v) => sameRule(keyword, value, v)), says(descriptions, keyword, value));
    }
    eachSubschema(node, (child, at) => {
      const next = `${pointer}/${escape(at.keyword)}${at.key === undefined ? "" : `/${escape(at.key)}`}`;
      const loweredChild = sentChild(node, views, at.keyword, at.key);
      // a subschema said in its holder's sentence carries its rules there
      const said = inSentence || (loweredChild === undefined && SUBSCHEMA_HOLDERS.has(at.keyword) && says(descriptions, at.keyword, undefined));
      const branch = at.keyword === "anyOf" || at.keyword === "oneOf";
      // a record's key rules may be said in the record's description, its keyword sent or not
      const around = at.keyword === "propertyNames" ? saidOfKeys(descriptions) : branch ? descriptions : [];
      walk(child as JsonSchema, loweredChild, next, said, around, depth + 1);
    });
  };
  walk(declared, sent, "", false, [], 0);
  return places;
}
