import { type ArgumentCheck, type ArgumentRefusal, checkArguments, refusalLines } from "@adcodicem/value-objects/arguments";
import type { PreparedParameters } from "./listed-schemas.js";
import { readTexts, type TextReader, textReaders } from "./text-values.js";

/** A resource template's variables, ready: how each is read, and the rules that check it. */
export interface PreparedVariables {
  readonly name: string;
  readonly parameters: PreparedParameters;
  readonly readers: Readonly<Record<string, TextReader>>;
}

/**
 * A resource template's variables ready to read. The URI template's variables
 * (`variableNames`, an exploded one written `name*`) and the declared schemas must
 * name the same variables, or this throws, naming those that differ.
 *
 * @example
 * ```ts
 * prepareVariables("order", prepareParameters({ orderId: OrderId }), ["orderId"]);
 * ```
 */
export function prepareVariables(name: string, parameters: PreparedParameters, variableNames: readonly string[]): PreparedVariables {
  const declared = Object.keys((parameters.jsonSchema.properties ?? {}) as object);
  const inTemplate = variableNames.map((v) => v.replace("*", ""));
  const unmatched = [...inTemplate.filter((v) => !declared.includes(v)), ...declared.filter((v) => !inTemplate.includes(v))];
  if (unmatched.length > 0) throw new TypeError(`Resource template ${name}: the URI template and the variables schemas disagree on: ${unmatched.join(", ")}.`);
  return { name, parameters, readers: textReaders(parameters.jsonSchema) };
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a broken escape stays as sent, for the rules to judge
  }
};

const decoded = (variables: Readonly<Record<string, string | readonly string[]>>): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(variables)) out[key] = typeof value === "string" ? decode(value) : value.map(decode);
  return out;
};

/**
 * Reads the variables a URI matched: each is percent-decoded, read as its
 * parameter's JSON type (a numeric value object reads `42` as 42), and checked with
 * the rules.
 *
 * @example
 * ```ts
 * readVariables(variables, { orderId: "ORD-7" }); // { ok: false, refusal: { argument: "orderId", code: "value_object.pattern_mismatch", … } }
 * ```
 */
export function readVariables(variables: PreparedVariables, texts: Readonly<Record<string, string | readonly string[]>>): ArgumentCheck<Record<string, unknown>> {
  return checkArguments(variables.parameters.schema, readTexts(variables.readers, decoded(texts))) as ArgumentCheck<Record<string, unknown>>;
}

/**
 * The message of the error a refused URI variable answers with (JSON-RPC `-32602`):
 * one line per refused variable (name, code, rule; never the value, nor the URI
 * that holds it).
 *
 * @example
 * ```ts
 * variablesRefusalMessage("order", refusal);
 * // "Invalid variables for resource template order:\nVariable 'orderId' rejected (value_object.pattern_mismatch): …"
 * ```
 */
export function variablesRefusalMessage(template: string, refusal: ArgumentRefusal): string {
  return `Invalid variables for resource template ${template}:\n${refusalLines(refusal, "Variable").join("\n")}`;
}

/**
 * The callback an SDK's `registerResource` calls for a template: the variables the
 * URI matched read with the rules, then `handler` with the URI, the variables as
 * read and the SDK's own context; a refusal is thrown as `refused` makes it (each
 * SDK's `-32602` error), and the handler is not called.
 *
 * @example
 * ```ts
 * variablesCallback(variables, handler, (refusal) => refusedVariablesError(name, refusal));
 * ```
 */
export function variablesCallback<A, E, R>(variables: PreparedVariables, handler: (uri: URL, args: A, extra: E) => R, refused: (refusal: ArgumentRefusal) => Error) {
  return (uri: URL, texts: Readonly<Record<string, string | readonly string[]>>, extra: E): R => {
    const checked = readVariables(variables, texts);
    if (!checked.ok) throw refused(checked.refusal);
    return handler(uri, checked.value as A, extra);
  };
}
