// Finds every rule of a languageModel schema in a lowered one (or in the schema a provider
// sent on the wire): as a keyword the dialect keeps, or as a sentence of the description.
import { isDeepStrictEqual } from "node:util";
import type { JsonSchema } from "@adcodicem/value-objects";
import { eachSubschema, isSchemaNode as isNode, ruleSentence } from "@adcodicem/value-objects/internal";
import type { KeywordTable } from "../../src/dialects/keywords.js";
import { RULE_KEYWORDS } from "../../src/dialects/keywords.js";
import { PAIRS_SENTENCE } from "../../src/dialects/sentences.js";

/** How a description says a keyed record's key rules, and a tuple's positions. */
const EACH_KEY = "Each key of the object:";
const BY_POSITION = "The items match the schemas of anyOf by position";
const maxItemsSentence = (n: number) => ruleSentence("maxItems", n);

/** What is checked besides the rules: what the model is shown as help. */
const INFO_KEYWORDS = ["examples", "default"];

/** One rule missing from the lowered schema, or one keyword the provider rejects. */
export interface Finding {
  readonly pointer: string;
  readonly problem: string;
}

/** Other ways a sentence may carry a rule on the wire (a provider's own rewrite). */
export type Rewrites = (keyword: string, value: unknown) => readonly string[];

const nonNull = (values: unknown): unknown[] => (Array.isArray(values) ? values.filter((v) => v !== null) : []);

// The node of the lowered schema that holds the keywords of a languageModel node:
// itself, or the typed branch when a type array went as anyOf, or the value branch
// when a null branch was put around a schema without a type.
function typedView(lm: JsonSchema, low: JsonSchema): JsonSchema {
  if (!Array.isArray(low.anyOf) || Array.isArray(lm.anyOf)) return low;
  const types = Array.isArray(lm.type) ? lm.type.filter((t) => t !== "null") : [lm.type];
  const branch = low.anyOf.find((b) => isNode(b) && (types.includes(b.type) || (lm.type === undefined && b.type !== "null")));
  return isNode(branch) ? branch : low;
}

function sameValue(keyword: string, expected: unknown, actual: unknown): boolean {
  if (keyword === "enum") {
    const a = nonNull(expected);
    const b = nonNull(actual);
    return a.length === b.length && a.every((v) => b.some((w) => isDeepStrictEqual(v, w)));
  }
  return isDeepStrictEqual(expected, actual);
}

/**
 * Walks a languageModel schema and the lowered one side by side and lists what is
 * missing: a rule neither kept as a keyword the table allows nor said in the
 * description, a description of the original lost, or a rejected keyword sent.
 */
