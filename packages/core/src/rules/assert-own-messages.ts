import { ValueObjectDefinitionError } from "../refusal/errors.js";

const PLACEHOLDER = /\{([^{}]*)\}/g;

// a key a program built may be long: named, cut
const cut = (text: string) => (text.length > 64 ? `${text.slice(0, 63)}…` : text);

/**
 * Refuses own messages a schema cannot say (a development check): not an object of texts, a key
 * that is no rule of it (`keys`), a placeholder other than `{name}`, `{values}` (a closed set's) or a
 * rule option it has. The error names the schema and the key, never a text it would be given.
 */
export function assertOwnMessages(name: string, messages: unknown, keys: readonly string[], rules: object, values: readonly unknown[] | undefined): void {
  if (messages === null || typeof messages !== "object") throw new ValueObjectDefinitionError(name, "messages", "must be an object of texts.");
  for (const key of Object.keys(messages)) {
    const text = (messages as Record<string, unknown>)[key];
    if (!keys.includes(key)) throw new ValueObjectDefinitionError(name, "messages", `has no rule "${cut(key)}" to word.`);
    if (typeof text !== "string" || text === "") throw new ValueObjectDefinitionError(name, "messages", `"${key}" must be a non-empty text.`);
    for (const [, placeholder] of text.matchAll(PLACEHOLDER)) {
      const value = Object.hasOwn(rules, placeholder) ? (rules as Record<string, unknown>)[placeholder] : undefined;
      const fills = placeholder === "name" || (placeholder === "values" && values !== undefined) || typeof value === "string" || typeof value === "number";
      if (!fills) throw new ValueObjectDefinitionError(name, "messages", `"${key}" names {${cut(placeholder)}}, which is no rule of it.`);
    }
  }
}

/** The keys a schema's own messages may take: the rule options it has, and `common` (its refusals beyond them). */
export function valueObjectMessageKeys(rules: object, common: readonly string[]): string[] {
  const keys = [...common];
  for (const rule of RULE_MESSAGE_KEYS) if ((rules as Record<string, unknown>)[rule] !== undefined) keys.push(rule);
  if ((rules as Record<string, unknown>).checkAsync !== undefined) keys.push("checkTimeout");
  return keys;
}

// the rule options a message may word
const RULE_MESSAGE_KEYS = ["minItems", "maxItems", "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "min", "max"];
