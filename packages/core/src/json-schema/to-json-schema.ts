import type { AnySchema, Schema } from "../schema.js";
import { isOwnSchema } from "../schema.js";
import { composite } from "./composite.js";
import { type Definitions, definitionsKeyword, hoistDefinitions } from "./definitions.js";
import { toOpenApi30 } from "./openapi-3.0.js";
import { valueObject } from "./value-object.js";

/** A JSON Schema, as a plain object. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * `standard`: JSON Schema as a validator reads it, formats kept.
 * `languageModel`: what a model should send: a value object is its JSON type alone
 * with its rules as keywords or sentences, objects closed, every required member listed.
 */
export type Profile = "standard" | "languageModel";

/** The JSON Schema dialects written. */
export type Target = "draft-2020-12" | "draft-07" | "openapi-3.0";

/** Options of {@link toJsonSchema}. */
export interface JsonSchemaOptions {
  /** Defaults to `standard`. */
  readonly profile?: Profile;
  /** Defaults to `draft-2020-12`. */
  readonly target?: Target;
  /** `output` lists members with a default as required; defaults to `input`. */
  readonly io?: "input" | "output";
}

/** What a node is written with: the options, fixed, and the definitions gathered for the root. */
export interface WriteContext {
  readonly profile: Profile;
  readonly target: Target;
  readonly io: "input" | "output";
  readonly definitions: Definitions;
}

const TARGETS: readonly string[] = ["draft-2020-12", "draft-07", "openapi-3.0"];
const PROFILES: readonly string[] = ["standard", "languageModel"];

/**
 * Describes a schema as JSON Schema.
 *
 * @example
 * ```ts
 * const schema = vo.toJsonSchema(OrderParameters, { profile: "languageModel" });
 * ```
 */
export function toJsonSchema(schema: AnySchema, options: JsonSchemaOptions = {}): JsonSchema {
  const context: WriteContext = {
    profile: options.profile ?? "standard",
    target: options.target ?? "draft-2020-12",
    io: options.io ?? "input",
    definitions: new Map(),
  };
  if (!PROFILES.includes(context.profile)) throw new TypeError(`Unknown JSON Schema profile: ${String(context.profile)}.`);
  if (!TARGETS.includes(context.target)) throw new TypeError(`Unsupported JSON Schema target: ${String(context.target)}.`);
  let written = write(schema, context, []);
  // foreign members' definitions, moved to the root where their references point
  if (context.definitions.size > 0) written = { ...written, [definitionsKeyword(context)]: Object.fromEntries(context.definitions) };
  return context.target === "openapi-3.0" ? toOpenApi30(written) : written;
}

/**
 * Writes one node. `outer` holds the descriptions of the wrappers around it
 * (describe, optional, nullable), outermost first: the node that writes a schema
 * puts them before its own.
 */
export function write(schema: AnySchema, context: WriteContext, outer: readonly string[]): JsonSchema {
  if (!isOwnSchema(schema)) return foreignSchema(schema, context, outer);
  const node = schema as Schema<unknown> & { kind: string };
  const descriptions = node.descriptions ? [...outer, ...node.descriptions] : outer;
  switch (node.kind) {
    case "string":
    case "integer":
    case "number":
    case "date":
    case "dateTime":
    case "oneOf":
    case "boolean":
      return valueObject(node as never, context, descriptions);
    case "foreign":
      return foreignSchema((node as unknown as { schema: AnySchema }).schema, context, descriptions);
    default:
      return composite(node as never, context, descriptions);
  }
}

/** Joins descriptions with a blank line, leaving out the empty ones. */
export function joinDescriptions(parts: readonly (string | undefined)[]): string | undefined {
  const kept = parts.filter((p): p is string => typeof p === "string" && p !== "");
  return kept.length === 0 ? undefined : kept.join("\n\n");
}

function foreignSchema(schema: AnySchema, context: WriteContext, outer: readonly string[]): JsonSchema {
  const converter = (schema as { "~standard": { jsonSchema?: Record<"input" | "output", (o: { target: string }) => JsonSchema> } })["~standard"].jsonSchema;
  // a foreign schema that cannot describe itself accepts anything, as far as a schema can say;
  // for openapi-3.0 it is asked for draft-2020-12, since the whole tree is rewritten once at the end
  const target = context.target === "openapi-3.0" ? "draft-2020-12" : context.target;
  const raw: JsonSchema = converter ? { ...converter[context.io]({ target }) } : {};
  delete raw.$schema;
  const written = hoistDefinitions(raw, context);
  const description = joinDescriptions([...outer, written.description as string | undefined]);
  delete written.description;
  return description === undefined ? written : { description, ...written };
}