export function findMissingRules(lm: JsonSchema, lowered: JsonSchema, table: KeywordTable, rewrites: Rewrites = () => []): Finding[] {
  const findings: Finding[] = [];
  const walk = (original: JsonSchema, outer: JsonSchema, pointer: string): void => {
    const view = typedView(original, outer);
    const description = typeof outer.description === "string" ? outer.description : "";
    if (typeof original.description === "string" && !description.startsWith(original.description)) {
      findings.push({ pointer, problem: "description lost" });
    }
    for (const keyword of [...RULE_KEYWORDS, ...INFO_KEYWORDS]) {
      if (!(keyword in original)) continue;
      const value = original[keyword];
      const rejected = keyword === "format" ? !formatAllowed(table, value) : table.say.includes(keyword);
      // a dialect whose provider lacks const says enum: [value]
      const constAsEnum = keyword === "const" && Array.isArray(view.enum) && view.enum.length === 1 && isDeepStrictEqual(view.enum[0], value);
      const asKeyword = constAsEnum || (!rejected && sameValue(keyword, value, view[keyword]));
      const sentences = [ruleSentence(keyword, value), ...rewrites(keyword, value)];
      const said = sentences.some((s) => s !== "" && description.includes(s));
      if (!asKeyword && !said) findings.push({ pointer, problem: `${keyword} carried neither as a keyword nor as a sentence` });
      if (asKeyword && table.keepAndSay.includes(keyword) && !said) findings.push({ pointer, problem: `${keyword} is ignored by the provider and not said` });
    }
    const props = original.properties;
    if (isNode(props)) {
      const lowProps = isNode(view.properties) ? view.properties : {};
      for (const key of Object.keys(props)) {
        const low = lowProps[key];
        if (!isNode(low)) findings.push({ pointer: `${pointer}/properties/${key}`, problem: "property lost" });
        else walk(props[key] as JsonSchema, low, `${pointer}/properties/${key}`);
      }
    }
    if (isNode(original.propertyNames)) walkKeys(original.propertyNames, view, description, pointer);
    if (Array.isArray(original.prefixItems)) walkTuple(original, view, description, pointer);
    else if (isNode(original.items)) {
      if (isNode(view.items)) walk(original.items, view.items, `${pointer}/items`);
      else findings.push({ pointer: `${pointer}/items`, problem: "items lost" });
    }
    if (isNode(original.additionalProperties)) {
      const pairs = view.type === "array" || (Array.isArray(view.type) && view.type.includes("array"));
      const low = pairs ? (view.items as JsonSchema | undefined)?.properties : undefined;
      const value = pairs ? (isNode(low) ? low.value : undefined) : view.additionalProperties;
      if (pairs && !description.includes(PAIRS_SENTENCE)) findings.push({ pointer, problem: "pairs not said" });
      if (isNode(value)) walk(original.additionalProperties, value, `${pointer}/additionalProperties`);
      else findings.push({ pointer: `${pointer}/additionalProperties`, problem: "record values lost" });
    }
    if (Array.isArray(original.anyOf) && Array.isArray(view.anyOf)) {
      original.anyOf.forEach((branch, i) => {
        const low = (view.anyOf as unknown[])[i];
        if (isNode(branch) && isNode(low)) walk(branch, low, `${pointer}/anyOf/${i}`);
      });
    }
  };
  // a keyed record's key rules: kept as propertyNames, on the pairs' key, or said as the rules of each key
  const walkKeys = (key: JsonSchema, view: JsonSchema, description: string, pointer: string): void => {
    const pairKey = (view.items as JsonSchema | undefined)?.properties as JsonSchema | undefined;
    const low = isNode(view.propertyNames) ? view.propertyNames : isNode(pairKey) && isNode(pairKey.key) ? pairKey.key : undefined;
    if (low !== undefined) return walk(key, low, `${pointer}/propertyNames`);
    if (!description.includes(EACH_KEY)) return void findings.push({ pointer, problem: "key rules neither sent nor said" });
    const said = description.slice(description.indexOf(EACH_KEY));
    for (const keyword of RULE_KEYWORDS) {
      if (keyword in key && !said.includes(ruleSentence(keyword, key[keyword]))) findings.push({ pointer: `${pointer}/propertyNames`, problem: `key rule ${keyword} not said` });
    }
  };
  // a tuple's positions: as prefixItems, as a list under items, or as anyOf by position (said)
  const walkTuple = (original: JsonSchema, view: JsonSchema, description: string, pointer: string): void => {
    const positions = original.prefixItems as JsonSchema[];
    const anyOf = isNode(view.items) && Array.isArray(view.items.anyOf) ? view.items.anyOf : undefined;
    const low = Array.isArray(view.prefixItems) ? view.prefixItems : Array.isArray(view.items) ? view.items : anyOf;
    if (low === undefined) return void findings.push({ pointer, problem: "tuple positions lost" });
    if (low === anyOf && !description.includes(BY_POSITION)) findings.push({ pointer, problem: "positions not said" });
    positions.forEach((position, i) => {
      if (isNode(low[i])) walk(position, low[i] as JsonSchema, `${pointer}/prefixItems/${i}`);
      else findings.push({ pointer: `${pointer}/prefixItems/${i}`, problem: "position lost" });
    });
    if (isNode(original.items)) {
      const rest = low === anyOf ? anyOf[positions.length] : view.items;
      if (isNode(rest)) walk(original.items, rest, `${pointer}/items`);
      else findings.push({ pointer: `${pointer}/items`, problem: "tuple rest lost" });
    } else if (original.items === false && view.items !== false && view.maxItems !== positions.length && !description.includes(maxItemsSentence(positions.length))) {
      findings.push({ pointer, problem: "closed tuple's length lost" });
    }
  };
  walk(lm, lowered, "");
  return [...findings, ...findRejected(lowered, table)];
}

function formatAllowed(table: KeywordTable, format: unknown): boolean {
  return table.formats === "all" || table.formats.includes(String(format)) || table.otherFormats !== "say";
}

/** Every keyword the table says the provider rejects, anywhere in a schema sent to it. */
export function findRejected(schema: unknown, table: KeywordTable, pointer = ""): Finding[] {
  if (!isNode(schema)) return [];
  const findings: Finding[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (table.say.includes(key)) findings.push({ pointer, problem: `rejected keyword ${key} sent` });
    if (key === "format" && typeof value === "string" && !formatAllowed(table, value)) findings.push({ pointer, problem: `rejected format ${value} sent` });
  }
  eachSubschema(schema, (child, { keyword, key }) => {
    findings.push(...findRejected(child, table, key === undefined ? `${pointer}/${keyword}` : `${pointer}/${keyword}/${key}`));
  });
  return findings;
}
