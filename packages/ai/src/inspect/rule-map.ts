import { setOwn } from "@adcodicem/value-objects/internal";
import { ProviderLimitError } from "../dialects/limits.js";
import { type DialectName, dialects as everyDialect } from "../dialects/names.js";
import { type RuleWhere, rulePlaces } from "./rule-places.js";
import { sentSchema } from "./sent-schema.js";
import { readTool } from "./tool-source.js";

/**
 * Where each rule went, per dialect: `map[dialect][pointer][rule]`, the pointer into the declared
 * schema. A dialect whose provider refuses the schema holds one entry at the root: the provider
 * limit's name, `"refused"` (`{ "": { "recursive definitions": "refused" } }`).
 */
export type RuleMap = { readonly [D in DialectName]?: { readonly [pointer: string]: { readonly [rule: string]: RuleWhere | "refused" } } };

/** The options of {@link ruleMap}. */
export interface RuleMapOptions {
  /** The dialects to map; every dialect by default, in their stable order. */
  readonly dialects?: readonly DialectName[];
}

/**
 * Where each rule a tool declares goes in what each provider receives: kept as a `keyword`,
 * carried as a `sentence` of the description, `both`, or `lost`. Read from the schema each
 * dialect sends (the tool's own where an adapter made it for that dialect), not from any
 * table. A plain object in a stable order, for a snapshot test: a change that loses or moves
 * a rule changes it. Takes a `vo.object` schema, an AI SDK tool whose schema is a value-object
 * schema, or what any adapter of this package made (a tool, a function, an answer format).
 * Throws a `TypeError` for anything else. A dialect whose provider would refuse the schema
 * (a `ProviderLimitError` from a maker: a recursive schema under Anthropic strict, a schema past
 * OpenAI strict's limits) is not thrown: its entry says so, as the inspector's column does, by the
 * limit's name alone (`{ "": { "recursive definitions": "refused" } }`), no count.
 *
 * @example
 * ```ts
 * const map = ruleMap(OrderParameters, { dialects: ["openai-strict", "gemini"] });
 * map["openai-strict"]?.["/properties/quantity"]?.maximum; // "keyword"
 * map.gemini?.["/properties/iban"]?.minLength; // "both"
 * ruleMap(Category).anthropic; // { "": { "recursive definitions": "refused" } } (a vo.lazy tree)
 * ```
 */
export function ruleMap(tool: unknown, options: RuleMapOptions = {}): RuleMap {
  const source = readTool(tool);
  if (source === undefined) throw new TypeError("ruleMap takes a vo.object schema, an AI SDK tool of value objects, or a tool an adapter of this package made.");
  const map: Record<string, Record<string, Record<string, RuleWhere>>> = {};
  for (const dialect of options.dialects ?? everyDialect) {
    if (!everyDialect.includes(dialect)) throw new TypeError(`Unknown dialect: ${String(dialect)}.`);
    let sent;
    try {
      sent = sentSchema(source, dialect).schema;
    } catch (error) {
      if (!(error instanceof ProviderLimitError)) throw error;
      setOwn(map, dialect, { "": { [error.limit]: "refused" } });
      continue;
    }
    const byPointer: Record<string, Record<string, RuleWhere>> = {};
    for (const { pointer, rule, where } of rulePlaces(source.declared, sent)) {
      if (!Object.hasOwn(byPointer, pointer)) setOwn(byPointer, pointer, {});
      setOwn(byPointer[pointer] as Record<string, RuleWhere>, rule, where);
    }
    setOwn(map, dialect, byPointer);
  }
  return map as RuleMap;
}
