import * as vo from "@adcodicem/value-objects";
import { knownLocale, type Parameters, parametersSchema } from "@adcodicem/value-objects/arguments";
import { forValidators } from "./output-schema.js";

/**
 * The dialect a tool's schemas are listed in: the one its SDK's Client checks them in.
 * SDK 1.x's Client reads every schema as draft-07; SDK 2.x's reads one that names no
 * `$schema` as 2020-12 (the protocol's default since 2025-11-25).
 */
export type ListedDialect = "draft-07" | "draft-2020-12";

/** The `$schema` a draft-07 listing carries: without it, a 2025-11-25 client reads 2020-12. */
export const DRAFT_07_SCHEMA = "http://json-schema.org/draft-07/schema#";

/**
 * The options every schema this package lists is written with: the languageModel
 * profile, in the entry's dialect. The listed schema is `vo.toJsonSchema(parameters,
 * listedOptions(dialect))`, with `$schema` first in draft-07.
 *
 * @example
 * ```ts
 * listedOptions("draft-07"); // { profile: "languageModel", target: "draft-07" }
 * ```
 */
export const listedOptions = (dialect: ListedDialect): vo.JsonSchemaOptions => ({ profile: "languageModel", target: dialect });

// a schema as listed in `dialect`: a draft-07 one names its dialect
const listedIn = (dialect: ListedDialect, schema: vo.JsonSchema): vo.JsonSchema => (dialect === "draft-07" ? { $schema: DRAFT_07_SCHEMA, ...schema } : schema);

/** A tool's parameters, ready: the object schema that reads them and the schema listed. */
export interface PreparedParameters {
  readonly schema: vo.ObjectSchema<any>;
  readonly jsonSchema: vo.JsonSchema;
}

/** A tool's output, ready: what `structuredContent` is read with and the schema listed. */
export interface PreparedOutput {
  /** The schema `structuredContent` is read with: `{ result: output }` when wrapped. */
  readonly schema: vo.AnySchema;
  /** True when the output is not an object and travels under `result`. */
  readonly wrapped: boolean;
  readonly jsonSchema: vo.JsonSchema;
}

/** What a tool may declare as `output`: any schema, or the shape of an object. */
export type OutputSpec = vo.AnySchema | vo.Shape;

// Built once per declaration: a stateless HTTP server makes a new McpServer for
// every request, and registering must not write the schemas again each time.
const parameterCaches: Record<ListedDialect, WeakMap<object, PreparedParameters>> = { "draft-07": new WeakMap(), "draft-2020-12": new WeakMap() };
const outputCaches: Record<ListedDialect, WeakMap<object, PreparedOutput>> = { "draft-07": new WeakMap(), "draft-2020-12": new WeakMap() };
// the same, per locale: a schema listed in two languages is written once in each
const localized = new WeakMap<object, WeakMap<vo.Locale, WeakMap<object, never>>>();
function cacheIn<T>(english: WeakMap<object, T>, locale: vo.Locale | undefined): WeakMap<object, T> {
  if (locale === undefined) return english;
  let byLocale = localized.get(english);
  if (byLocale === undefined) localized.set(english, (byLocale = new WeakMap()));
  let cache = byLocale.get(locale);
  if (cache === undefined) byLocale.set(locale, (cache = new WeakMap()));
  return cache as unknown as WeakMap<object, T>;
}

/**
 * The parameters of a tool, prompt or resource template, with their listed schema
 * in `dialect` (2020-12 unless said), written once per parameters object and dialect.
 *
 * @example
 * ```ts
 * const { schema, jsonSchema } = prepareParameters({ quantity: Quantity }, "draft-2020-12");
 * jsonSchema.properties; // { quantity: { description: "A quantity ordered.", type: "integer", minimum: 1, maximum: 100 } }
 * ```
 */
export function prepareParameters(parameters: Parameters, dialect: ListedDialect = "draft-2020-12", locale?: vo.Locale): PreparedParameters {
  knownLocale(locale);
  const cache = cacheIn(parameterCaches[dialect], locale);
  const cached = cache.get(parameters);
  if (cached !== undefined) return cached;
  const schema = parametersSchema(parameters);
  const jsonSchema = listedIn(dialect, vo.toJsonSchema(schema, { ...listedOptions(dialect), locale }));
  // the SDKs parse the protocol's messages into plain objects, where "__proto__" sets a prototype:
  // the listed schema and the arguments would both lose it, so the parameter could never arrive
  if (Object.prototype.hasOwnProperty.call(jsonSchema.properties ?? {}, "__proto__")) {
    throw new TypeError('A parameter named "__proto__" cannot be declared: the MCP SDK drops a member so named from the listed schema and from the arguments, so it could never arrive.');
  }
  const prepared = { schema, jsonSchema };
  cache.set(parameters, prepared);
  return prepared;
}

const isSchema = (spec: OutputSpec): spec is vo.AnySchema => typeof (spec as { "~standard"?: unknown })["~standard"] === "object";

/**
 * A tool's output with its listed schema. An output whose JSON Schema is not an
 * object (a value object, a list, a nullable object) is wrapped under `result`:
 * protocol versions up to 2025-11-25 require `structuredContent` to be an object.
 * Members with a default are listed as required, since the result sent has them.
 * The listed schema, in `dialect`, is the one a client's validator checks (see {@link forValidators}).
 *
 * @example
 * ```ts
 * prepareOutput(OrderStatus, "draft-2020-12").jsonSchema;
 * // { type: "object", properties: { result: { type: "string", enum: [...] } }, required: ["result"], additionalProperties: false }
 * ```
 */
export function prepareOutput(output: OutputSpec, dialect: ListedDialect, locale?: vo.Locale): PreparedOutput {
  knownLocale(locale);
  const cache = cacheIn(outputCaches[dialect], locale);
  const cached = cache.get(output);
  if (cached !== undefined) return cached;
  if (output === null || typeof output !== "object") throw new TypeError("output must be a schema or a shape of schemas.");
  const own = isSchema(output) ? output : vo.object(output);
  const options: vo.JsonSchemaOptions = { ...listedOptions(dialect), io: "output", locale };
  const plain = vo.toJsonSchema(own, options);
  const wrapped = plain.type !== "object";
  const schema = wrapped ? vo.object({ result: own }) : own;
  const jsonSchema = listedIn(dialect, forValidators(wrapped ? vo.toJsonSchema(schema, options) : plain));
  const prepared = { schema, wrapped, jsonSchema };
  cache.set(output, prepared);
  return prepared;
}
