import * as vo from "@adcodicem/value-objects";
import { numberFromText, setOwn } from "@adcodicem/value-objects/internal";

/**
 * Turns what a client sent as text for one parameter into the JSON value its rules
 * read: a string, or a list of strings for an exploded URI template variable.
 */
export type TextReader = (text: string | readonly string[]) => unknown;


type Scalar = (text: string) => unknown;

const asText: Scalar = (text) => text;
// a number read as numeric value objects read text; other text stays text, and the rules refuse it
const asNumber: Scalar = (text) => numberFromText(text) ?? text;
const asJson: Scalar = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return text; // the rules refuse it as the wrong JSON type
  }
};

const typesOf = (schema: unknown): string[] => {
  const type = (schema as vo.JsonSchema | undefined)?.type;
  return typeof type === "string" ? [type] : Array.isArray(type) ? type.filter((t): t is string => typeof t === "string") : [];
};

// a boolean is written true or false, and nothing else reads as one
const asBoolean: Scalar = (text) => (text === "true" ? true : text === "false" ? false : text);

const scalarFor = (schema: unknown): Scalar => {
  const alternatives = (schema as vo.JsonSchema | undefined)?.anyOf;
  if (Array.isArray(alternatives)) return unionScalar(alternatives);
  const types = typesOf(schema);
  if (types.length === 0 || types.includes("string")) return asText;
  if (types.includes("integer") || types.includes("number")) return asNumber;
  return types.length === 1 && types[0] === "boolean" ? asBoolean : asJson;
};

/**
 * A union's text: read as each alternative reads it, in order, and kept as the first
 * reading that alternative's type, closed set and pattern take (the rules then decide);
 * as text when none does. `"42"` for an order number or an id is the id 42.
 */
function unionScalar(alternatives: readonly unknown[]): Scalar {
  const readings = alternatives.map((alternative) => ({ read: scalarFor(alternative), fits: fitsOf(alternative) }));
  return (text) => {
    for (const { read, fits } of readings) {
      const value = read(text);
      if (fits(value)) return value;
    }
    return text;
  };
}

const jsonTypeOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value;

// whether a value read from text can be an alternative's: its JSON type, const, enum and pattern
function fitsOf(alternative: unknown): (value: unknown) => boolean {
  const node = (alternative ?? {}) as vo.JsonSchema;
  const types = typesOf(node);
  let pattern: RegExp | undefined;
  try {
    pattern = typeof node.pattern === "string" ? new RegExp(node.pattern, "u") : undefined;
  } catch {
    pattern = undefined;
  }
  return (value) => {
    const type = jsonTypeOf(value);
    if (types.length > 0 && !types.includes(type) && !(type === "integer" && types.includes("number"))) return false;
    if ("const" in node && node.const !== value) return false;
    if (Array.isArray(node.enum) && !node.enum.includes(value)) return false;
    return pattern === undefined || typeof value !== "string" || pattern.test(value);
  };
}

// how each item of a list is read, by its index: a tuple's positions by their own schemas
// (2020-12 `prefixItems`, or draft-07 `items` as a list), the items after them by the rest's
// (`items`, or `additionalItems`); past a closed tuple, as text (the rules refuse the length)
function itemReader(list: vo.JsonSchema): (text: string, index: number) => unknown {
  const positions = Array.isArray(list.prefixItems) ? list.prefixItems : Array.isArray(list.items) ? list.items : [];
  const rest = scalarFor(Array.isArray(list.items) ? list.additionalItems : list.items);
  const byPosition = positions.map(scalarFor);
  return (text, index) => (index < byPosition.length ? byPosition[index](text) : rest(text));
}

const readerFor = (schema: unknown): TextReader => {
  const types = typesOf(schema);
  if (types.includes("array") && !types.includes("string")) {
    // a list arrives as JSON text, as comma-separated text (RFC 6570), or already split
    const item = itemReader(schema as vo.JsonSchema);
    return (text) => (typeof text !== "string" ? text.map(item) : text.trimStart().startsWith("[") ? asJson(text) : text === "" ? [] : text.split(",").map(item));
  }
  const scalar = scalarFor(schema);
  return (text) => (typeof text === "string" ? scalar(text) : text.map(scalar));
};

/**
 * How each parameter's text is read, decided once from the parameters' JSON Schema.
 * Prompt arguments and URI template variables always arrive as strings: a string
 * parameter takes the text as it is; a numeric one reads a number written as JSON
 * (`"42"` is 42; other text stays text and is refused as `value_object.not_parsable`);
 * a list reads JSON text or comma-separated items, each as its schema's type (a tuple's by
 * position, then by its rest's); an object reads JSON text.
 *
 * @example
 * ```ts
 * const readers = textReaders(vo.toJsonSchema(Params, { profile: "languageModel" }));
 * readers.quantity("42"); // 42
 * ```
 */
export function textReaders(objectSchema: vo.JsonSchema): Readonly<Record<string, TextReader>> {
  const properties = (objectSchema.properties ?? {}) as Record<string, unknown>;
  const readers: Record<string, TextReader> = Object.create(null);
  for (const key of Object.keys(properties)) readers[key] = readerFor(properties[key]);
  return readers;
}

/**
 * Reads a record of texts into the values the parameters' rules check: declared
 * parameters are read as their JSON type; undeclared ones are dropped, or kept as
 * sent with `keepUndeclared` (parameters that refuse unknown members refuse them).
 *
 * @example
 * ```ts
 * readTexts(readers, { quantity: "42", country: "FR", unknown: "x" }); // { quantity: 42, country: "FR" }
 * ```
 */
export function readTexts(readers: Readonly<Record<string, TextReader>>, texts: unknown, keepUndeclared = false): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (typeof texts !== "object" || texts === null) return values;
  for (const key of keepUndeclared ? Object.keys(texts) : Object.keys(readers)) {
    if (!Object.prototype.hasOwnProperty.call(texts, key)) continue;
    const text: unknown = (texts as Readonly<Record<string, unknown>>)[key];
    const isTexts = typeof text === "string" || (Array.isArray(text) && text.every((t) => typeof t === "string"));
    const read = Object.prototype.hasOwnProperty.call(readers, key) ? readers[key] : undefined;
    setOwn(values, key, isTexts && read !== undefined ? read(text as string | string[]) : text);
  }
  return values;
}
