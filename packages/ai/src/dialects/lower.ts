import type { JsonSchema } from "@adcodicem/value-objects";
import { mapSubschemas } from "@adcodicem/value-objects/internal";
import { carryRules } from "./carry.js";
import { type Judge, type KeywordTable, STRUCTURAL } from "./keywords.js";
import { closeObject, isObjectNode, isRecordNode, requireAll, toPairs } from "./reshape.js";
import { splitTypes } from "./split-types.js";
import { type TupleForm, asPrefixItems, lowerTuple } from "./tuples.js";

/** How one dialect lowers a schema: its keyword table and the reshaping its provider needs. */
export interface LoweringPlan {
  readonly keywords: KeywordTable;
  readonly judge?: Judge;
  /** Subschema keywords the provider walks besides the common ones (`oneOf`, `allOf`…): copied, not said. */
  readonly structural?: readonly string[];
  /** Every property required, the optional ones nullable (OpenAI strict mode). */
  readonly requireAll?: boolean;
  /** Records (open keys) as arrays of `{ key, value }` pairs. */
  readonly recordsAsPairs?: boolean;
  /** `additionalProperties: false` on every object. */
  readonly closeObjects?: boolean;
  /** Type arrays as `anyOf`, one branch per type. */
  readonly splitTypes?: boolean;
  /** `const` as a one-value `enum`. */
  readonly constAsEnum?: boolean;
  /** `oneOf` read as `anyOf` (a value the schemas describe matches one branch anyway). */
  readonly oneOfAsAnyOf?: boolean;
  /** How a tuple (`prefixItems`) is sent; as it is by default. */
  readonly tuples?: TupleForm;
}

/**
 * Lowers a schema with a plan, bottom-up: the subschemas first, then the node's
 * shape, then its rules (kept, or said in its description). Pure.
 *
 * @example
 * ```ts
 * const lowered = lowerWith(languageModelSchema, { keywords: geminiKeywords, splitTypes: true });
 * ```
 */
export function lowerWith(schema: JsonSchema, plan: LoweringPlan): JsonSchema {
  const structural = plan.structural === undefined ? STRUCTURAL : new Set([...STRUCTURAL, ...plan.structural]);
  const lowerNode = (input: JsonSchema, saidAbove: string): JsonSchema => {
    const node = withoutMeta(input);
    const said = typeof node.description === "string" ? node.description : "";
    // a draft-07 tuple is lowered as its 2020-12 form: one form for every dialect
    let out = asPrefixItems(mapSubschemas(node, (child, place) => lowerNode(child, place.keyword === "anyOf" ? said : "")));
    if (plan.oneOfAsAnyOf && Array.isArray(out.oneOf) && out.anyOf === undefined) {
      const { oneOf, ...rest } = out;
      out = { ...rest, anyOf: oneOf };
    }
    if (plan.constAsEnum && "const" in out && out.enum === undefined) {
      const { const: value, ...rest } = out;
      out = { ...rest, enum: [value] };
    }
    if (plan.tuples !== undefined) out = lowerTuple(out, plan.tuples);
    if (isObjectNode(out) || isRecordNode(out)) out = shapeObject(out, plan);
    out = carryRules(out, plan.keywords, plan.judge, structural, saidAbove);
    return plan.splitTypes ? splitTypes(out) : out;
  };
  return lowerNode(schema, "");
}

// Keywords about the schema document, not about a value: dropped, never said to a model
const META = ["$schema", "$id", "$comment"];
const withoutMeta = (node: JsonSchema): JsonSchema => {
  if (!META.some((k) => k in node)) return node;
  const out = { ...node };
  for (const k of META) delete out[k];
  return out;
};

function shapeObject(node: JsonSchema, plan: LoweringPlan): JsonSchema {
  if (plan.recordsAsPairs && isRecordNode(node)) return toPairs(node);
  const closed = plan.closeObjects ? closeObject(node) : node;
  return plan.requireAll ? requireAll(closed) : closed;
}
