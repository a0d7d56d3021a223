import { NOT_ALLOWED, REQUIRED } from "../refusal/codes.js";
import { ValueObjectDefinitionError } from "../refusal/errors.js";
import * as sentences from "../refusal/messages.js";
import { prepareRefusal } from "../refusal/refusal.js";
import { type Locale, sayIn } from "../refusal/locale.js";
import type { LiteralSchema, LiteralValue } from "../nodes/literal.js";
import { FAILED } from "../schema.js";
import { schemaNode } from "../build-node.js";
import { writeLiteral } from "../json-schema/write-composite.js";
import { WRITE } from "../nodes/schema-node.js";
import { type IssueList } from "../issue-list.js";
import { development } from "../development.js";
import { assertArguments, assertOptionNames } from "../misuse.js";
import { type OwnMessages, ownMessages } from "../rules/own-messages.js";

/**
 * One string, number or boolean, and nothing else: `const` in JSON Schema (a
 * dialect whose provider lacks `const` says `enum: [value]`). Absent or null is
 * `value_object.required`; any other value is `value_object.not_allowed`. It is the
 * key of each object of a {@link discriminatedUnion}. Its type is the literal type.
 *
 * @example
 * ```ts
 * const Card = vo.literal("card");
 * type Card = vo.Infer<typeof Card>; // "card"
 * Card.tryCreate("cash"); // { ok: false, error: { code: "value_object.not_allowed", message: 'The value must be "card".', path: [], pointer: "" } }
 * vo.literal("card", { messages: { oneOf: "Only {values} is taken." } }); // own words: "Only card is taken."
 * ```
 */
export function literal<const V extends LiteralValue>(
  value: V,
  options: { readonly description?: string; readonly messages?: OwnMessages<"required" | "oneOf"> } = {},
): LiteralSchema<V> {
  if (/* @__PURE__ */ development() && process.env.NODE_ENV !== "production") {
    assertArguments("vo.literal", [["value", value, "literal"], ["options", options, "options"]]);
    assertOptionNames("vo.literal", options ?? {}, ["description", "messages"], "literals");
  }
  const fits = typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value));
  if (!fits) throw new ValueObjectDefinitionError("literal", "value", "must be a string, a finite number or a boolean.");
  if (options.description !== undefined && typeof options.description !== "string") throw new ValueObjectDefinitionError("literal", "description", "must be a string.");
  const declared = (value === 0 ? 0 : value) as V;
  // own words (`required`, `oneOf`; `{values}` the literal) win over the library's, in every locale
  const own = ownMessages("literal", options.messages, {}, ["required", "oneOf"], [declared]);
  const required = prepareRefusal(REQUIRED, own.required ?? sentences.required);
  const said = (locale?: Locale) => sayIn(locale, sentences.literal, declared);
  const notAllowed = own.oneOf !== undefined ? prepareRefusal(NOT_ALLOWED, own.oneOf) : prepareRefusal(NOT_ALLOWED, said(), said);
  const check = (input: unknown): unknown => (input === declared ? declared : input == null ? required : notAllowed);
  return schemaNode<LiteralSchema<V>>({
    kind: "literal" as const,
    [WRITE]: writeLiteral,
    value: declared,
    ...(options.description !== undefined ? { description: options.description } : {}),
    "~check": check,
    "~read"(input: unknown, issues: IssueList): unknown {
      if (input === declared) return declared;
      const refused = input == null ? required : notAllowed;
      issues.add(refused, []);
      return FAILED;
    },
  });
}
