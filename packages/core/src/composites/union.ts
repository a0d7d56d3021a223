import { NO_MATCH, REQUIRED } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import * as sentences from "../refusal/messages.js";
import type { UnionSchema } from "../nodes/union.js";
import { type AnySchema, FAILED } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { toNode } from "./to-node.js";
import { lazyReader } from "../compile/lazy-reader.js";
import { compileUnionReader } from "../compile/union-reader.js";
import { writeUnion } from "../json-schema/write-composite.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList, SCRATCH } from "../issue-list.js";
import { development } from "../development.js";
import { assertArguments, assertOptionNames } from "../misuse.js";
import { refusal } from "../kinds/compiled.js";
import { type OwnMessages, ownMessages } from "../rules/own-messages.js";

/** Options of {@link union}. */
export interface UnionRules {
  /** What the value is, for a person and a model. */
  readonly description?: string;
  /** Own sentences (`{ noMatch: "Send an order number or an IBAN." }`): see `vo.OwnMessages`. */
  readonly messages?: OwnMessages<"required" | "noMatch">;
}

/**
 * A value of one of several forms. The alternatives are tried in order and the first
 * that accepts the value answers; when none does, the refusal is
 * `value_object.no_match`, naming the union and never the value. Absent or null
 * (where no alternative takes it) is `value_object.required`. `anyOf` in JSON Schema.
 *
 * @example
 * ```ts
 * const OrderNumber = vo.string("OrderNumber", { pattern: "^ORD-[0-9]{6}$" });
 * const Reference = vo.union("Reference", [OrderNumber, Iban]);
 * Reference.tryCreate("nothing");
 * // { ok: false, error: { code: "value_object.no_match",
 * //   message: "The value is not a valid Reference: The value matches none of the allowed forms.", path: [], pointer: "" } }
 * ```
 */
export function union<const Name extends string, const A extends readonly [AnySchema, ...AnySchema[]]>(
  name: Name,
  alternatives: A,
  rules: UnionRules = {},
): UnionSchema<A, Name> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertArguments("vo.union", [["name", name, "name"], ["alternatives", alternatives, "schemas"], ["rules", rules, "rules"]], name);
    assertOptionNames(name, rules ?? {}, ["description", "messages"], "unions");
  }
  if (typeof name !== "string" || name.trim() === "") throw new ValueObjectDefinitionError(String(name), "name", "must be a non-empty string.");
  if (!Array.isArray(alternatives) || alternatives.length === 0) throw new ValueObjectDefinitionError(name, "alternatives", "must be a non-empty array.");
  if (rules === null || typeof rules !== "object") throw new ValueObjectDefinitionError(name, "rules", "must be an object.");
  if (rules.description !== undefined && typeof rules.description !== "string") throw new ValueObjectDefinitionError(name, "description", "must be a string.");
  const nodes = alternatives.map((alternative, index) => toNode(alternative, `${name} alternative ${index + 1}`));
  const readers = nodes.map((node) => node["~read"]);
  const own = ownMessages(name, rules.messages, {}, ["required", "noMatch"]);
  // the union's two refusals, each with how a locale says it (own words win over the locale's)
  const noMatch = refusal(name, NO_MATCH, sentences.noMatch, undefined, own.noMatch);
  const required = refusal(name, REQUIRED, sentences.required, undefined, own.required);
  const refuse = (input: unknown, issues: IssueList): unknown => {
    issues.add(input == null ? required : noMatch, []);
    return FAILED;
  };
  // the loop every runtime can run; compiled per union where code generation is allowed
  const loop = (input: unknown, issues: IssueList): unknown => {
    // the alternatives' refusals are not the union's: each reads into a list that keeps none and stops at the first
    for (const read of readers) {
      const out = read(input, SCRATCH);
      if (out !== FAILED) return out;
    }
    return refuse(input, issues);
  };
  return schemaNode<UnionSchema<A, Name>>({
    kind: "union" as const,
    [WRITE]: writeUnion,
    name,
    alternatives: Object.freeze(nodes),
    ...(rules.description !== undefined ? { description: rules.description } : {}),
    "~read": lazyReader(loop, () => compileUnionReader({ nodes, readers, refuse, scratch: SCRATCH })),
  });
}
