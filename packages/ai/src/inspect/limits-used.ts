import type { JsonSchema } from "@adcodicem/value-objects";
import { countSchema, providerLimits } from "../dialects/limits.js";
import type { DialectName } from "../dialects/names.js";

/** One provider limit a schema uses: what it holds against the most the provider takes. */
export interface LimitUse {
  /** What is limited (`nesting depth`, `optional parameters`…). */
  readonly limit: string;
  readonly count: number;
  readonly max: number;
}

/**
 * The documented limits of strict schemas one schema uses under a dialect: OpenAI strict mode's
 * (nesting depth, properties, enum values, `characters` of property names, definition names, enum and
 * const values, `long enum characters` of one enum past 250 values), Anthropic's for a strict tool or answer (optional and union-typed parameters, which a
 * request shares with its other strict tools). None for a dialect without such limits.
 *
 * @example
 * ```ts
 * limitsUsed(lowered, "openai-strict", true)[0]; // { limit: "nesting depth", count: 2, max: 10 }
 * ```
 */
export function limitsUsed(schema: JsonSchema, dialect: DialectName, strict: boolean): LimitUse[] {
  const counts = countSchema(schema);
  if (dialect === "openai-strict") {
    const max = providerLimits.openaiStrict;
    return [
      { limit: "nesting depth", count: counts.depth, max: max.depth },
      { limit: "object properties", count: counts.properties, max: max.properties },
      { limit: "enum values", count: counts.enumValues, max: max.enumValues },
      { limit: "characters", count: counts.characters, max: max.characters },
      { limit: "long enum characters", count: counts.longEnumCharacters, max: max.enumCharacters },
    ];
  }
  if (dialect === "anthropic" && strict) {
    const max = providerLimits.anthropicStrict;
    return [
      { limit: "optional parameters", count: counts.optional, max: max.optional },
      { limit: "union parameters", count: counts.unions, max: max.unions },
    ];
  }
  return [];
}
