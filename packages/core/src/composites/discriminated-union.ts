import { NOT_ALLOWED, REQUIRED } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import { refusedAs } from "../refusal/messages.js";
import * as sentences from "../refusal/messages.js";
import { type Locale, sayIn } from "../refusal/locale.js";
import { foldCase } from "../rules/case-folding.js";
import type { DiscriminatedUnionSchema } from "../nodes/discriminated-union.js";
import type { ObjectSchema } from "../nodes/object.js";
import { isOwnSchema, type SchemaNode, WRITE } from "../nodes/schema-node.js";
import { FAILED, type ReadIssue, type Reader, type Schema } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { isObjectInput } from "./object-input.js";
import { withName } from "./object-check.js";
import { lazyReader } from "../compile/lazy-reader.js";
import { compileDiscriminatedUnionReader } from "../compile/discriminated-union-reader.js";
import { writeUnion } from "../json-schema/write-composite.js";
import { type IssueList } from "../issue-list.js";
import { development } from "../development.js";
import { assertArguments, assertOptionNames } from "../misuse.js";
import { type OwnMessages, ownMessages } from "../rules/own-messages.js";
import { ownCompositeIssues } from "./issues.js";

/** Options of {@link discriminatedUnion}. */
export interface DiscriminatedUnionRules {
  /** What the value is, for a person and a model. */
  readonly description?: string;
  /** The name the union's own refusals carry (`The value is not a valid Payment: …`). */
  readonly name?: string;
  /**
   * The union's own words for its refusals (its alternatives keep theirs): `required` (absent, or its
   * key absent), `type` (not an object), `oneOf` (a key it does not know; `{values}` its keys).
   */
  readonly messages?: OwnMessages<"required" | "type" | "oneOf">;
}

/**
 * Objects told apart by one member, `key`, which each object declares as a
 * `vo.literal` (or a `vo.oneOf`). The key picks the object, whose refusals come back
 * at their paths; a missing key is `value_object.required` at `[key]`, an unknown one
 * `value_object.not_allowed` at `[key]`. The object is looked up, not searched for:
 * checking costs the same whatever the number of alternatives. `anyOf` in JSON Schema;
 * the value's type narrows by its key.
 *
 * @example
 * ```ts
 * const Action = vo.discriminatedUnion("type", [
 *   vo.object({ type: vo.literal("refund"), amount: Amount }),
 *   vo.object({ type: vo.literal("cancel"), reason: vo.optional(Reason) }),
 * ]);
 * Action.tryCreate({ type: "ship" });
 * // { ok: false, error: { code: "value_object.not_allowed", message: "The value must be one of: refund, cancel.", path: ["type"], pointer: "/type" } }
 * ```
 */
export function discriminatedUnion<
  const K extends string,
  // `string | undefined`, not `any`: an object written inline infers its name from this context when it has none (`any`, a brand `any`)
  const A extends readonly [ObjectSchema<any, string | undefined>, ...ObjectSchema<any, string | undefined>[]],
