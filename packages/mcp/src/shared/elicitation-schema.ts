// The form an MCP client shows when a server asks the user (elicitation): a flat object of
// primitives in the protocol's restricted schema (2025-06-18 and later, "Elicitation"):
// strings with lengths and four formats, numbers and integers with bounds, booleans, closed
// sets of strings. Every other rule of a value object becomes a sentence of the property's
// description, so that the user reads it; the answer is read with all of them.
import * as vo from "@adcodicem/value-objects";
import { type Parameters, parametersSchema } from "@adcodicem/value-objects/arguments";
import { ruleSentence } from "@adcodicem/value-objects/internal";

/** One property of an elicitation form, as the protocol's restricted schema allows. */
export type ElicitationProperty =
  | { type: "string"; description?: string; minLength?: number; maxLength?: number; format?: "email" | "uri" | "date" | "date-time"; default?: string }
  | { type: "string"; description?: string; enum: string[]; default?: string }
  | { type: "number" | "integer"; description?: string; minimum?: number; maximum?: number; default?: number }
  | { type: "boolean"; description?: string; default?: boolean };

/** The `requestedSchema` of an `elicitation/create` request. */
export interface ElicitationSchema {
  [key: string]: unknown;
  type: "object";
  properties: Record<string, ElicitationProperty>;
  required?: string[];
}

const FORMATS: ReadonlySet<string> = new Set(["email", "uri", "date", "date-time"]);
// what each type keeps as a keyword; `type`, `description` and `default` are handled apart
const KEPT: Readonly<Record<string, ReadonlySet<string>>> = {
  string: new Set(["minLength", "maxLength", "format"]),
  number: new Set(["minimum", "maximum"]),
  integer: new Set(["minimum", "maximum"]),
  boolean: new Set(),
};
// keywords that carry no rule of their own here
const SILENT: ReadonlySet<string> = new Set(["type", "description", "title", "default", "$schema"]);

/** A schema the protocol's form cannot carry: thrown before anything is sent. */
export class ElicitationSchemaError extends TypeError {
  override readonly name = "ElicitationSchemaError";
}

function sentence(before: unknown, sentences: readonly string[]): string | undefined {
  const said = sentences.filter((s) => s !== "");
  const text = typeof before === "string" && before !== "" ? before : undefined;
  if (said.length === 0) return text;
  return text === undefined ? said.join(" ") : `${text}\n\n${said.join(" ")}`;
}

function property(key: string, written: vo.JsonSchema, locale: vo.Locale | undefined): ElicitationProperty {
  const cannot = (why: string) => new ElicitationSchemaError(`The elicitation form cannot carry '${key}': ${why}; it takes strings, numbers, integers, booleans and closed sets of strings only.`);
  const type = written.type;
  const values = Array.isArray(written.enum) ? written.enum : "const" in written ? [written.const] : undefined;
  if (values !== undefined) {
    if (!values.every((v) => typeof v === "string")) throw cannot("a closed set of values other than strings");
    const description = sentence(written.description, []);
    return { type: "string", enum: values as string[], ...(description === undefined ? {} : { description }), ...(typeof written.default === "string" ? { default: written.default } : {}) };
  }
  if (typeof type !== "string" || !(type in KEPT)) throw cannot(Array.isArray(type) ? "a value that may be null" : type === undefined ? "a union or a reference" : `a value of type ${String(type)}`);
  const kept: Record<string, unknown> = { type };
  const said: string[] = [];
  for (const [keyword, value] of Object.entries(written)) {
    if (SILENT.has(keyword)) continue;
    if (KEPT[type].has(keyword) && (keyword !== "format" || FORMATS.has(String(value)))) kept[keyword] = value;
    else said.push(ruleSentence(keyword, value, locale));
  }
  const description = sentence(written.description, said);
  if (description !== undefined) kept.description = description;
  if (written.default !== undefined && typeof written.default === (type === "integer" ? "number" : type)) kept.default = written.default;
  return kept as ElicitationProperty;
}

/**
 * The `requestedSchema` of an elicitation form for a flat object of value objects: each
 * member in the protocol's restricted schema (strings with `minLength`, `maxLength` and
 * the formats email, uri, date and date-time; numbers and integers with `minimum` and
 * `maximum`; booleans; closed sets of strings as `enum`), every other rule (a pattern, a
 * `multipleOf`, an exclusive bound, another format, a date bound) a sentence of the
 * property's description (in `locale` where one is given). Throws {@link ElicitationSchemaError} for a schema the protocol
 * cannot carry (a nested object, a list, a union, a nullable member), before anything is sent.
 *
 * @example
 * ```ts
 * elicitationSchema({ email: Email, quantity: Quantity });
 * // { type: "object", properties: { email: { type: "string", format: "email", … }, quantity: { type: "integer", minimum: 1, maximum: 100 } }, required: ["email", "quantity"] }
 * ```
 */
export function elicitationSchema(parameters: Parameters, locale?: vo.Locale): ElicitationSchema {
  const written = vo.toJsonSchema(parametersSchema(parameters), { profile: "languageModel", locale });
  if (written.$defs !== undefined || written.definitions !== undefined) throw new ElicitationSchemaError("The elicitation form cannot carry a recursive schema.");
  const properties: Record<string, ElicitationProperty> = {};
  for (const [key, schema] of Object.entries((written.properties ?? {}) as Record<string, vo.JsonSchema>)) {
    Object.defineProperty(properties, key, { value: property(key, schema, locale), enumerable: true, writable: true, configurable: true });
  }
  const required = Array.isArray(written.required) ? (written.required as string[]) : [];
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
}
