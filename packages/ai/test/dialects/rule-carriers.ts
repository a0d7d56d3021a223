// Finds every rule of a languageModel schema in a lowered one (or in the schema a provider
// sent on the wire): as a keyword the dialect keeps, or as a sentence of the description.
import { isDeepStrictEqual } from "node:util";
import type { JsonSchema } from "@adcodicem/value-objects";
import { eachSubschema, isSchemaNode as isNode, ruleSentence } from "@adcodicem/value-objects/internal";
import type { KeywordTable } from "../../src/dialects/keywords.js";
import { RULE_KEYWORDS } from "../../src/dialects/keywords.js";
import { PAIRS_SENTENCE } from "../../src/dialects/sentences.js";

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
    if (isNode(original.items)) {
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