>(
  key: K,
  alternatives: A,
  rules: DiscriminatedUnionRules = {},
): DiscriminatedUnionSchema<K, A> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertArguments("vo.discriminatedUnion", [["key", key, "key"], ["alternatives", alternatives, "objects"], ["rules", rules, "rules"]]);
    assertOptionNames("vo.discriminatedUnion", rules ?? {}, ["description", "name", "messages"], "discriminated unions");
  }
  const label = typeof rules?.name === "string" ? rules.name : "discriminatedUnion";
  if (typeof key !== "string" || key === "") throw new ValueObjectDefinitionError(label, "key", "must be a non-empty string.");
  if (!Array.isArray(alternatives) || alternatives.length === 0) throw new ValueObjectDefinitionError(label, "alternatives", "must be a non-empty array.");
  if (rules === null || typeof rules !== "object") throw new ValueObjectDefinitionError(label, "rules", "must be an object.");
  for (const option of ["description", "name"] as const) {
    if (rules[option] !== undefined && (typeof rules[option] !== "string" || rules[option] === "")) throw new ValueObjectDefinitionError(label, option, "must be a non-empty string.");
  }
  // every value of every key, to the index of its object: one lookup per check
  const exact = new Map<unknown, number>();
  const folded = new Map<string, number>();
  const readers: Reader[] = [];
  const valuesOf: (readonly unknown[])[] = [];
  const declared: (string | number | boolean)[] = [];
  let longest = 0;
  alternatives.forEach((alternative, index) => {
    if (!isOwnSchema(alternative) || alternative.kind !== "object") throw new ValueObjectDefinitionError(label, "alternatives", `alternative ${index + 1} must be a vo.object(...).`);
    const member = Object.hasOwn(alternative.shape, key) ? (alternative.shape as Record<string, Schema>)[key] : undefined;
    const values = keyValues(member);
    if (values === undefined) throw new ValueObjectDefinitionError(label, "key", `alternative ${index + 1} must declare ${JSON.stringify(key)} as a vo.literal or a vo.oneOf.`);
    readers.push(alternative["~read"]);
    valuesOf.push(values);
    const ignoreCase = member!.kind === "oneOf" && (member as { rules?: { ignoreCase?: boolean } }).rules?.ignoreCase === true;
    for (const value of values) {
      if (exact.has(value)) throw new ValueObjectDefinitionError(label, "key", `the value ${JSON.stringify(value)} picks two alternatives.`);
      exact.set(value, index);
      declared.push(value);
      if (typeof value === "string") {
        longest = Math.max(longest, value.length);
        if (ignoreCase) {
          const fold = foldCase(value);
          if (folded.has(fold) && folded.get(fold) !== index) throw new ValueObjectDefinitionError(label, "key", `the value ${JSON.stringify(value)} picks two alternatives (ignoring case).`);
          folded.set(fold, index);
        }
      }
    }
  });
  // a key taken exactly by one alternative and, case ignored, by another: either could answer
  if (folded.size > 0) {
    for (const [value, index] of exact) {
      const other = typeof value === "string" ? folded.get(foldCase(value)) : undefined;
      if (other !== undefined && other !== index) throw new ValueObjectDefinitionError(label, "key", `the value ${JSON.stringify(value)} picks two alternatives (ignoring case).`);
    }
  }
  const name = rules.name;
  const named = (issue: ReadIssue): ReadIssue => (name === undefined ? issue : withName(name, issue));
  const own = ownMessages(label, rules.messages, {}, ["required", "type", "oneOf"], declared);
  const made = ownCompositeIssues(own);
  // the keys it knows, said in the locale of the read (own words stay as written)
  const keysSaid = own.oneOf === undefined ? (locale?: Locale) => sayIn(locale, sentences.oneOf, declared.map(String)) : undefined;
  const unknownKey = own.oneOf ?? keysSaid!();
  const required = own.required ?? sentences.required;
  // fresh issues each time: a composite above prefixes their paths in place
  const missing = (): ReadIssue => named({ code: REQUIRED, message: required, path: [key] });
  const notAllowed = (): ReadIssue => named({ code: NOT_ALLOWED, message: unknownKey, path: [key], said: keysSaid });
  const notObject = (input: unknown, issues: IssueList): unknown => {
    isObjectInput(input, issues, named, made);
    return FAILED;
  };
  const pick = (value: unknown): number | undefined => {
    const index = exact.get(value);
    // a key of a oneOf with ignoreCase: its spellings fold to one; a text far longer than any key is none
    if (index === undefined && folded.size > 0 && typeof value === "string" && value.length <= longest * 3) return folded.get(foldCase(value));
    return index;
  };
  // the loop every runtime can run; compiled per discriminated union where code generation is allowed
  const loop = (input: unknown, issues: IssueList): unknown => {
    if (!isObjectInput(input, issues, named, made)) return FAILED;
    const value = Object.hasOwn(input, key) ? input[key] : undefined;
    if (value == null) {
      issues.add(missing());
      return FAILED;
    }
    const index = pick(value);
    if (index === undefined) {
      issues.add(notAllowed());
      return FAILED;
    }
    return readers[index](input, issues);
  };
  return schemaNode<DiscriminatedUnionSchema<K, A>>({
    kind: "discriminatedUnion" as const,
    [WRITE]: writeUnion,
    key,
    alternatives: Object.freeze([...alternatives]),
    ...(rules.description !== undefined ? { description: rules.description } : {}),
    ...(name !== undefined ? { name } : {}),
    "~read": lazyReader(loop, () => compileDiscriminatedUnionReader({ key, readers, values: valuesOf, pick, notObject, missing, unknownKey: notAllowed })),
  });
}

// the values a key member takes: a literal's one, a oneOf's set (described or not)
function keyValues(member: Schema | undefined): readonly (string | number | boolean)[] | undefined {
  if (member === undefined) return undefined;
  // a member of this library's (the caller checked `~read`): its kind tells its node apart
  const node = member as SchemaNode;
  if (node.kind === "literal") return [node.value];
  if (node.kind === "oneOf") return node.values;
  return undefined;
}
